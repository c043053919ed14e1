// The screen of the PhoneVerification fixture, as the app writes it: it sends `Input` cases into a subject it owns
// and switches over the `Output` cases the view model sends back.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class PhoneVerificationScreen {
    private let viewModel: PhoneVerificationViewModel
    private let inputSubject = PassthroughSubject<PhoneVerificationViewModel.Input, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var log: [String] = []

    init(viewModel: PhoneVerificationViewModel) {
        self.viewModel = viewModel
        bind()
        inputSubject.send(.viewDidLoad)
    }

    private func bind() {
        viewModel.transform(with: inputSubject.eraseToAnyPublisher()).sink { [weak self] output in
            switch output {
            case let .showToast(message, tone):
                self?.log.append("toast \(message) \(tone)")
            case let .codeSent(response, phone):
                self?.log.append("sent to \(phone), expires in \(response.expiresIn)")
            case .verified:
                self?.log.append("verified")
            case .enableNext(enabled: let enabled):
                self?.log.append("next \(enabled)")
            }
        }.store(in: &subscriptions)
    }

    func sendTapped(phone: String) {
        inputSubject.send(.sendCode(phone))
    }

    func codeEntered(phone: String, code: String) {
        inputSubject.send(.verify(phone, code))
    }

    func termsToggled(_ agreed: Bool) {
        inputSubject.send(.changeTerms(agreed: agreed))
    }
}

/// A screen that depends on the app's protocol, not on the view model's type.
func bind<ViewModel: ViewModelProtocol>(_ viewModel: ViewModel, events: AnyPublisher<ViewModel.Input, Never>) -> AnyCancellable {
    viewModel.transform(with: events).sink { _ in }
}

func makeScreen(service: VerificationService) -> (PhoneVerificationScreen, AnyCancellable) {
    let viewModel = PhoneVerificationViewModel(service: service)
    return (PhoneVerificationScreen(viewModel: viewModel),
            bind(viewModel, events: Empty<PhoneVerificationViewModel.Input, Never>().eraseToAnyPublisher()))
}
