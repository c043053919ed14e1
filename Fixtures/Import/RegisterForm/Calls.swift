// The screen of the RegisterForm fixture, as the app writes it: besides the events, it reads the invite code, sets
// the nickname typed so far, picks the kind of user through the view model's helper and reads what it keeps.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class RegisterFormScreen {
    private let viewModel: RegisterFormViewModel
    private let inputSubject = PassthroughSubject<RegisterFormViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var log: [String] = []

    init(viewModel: RegisterFormViewModel) {
        self.viewModel = viewModel
        log.append("invited with \(viewModel.inviteCode)")
        viewModel.transform(with: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .showNickname(available):
                self?.log.append("available \(available)")
            case let .showToast(message):
                self?.log.append("toast \(message)")
            case .registered:
                self?.log.append("registered")
            }
        }.store(in: &subscriptions)
        inputSubject.send(.viewDidLoad)
    }

    func nicknameChanged(_ name: String) {
        viewModel.tempName = name
        inputSubject.send(.checkNickname(name))
    }

    func studentTapped() {
        viewModel.selectUserType(.student)
    }

    func registerTapped() -> Bool {
        let kind: RegisterFormViewModel.UserType = viewModel.userType
        log.append("\(kind.rawValue), \(viewModel.attempts) tries, at most \(viewModel.nicknameLimit)")
        inputSubject.send(.register)
        return viewModel.canRegister
    }
}
