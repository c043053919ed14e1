// How the app's admin screens use the view model: the dashboard binds its outputs, the split view asks it to reload
// the store after the owner edits it, the menu list asks for the next page, and the photo picker reports a failure.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class StoreDashboardScreen {
    private let viewModel: StoreDashboardViewModel
    private let viewDidLoad = PassthroughSubject<Void, Never>()
    private let pullToRefresh = PassthroughSubject<Void, Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var lines: [String] = []

    init(viewModel: StoreDashboardViewModel) {
        self.viewModel = viewModel
        let output = viewModel.transform(input: StoreDashboardViewModel.Input(
            viewDidLoad: viewDidLoad.eraseToAnyPublisher(),
            pullToRefresh: pullToRefresh.eraseToAnyPublisher()
        ))
        output.store.sink { [weak self] in self?.lines.append($0?.name ?? "-") }.store(in: &cancellables)
        output.menus.sink { [weak self] in self?.lines.append("\($0.count) menus") }.store(in: &cancellables)
        output.isLoading.sink { [weak self] in self?.lines.append($0 ? "loading" : "idle") }.store(in: &cancellables)
        output.error.sink { [weak self] in self?.lines.append($0) }.store(in: &cancellables)
        viewDidLoad.send(())
    }

    func ownerDidEditStore() {
        viewModel.reloadStore()
    }

    func menuListDidScrollToBottom() {
        viewModel.loadNextMenuPage()
    }

    func photoPickerDidFail() {
        viewModel.showError("The photo could not be loaded")
    }
}
