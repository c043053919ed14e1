// A Combine view model of the subject-bridged style as a scooter-sharing app's unlock screen writes it: `input` holds
// the subjects the view sends into, `output` the streams the screen binds, and beside them `route`, the publisher the
// coordinator that shows the screen reads to go on, made of a private subject the class's bindings send into.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class ScooterUnlockViewModel {
    struct Input {
        let scannedCode = PassthroughSubject<String, Never>()
        let cancelTap = PassthroughSubject<Void, Never>()
    }

    struct Output {
        let isUnlocking: AnyPublisher<Bool, Never>
        let message: AnyPublisher<String, Never>
    }

    let input = Input()
    let output: Output

    /// Where the coordinator goes next.
    var route: AnyPublisher<ScooterRoute, Never> {
        routeSubject.eraseToAnyPublisher()
    }

    private let routeSubject = PassthroughSubject<ScooterRoute, Never>()
    private var cancellables = Set<AnyCancellable>()

    init(fleet: ScooterFleet) {
        let unlocked = input.scannedCode
            .map { fleet.unlock(code: $0) }
            .share()
        output = Output(
            isUnlocking: unlocked.map { _ in false }.prepend(false).eraseToAnyPublisher(),
            message: unlocked.map { $0 ? "Enjoy the ride" : "That code did not work" }.eraseToAnyPublisher())
        unlocked.filter { $0 }
            .map { _ in ScooterRoute.riding }
            .sink { [weak self] in self?.routeSubject.send($0) }
            .store(in: &cancellables)
        input.cancelTap
            .sink { [weak self] in self?.routeSubject.send(.closed) }
            .store(in: &cancellables)
    }
}
