// How the app's screen uses the view model: it sends into the inputs' subjects and relay, binds the outputs, and
// clears the form through the inputs protocol, whose properties are settable.
import RxCocoa
import RxSwift

final class PlantEditorScreen {
    let viewModel: PlantEditorViewModelType
    let disposeBag = DisposeBag()

    init(viewModel: PlantEditorViewModelType) {
        self.viewModel = viewModel
    }

    func bind() {
        viewModel.outputs.canSave.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.outputs.saved.subscribe(onNext: { print($0.name) }).disposed(by: disposeBag)
        viewModel.inputs.name.accept("Basil")
        viewModel.inputs.tagPicked.onNext(.herb)
        viewModel.inputs.save.onNext(())
    }

    func clear(_ inputs: inout PlantEditorViewModelInputs) {
        inputs.name = BehaviorRelay(value: "")
    }
}
