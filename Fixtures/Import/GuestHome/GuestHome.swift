// A Combine transform view model of a guest's home screen, as a challenge app writes it: its only input routes to the
// login flow through the logic, so the screen calls `transform` for its bindings alone and drops the result, which
// the method allows with `@discardableResult`.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The home screen a guest sees before logging in.
final class GuestHomeViewModel {
    struct Input {
        let didTapLogIn: AnyPublisher<Void, Never>
    }

    struct Output {
        /// Whether the login flow is opening.
        let isRouting: AnyPublisher<Bool, Never>
    }

    private let router: GuestRouter
    private var cancellables = Set<AnyCancellable>()

    init(router: GuestRouter) {
        self.router = router
    }

    @discardableResult
    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
