// What the team keeps of its hand-written view model when the generated one replaces it: the coordinator's `route`,
// moved as written into an extension of the generated class in a file of the team's own. It reads the subject the
// generated class keeps set to the logic's stream of routes.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

extension ScooterUnlockViewModel {
    /// Where the coordinator goes next.
    var route: AnyPublisher<ScooterRoute, Never> {
        routeSubject.eraseToAnyPublisher()
    }
}
