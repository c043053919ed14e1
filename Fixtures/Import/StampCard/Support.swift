// The app's types the StampCard view model uses: the base class its view models share, which sets up their bindings
// when it is made, and the service that counts the stamps.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// What every view model of the app inherits: the bag its bindings go into, and the hook that sets them up.
class BaseViewModel {
    var cancellables = Set<AnyCancellable>()

    init() {
        bind()
    }

    func bind() {}
}

/// Where the stamp card screen goes next.
enum StampRoute: Equatable {
    case freeDrink(stamps: Int)
    case dismiss
}

/// The stamps of the signed-in customer.
final class StampService {
    var count = 7
    var logged: [String] = []

    func stampCount() -> Int { count }
    func log(_ event: String) { logged.append(event) }
}
