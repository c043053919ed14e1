// A one-stream event transform as Combine apps write it, by hand, with methods the screen calls besides `transform`:
// the view sends `Input` cases into one stream for what happens as the screen loads and as the user types, and calls
// `revoke()` and `sendVerificationCode(phoneNumber:)` on the view model for its buttons, and sets `agreesToMarketing`
// from a switch, whose observer says so. Every path ends in the one private subject `transform` returns; the use
// cases, the subject and the subscriptions are private.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ProfileSecurityViewModel: ViewModelProtocol {
    enum Input {
        case viewDidLoad
        case checkNickname(String)
    }

    enum Output {
        case showProfile(Profile)
        case nicknameAvailable(Bool)
        case codeSent(expiresIn: Int)
        case revoked
        case showToast(String)
    }

    private let fetchProfileUseCase: FetchProfileUseCase
    private let revokeUseCase: RevokeUseCase
    private let sendVerificationCodeUseCase: SendVerificationCodeUseCase
    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []

    /// Whether the user agrees to marketing messages: the screen's switch sets it.
    var agreesToMarketing: Bool = false {
        didSet {
            outputSubject.send(.showToast(agreesToMarketing ? "Subscribed" : "Unsubscribed"))
        }
    }

    init(
        fetchProfileUseCase: FetchProfileUseCase, revokeUseCase: RevokeUseCase,
        sendVerificationCodeUseCase: SendVerificationCodeUseCase
    ) {
        self.fetchProfileUseCase = fetchProfileUseCase
        self.revokeUseCase = revokeUseCase
        self.sendVerificationCodeUseCase = sendVerificationCodeUseCase
    }

    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            switch input {
            case .viewDidLoad:
                self?.fetchProfile()
            case let .checkNickname(nickname):
                self?.outputSubject.send(.nicknameAvailable(nickname.count >= 2))
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }

    /// Withdraws the account: the screen's button calls it directly.
    func revoke() {
        revokeUseCase.execute().sink { [weak self] completion in
            if case let .failure(error) = completion { self?.outputSubject.send(.showToast(error.message)) }
        } receiveValue: { [weak self] _ in
            self?.outputSubject.send(.revoked)
        }.store(in: &subscriptions)
    }

    func sendVerificationCode(phoneNumber: String) {
        sendVerificationCodeUseCase.execute(phoneNumber: phoneNumber).sink { [weak self] completion in
            if case let .failure(error) = completion { self?.show(.showToast(error.message)) }
        } receiveValue: { [weak self] seconds in
            self?.show(.codeSent(expiresIn: seconds))
        }.store(in: &subscriptions)
    }

    private func fetchProfile() {
        fetchProfileUseCase.execute().sink { _ in } receiveValue: { [weak self] profile in
            self?.outputSubject.send(.showProfile(profile))
        }.store(in: &subscriptions)
    }

    private func show(_ output: Output) {
        outputSubject.send(output)
    }
}
