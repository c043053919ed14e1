// A one-stream event transform as Combine apps write it, by hand: the view sends cases of `Input` into one stream,
// the view model switches over them and sends cases of `Output` through a private subject. It conforms to the app's
// `ViewModelProtocol`; its subject, its subscriptions and its helpers are private.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Verifies the user's phone number with a code sent by text message.
final class PhoneVerificationViewModel: ViewModelProtocol {
    enum Input {
        case viewDidLoad
        /// The user asked for a code.
        case sendCode(String)
        case verify(String, String)
        case changeTerms(agreed: Bool)
    }

    enum Output {
        case showToast(String, ToastTone)
        /// The code was sent.
        case codeSent(response: SentCode, phone: String)
        case verified
        case enableNext(enabled: Bool)
    }

    private let outputSubject = PassthroughSubject<Output, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private let service: VerificationService

    init(service: VerificationService) {
        self.service = service
    }

    func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] input in
            switch input {
            case .viewDidLoad:
                self?.outputSubject.send(.enableNext(enabled: false))
            case let .sendCode(phone):
                self?.sendCode(phone)
            case let .verify(phone, code):
                self?.verify(phone, code)
            case let .changeTerms(agreed):
                self?.outputSubject.send(.enableNext(enabled: agreed))
            }
        }.store(in: &subscriptions)
        return outputSubject.eraseToAnyPublisher()
    }
}

extension PhoneVerificationViewModel {
    private func sendCode(_ phone: String) {
        service.sendCode(to: phone).sink { [weak self] completion in
            if case let .failure(error) = completion {
                self?.outputSubject.send(.showToast(error.message, .danger))
            }
        } receiveValue: { [weak self] response in
            self?.outputSubject.send(.codeSent(response: response, phone: phone))
        }.store(in: &subscriptions)
    }

    private func verify(_ phone: String, _ code: String) {
        service.verify(phone: phone, code: code).sink { [weak self] completion in
            if case let .failure(error) = completion {
                self?.outputSubject.send(.showToast(error.message, .danger))
            }
        } receiveValue: { [weak self] correct in
            self?.outputSubject.send(correct ? .verified : .showToast("Wrong code", .info))
        }.store(in: &subscriptions)
    }
}
