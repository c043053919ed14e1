// The screen of the ProfileSecurity fixture, as the app writes it: it sends `Input` cases into a subject it owns,
// calls the view model's methods from its buttons, and switches over the `Output` cases the view model sends back.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ProfileSecurityScreen {
    private let viewModel: ProfileSecurityViewModel
    private let inputSubject = PassthroughSubject<ProfileSecurityViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var log: [String] = []

    init(viewModel: ProfileSecurityViewModel) {
        self.viewModel = viewModel
        viewModel.transform(with: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .showProfile(profile): self?.log.append("profile \(profile.nickname)")
            case let .nicknameAvailable(available): self?.log.append("available \(available)")
            case let .codeSent(expiresIn): self?.log.append("code \(expiresIn)")
            case .revoked: self?.log.append("revoked")
            case let .showToast(message): self?.log.append("toast \(message)")
            }
        }.store(in: &subscriptions)
        inputSubject.send(.viewDidLoad)
    }

    func nicknameChanged(_ text: String) {
        inputSubject.send(.checkNickname(text))
    }

    func revokeButtonTapped() {
        viewModel.revoke()
    }

    func marketingSwitchChanged(isOn: Bool) {
        viewModel.agreesToMarketing = isOn
    }

    func marketingSwitchIsOn() -> Bool {
        viewModel.agreesToMarketing
    }

    func sendCodeButtonTapped(phone: String) {
        viewModel.sendVerificationCode(phoneNumber: phone)
    }
}

func makeProfileSecurityScreen(
    fetch: FetchProfileUseCase, revoke: RevokeUseCase, send: SendVerificationCodeUseCase
) -> ProfileSecurityScreen {
    ProfileSecurityScreen(viewModel: ProfileSecurityViewModel(
        fetchProfileUseCase: fetch, revokeUseCase: revoke, sendVerificationCodeUseCase: send))
}
