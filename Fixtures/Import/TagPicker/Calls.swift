// How the app's tag screen uses the view model: it holds it as the type protocol, which refines both groups, and
// calls the inputs and subscribes to the outputs through it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class TagPickerScreen {
    var names: [String] = []
    var cancellables = Set<AnyCancellable>()

    func bind(_ viewModel: TagPickerViewModelType) {
        viewModel.rows.sink { [weak self] in self?.names = $0.map(\.name) }.store(in: &cancellables)
        viewModel.isDoneEnabled.sink { print($0) }.store(in: &cancellables)
        viewModel.viewDidAppear()
        viewModel.didSelectRow(at: 0)
    }
}

func showTagPicker() {
    TagPickerScreen().bind(TagPickerViewModel(store: TagStore()))
}
