// How the app uses the view model: the screen hands its `Input` and binds the `Output`; the coordinator that shows the
// screen reads `route` on the view model to go on.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class PasscodeLockScreen {
    var cancellables = Set<AnyCancellable>()
    var dots = 0

    func bind(_ viewModel: PasscodeLockViewModel, digits: AnyPublisher<String, Never>, forgot: AnyPublisher<Void, Never>) {
        let output = viewModel.transform(input: PasscodeLockViewModel.Input(digits: digits, forgotTap: forgot))
        output.dotCount.sink { [weak self] in self?.dots = $0 }.store(in: &cancellables)
        output.isWrong.sink { print($0 ? "try again" : "") }.store(in: &cancellables)
    }
}

final class PasscodeLockCoordinator {
    var cancellables = Set<AnyCancellable>()

    func start(_ viewModel: PasscodeLockViewModel) {
        viewModel.route
            .sink { route in
                switch route {
                case .unlocked: print("home")
                case .forgotPasscode: print("reset")
                }
            }
            .store(in: &cancellables)
    }
}
