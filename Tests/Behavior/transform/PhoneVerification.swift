// Plays the screen of the PhoneVerification fixture against its generated one-stream event transform (Combine): it
// sends `Input` cases into one subject it owns and records the `Output` cases the view model sends back, in order.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The network: a code is sent to any number but "000"; "1234" is the right code.
struct CannedService: VerificationService {
    func sendCode(to phone: String) -> AnyPublisher<SentCode, VerificationError> {
        phone == "000" ? Fail(error: VerificationError(message: "No such number")).eraseToAnyPublisher()
            : Just(SentCode(expiresIn: 180)).setFailureType(to: VerificationError.self).eraseToAnyPublisher()
    }

    func verify(phone: String, code: String) -> AnyPublisher<Bool, VerificationError> {
        Just(code == "1234").setFailureType(to: VerificationError.self).eraseToAnyPublisher()
    }
}

let events = PassthroughSubject<PhoneVerificationViewModel.Input, Never>()
var subscriptions = Set<AnyCancellable>()
var shown: [String] = []
let viewModel = PhoneVerificationViewModel(service: CannedService())
viewModel.transform(with: events.eraseToAnyPublisher()).sink { output in
    switch output {
    case let .showToast(message, tone): shown.append("toast \(message) \(tone)")
    case let .codeSent(response, phone): shown.append("sent \(phone) \(response.expiresIn)")
    case .verified: shown.append("verified")
    case .enableNext(let enabled): shown.append("next \(enabled)")
    }
}.store(in: &subscriptions)

events.send(.viewDidLoad)
expect(shown, ["next false"], "the screen starts with the next button off")
events.send(.sendCode("000"))
events.send(.sendCode("010"))
expect(shown, ["next false", "toast No such number danger", "sent 010 180"], "a failed send, then a sent code")
events.send(.verify("010", "9999"))
events.send(.verify("010", "1234"))
events.send(.changeTerms(agreed: true))
expect(shown, [
    "next false", "toast No such number danger", "sent 010 180", "toast Wrong code info", "verified", "next true",
], "each case the view sends reaches the logic once, and each output comes back as its case")

// A screen that depends on the app's protocol instead of the type: the generated view model conforms to it.
func record<V: ViewModelProtocol>(_ viewModel: V, _ events: PassthroughSubject<V.Input, Never>, into seen: @escaping (V.Output) -> Void) {
    viewModel.transform(with: events.eraseToAnyPublisher()).sink(receiveValue: seen).store(in: &subscriptions)
}
let otherEvents = PassthroughSubject<PhoneVerificationViewModel.Input, Never>()
var count = 0
record(PhoneVerificationViewModel(service: CannedService()), otherEvents) { _ in count += 1 }
otherEvents.send(.viewDidLoad)
otherEvents.send(.changeTerms(agreed: true))
otherEvents.send(.sendCode("010"))
expect(count, 3, "the cases seen through the app's protocol")
finishProbeTests()
