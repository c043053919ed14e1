// A one-stream event transform as Combine apps write it, with what its screen reads and sets on it besides the
// events: the name typed so far and the kind of user (stored state), the invite code it was made with (a dependency
// the screen reads), a helper the screen calls, a computed property and the nested enum of the kinds. Its subject,
// subscriptions and service are private.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Registers a new user.
final class RegisterFormViewModel: ViewModelProtocol {
    enum Input {
        case viewDidLoad
        case checkNickname(String)
        case register
    }

    enum Output {
        case showNickname(available: Bool)
        case showToast(String)
        case registered
    }

    /// Who signs up: the screen shows other fields for each.
    enum UserType: String {
        case student
        case general
    }

    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private let service: RegisterService
    /// The code the user was invited with, which the screen shows.
    let inviteCode: String
    /// The nickname typed so far.
    var tempName: String?
    var userType: UserType = .student
    let nicknameLimit = 12
    private(set) var attempts = 0

    init(service: RegisterService, inviteCode: String) {
        self.service = service
        self.inviteCode = inviteCode
    }

    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            guard let self else { return }
            switch input {
            case .viewDidLoad:
                outputSubject.send(.showNickname(available: false))
            case let .checkNickname(name):
                tempName = name
                service.isAvailable(nickname: name).sink { [weak self] available in
                    self?.outputSubject.send(.showNickname(available: available))
                }.store(in: &subscriptions)
            case .register:
                attempts += 1
                outputSubject.send(canRegister ? .registered : .showToast("Pick a nickname"))
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }

    /// The screen's segmented control picks the kind of user.
    func selectUserType(_ type: UserType) {
        userType = type
    }

    var canRegister: Bool {
        guard let tempName else { return false }
        return !tempName.isEmpty && tempName.count <= nicknameLimit
    }
}
