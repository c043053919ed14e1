// A one-stream event transform as Combine apps write it, whose screen calls helpers on it that read the view model's
// private state: the shop it was made for (private dependencies), the sort picked last and the cooldown before the
// next review (private vars), the signed-in user fetched through a use case made lazily of a private repository, kept
// with the private subscriptions. Its subject and the reviews' use case stay private; so does the draft count, which
// no helper the screen calls reads. The screen makes it from the shop alone, through a convenience initializer that
// delegates to the one of its dependencies.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ShopReviewsViewModel: ViewModelProtocol {
    enum Input {
        case viewDidLoad
        case changeSort(ReviewSort)
        case writeDraft
    }

    enum Output {
        case showReviews([Review])
        case showError(String)
    }

    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private let fetchReviewsUseCase: FetchReviewsUseCase
    private let userRepository: UserRepository
    private lazy var fetchUserUseCase = DefaultFetchUserUseCase(userRepository: userRepository)
    private let shopId: Int
    private let shopName: String
    private var sorter: ReviewSort = .latest
    private var remainingTime = 0
    private var draftCount = 0
    private(set) var user: User?

    init(fetchReviewsUseCase: FetchReviewsUseCase, userRepository: UserRepository, shopId: Int, shopName: String) {
        self.fetchReviewsUseCase = fetchReviewsUseCase
        self.userRepository = userRepository
        self.shopId = shopId
        self.shopName = shopName
    }

    /// What the screen makes it with: the shop alone, the app's repositories behind the use cases.
    convenience init(shopId: Int, shopName: String) {
        let userRepository = DefaultUserRepository(service: DefaultUserService())
        self.init(
            fetchReviewsUseCase: DefaultFetchReviewsUseCase(reviewRepository: DefaultReviewRepository()),
            userRepository: userRepository,
            shopId: shopId,
            shopName: shopName
        )
    }

    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            guard let self else { return }
            switch input {
            case .viewDidLoad:
                fetchReviews()
            case let .changeSort(sort):
                sorter = sort
                fetchReviews()
            case .writeDraft:
                draftCount += 1
                remainingTime = 30
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }

    private func fetchReviews() {
        fetchReviewsUseCase.execute(shopId: shopId, sort: sorter).sink { [weak self] reviews in
            self?.outputSubject.send(.showReviews(reviews))
        }.store(in: &subscriptions)
    }

    func getShopName() -> String {
        shopName
    }

    var currentSort: ReviewSort { sorter }

    var currentRemainingTime: Int { remainingTime }

    /// The navigation bar's title.
    var title: String { titleText(for: shopName) }

    func fetchUser() {
        fetchUserUseCase.execute().sink { [weak self] user in
            self?.user = user
        }.store(in: &subscriptions)
    }

    private func titleText(for name: String) -> String {
        "\(name) #\(shopId)"
    }
}
