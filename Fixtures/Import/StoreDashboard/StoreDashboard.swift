// A Combine transform view model of a shop owner's dashboard, as a delivery app's admin target writes it: the split
// view asks it to reload the store when the owner edits it in another pane, the menu list asks for its next page as it
// scrolls, and the photo picker reports what failed. Each method only starts what `transform`'s bindings start too,
// the private functions in the private extension below, which send into the subjects the outputs are made of.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class StoreDashboardViewModel {
    struct Input {
        let viewDidLoad: AnyPublisher<Void, Never>
        let pullToRefresh: AnyPublisher<Void, Never>
    }

    struct Output {
        let store: AnyPublisher<StoreSummary?, Never>
        let menus: AnyPublisher<[MenuItem], Never>
        let isLoading: AnyPublisher<Bool, Never>
        let error: AnyPublisher<String, Never>
    }

    private let storeService: StoreService
    private let storeSubject = CurrentValueSubject<StoreSummary?, Never>(nil)
    private let menusSubject = CurrentValueSubject<[MenuItem], Never>([])
    private let isLoadingSubject = CurrentValueSubject<Bool, Never>(false)
    private let errorSubject = PassthroughSubject<String, Never>()
    private var currentPage = 0
    private var cancellables = Set<AnyCancellable>()

    init(storeService: StoreService) {
        self.storeService = storeService
    }

    func transform(input: Input) -> Output {
        input.viewDidLoad
            .sink { [weak self] in
                self?.fetchStore()
                self?.fetchMenus(page: 0)
            }
            .store(in: &cancellables)

        input.pullToRefresh
            .sink { [weak self] in self?.fetchMenus(page: 0) }
            .store(in: &cancellables)

        return Output(
            store: storeSubject.eraseToAnyPublisher(),
            menus: menusSubject.eraseToAnyPublisher(),
            isLoading: isLoadingSubject.eraseToAnyPublisher(),
            error: errorSubject.eraseToAnyPublisher()
        )
    }

    /// Reloads the store after the owner edits it in another pane.
    func reloadStore() {
        fetchStore()
    }

    func loadNextMenuPage() {
        guard !isLoadingSubject.value else { return }
        fetchMenus(page: currentPage + 1)
    }

    func showError(_ message: String) {
        errorSubject.send(message)
    }
}

// MARK: - Loading

private extension StoreDashboardViewModel {
    func fetchStore() {
        isLoadingSubject.send(true)
        storeService.fetchStore()
            .sink(
                receiveCompletion: { [weak self] completion in
                    self?.isLoadingSubject.send(false)
                    if case .failure(let error) = completion {
                        self?.errorSubject.send(error.message)
                    }
                },
                receiveValue: { [weak self] store in
                    self?.storeSubject.send(store)
                }
            )
            .store(in: &cancellables)
    }

    func fetchMenus(page: Int) {
        storeService.fetchMenus(page: page)
            .sink(
                receiveCompletion: { _ in },
                receiveValue: { [weak self] menus in
                    self?.currentPage = page
                    self?.appendMenus(menus, replacing: page == 0)
                }
            )
            .store(in: &cancellables)
    }

    func appendMenus(_ menus: [MenuItem], replacing: Bool) {
        menusSubject.send(replacing ? menus : menusSubject.value + menus)
    }
}
