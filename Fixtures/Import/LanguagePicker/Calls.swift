// How the app's screens use the view model: the picker binds the outputs and sends into the load trigger; the
// settings screen, which only shows the list, calls the class's helper to reload it.
import RxSwift

final class LanguagePickerScreen {
    var names: [String] = []

    func bind(_ viewModel: LanguagePickerViewModelType, disposeBag: DisposeBag) {
        viewModel.outputs.languages.subscribe(onNext: { [weak self] in self?.names = $0 }).disposed(by: disposeBag)
        viewModel.outputs.picked.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.inputs.loadTrigger.onNext(())
        viewModel.inputs.pick(at: 0)
    }
}

func showLanguageSettings(disposeBag: DisposeBag) {
    let viewModel = LanguagePickerViewModel(catalog: LanguageCatalog())
    LanguagePickerScreen().bind(viewModel, disposeBag: disposeBag)
    viewModel.reload()
}
