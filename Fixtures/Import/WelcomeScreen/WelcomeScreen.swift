// A struct view model of a SwiftUI app's welcome screen, as its template writes each screen: the Input, an
// ObservableObject, declares its triggers in one order and its own initializer takes them in another (the order the
// screen hands them, its first trigger first), and the Output keeps the subscriptions that set its values.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct WelcomeViewModel {

    let sessionUseCase: SessionUseCaseProtocol
}

extension WelcomeViewModel: ViewModel {

    func transform(_ input: Input) -> Output {
        let output = Output()

        input.loadTrigger
            .map { self.sessionUseCase.hasSession() }
            .switchToLatest()
            .assign(to: \.hasSession, on: output)
            .store(in: &output.cancelBag)

        input.skipTrigger
            .map { true }
            .assign(to: \.didSkip, on: output)
            .store(in: &output.cancelBag)

        return output
    }
}

// MARK: - Input & Output

extension WelcomeViewModel {

    final class Input: ObservableObject {

        let skipTrigger: AnyPublisher<Void, Never>
        let loadTrigger: AnyPublisher<Void, Never>

        init(
            loadTrigger: AnyPublisher<Void, Never>,
            skipTrigger: AnyPublisher<Void, Never>
        ) {
            self.loadTrigger = loadTrigger
            self.skipTrigger = skipTrigger
        }
    }

    final class Output: ObservableObject {

        var cancelBag = CancelBag()

        @Published var hasSession = false
        @Published var didSkip = false
    }
}
