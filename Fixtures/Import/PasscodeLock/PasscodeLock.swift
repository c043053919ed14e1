// A passcode lock screen, as Combine apps with coordinators write it: the view hands `transform` its streams and binds
// the `Output`, while the screen's coordinator reads where to go next from `route`, a publisher the view model offers
// beside its `Output`, made of a private subject that `transform` sends into.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class PasscodeLockViewModel {
    struct Input {
        let digits: AnyPublisher<String, Never>
        let forgotTap: AnyPublisher<Void, Never>
    }

    struct Output {
        let dotCount: AnyPublisher<Int, Never>
        let isWrong: AnyPublisher<Bool, Never>
    }

    /// Where the coordinator goes next.
    var route: AnyPublisher<PasscodeRoute, Never> {
        routeSubject.eraseToAnyPublisher()
    }

    private let routeSubject = PassthroughSubject<PasscodeRoute, Never>()
    private let keychain: PasscodeKeychain
    private var cancellables = Set<AnyCancellable>()

    init(keychain: PasscodeKeychain) {
        self.keychain = keychain
    }

    func transform(input: Input) -> Output {
        let complete = input.digits.filter { $0.count == 4 }
        let matches = complete.map { [keychain] in keychain.matches($0) }.share()
        matches.filter { $0 }
            .map { _ in PasscodeRoute.unlocked }
            .sink { [weak self] in self?.routeSubject.send($0) }
            .store(in: &cancellables)
        input.forgotTap
            .map { PasscodeRoute.forgotPasscode }
            .sink { [weak self] in self?.routeSubject.send($0) }
            .store(in: &cancellables)
        return Output(
            dotCount: input.digits.map(\.count).eraseToAnyPublisher(),
            isWrong: matches.map { !$0 }.eraseToAnyPublisher()
        )
    }
}
