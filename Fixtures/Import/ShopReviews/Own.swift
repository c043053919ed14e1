// What the team keeps of its hand-written view model when the generated one replaces it: the members the import says
// stay the class's own (the initializer the screen calls, which delegates to the generated one, among them), moved as
// written into an extension of the generated class in a file of the team's own, with the private function one of them
// calls. What they use of the class's private state (the shop, the sort, the cooldown, the lazy use case and the
// subscriptions) the generated class declares internal, as the import warned: the sort and the cooldown, which they
// only read, with a private setter.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension ShopReviewsViewModel {
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
