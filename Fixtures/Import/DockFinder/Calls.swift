// How the app's map screen uses the view model: it sends a refresh through `inputs` and shows the docks of `outputs`,
// with a bag of its own; its detail sheet also subscribes into the view model's `disposeBag`, which the generated class
// declares as the hand-written one does (the spec's `- let disposeBag: DisposeBag = .init()`), so it compiles unchanged.
import RxSwift

func bindDockFinder(_ viewModel: DockFinderViewModelType, bag: DisposeBag) {
    viewModel.outputs.docks.subscribe(onNext: { print($0.map(\.name)) }).disposed(by: bag)
    viewModel.inputs.refresh.onNext(())
}

func showDockDetail(_ viewModel: DockFinderViewModel) {
    viewModel.docks.subscribe(onNext: { print($0.count) }).disposed(by: viewModel.disposeBag)
}
