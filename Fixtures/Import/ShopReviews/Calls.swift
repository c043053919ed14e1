// The screen of the ShopReviews fixture, as the app writes it: besides the events, it calls the view model's helpers,
// which read what the view model keeps privately, and reads the user it fetched.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ShopReviewsScreen {
    private let viewModel: ShopReviewsViewModel
    private let inputSubject = PassthroughSubject<ShopReviewsViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var log: [String] = []

    init(viewModel: ShopReviewsViewModel) {
        self.viewModel = viewModel
        log.append(viewModel.title)
        viewModel.transform(with: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .showReviews(reviews):
                self?.log.append("\(reviews.count) reviews")
            case let .showError(message):
                self?.log.append(message)
            }
        }.store(in: &subscriptions)
        inputSubject.send(.viewDidLoad)
        viewModel.fetchUser()
    }

    /// The screen as the shop list opens it: the view model made from the shop alone.
    convenience init(shopId: Int, shopName: String) {
        self.init(viewModel: ShopReviewsViewModel(shopId: shopId, shopName: shopName))
    }

    func sortTapped() {
        inputSubject.send(.changeSort(viewModel.currentSort == .latest ? .rating : .latest))
    }

    func writeTapped() -> Bool {
        log.append("review \(viewModel.getShopName()) as \(viewModel.user?.name ?? "guest")")
        inputSubject.send(.writeDraft)
        return viewModel.currentRemainingTime == 0
    }
}
