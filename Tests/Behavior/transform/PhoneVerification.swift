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

// A logic test with the generated probe: it sends the input cases as the view calls them, and records each output
// case's values in its output's recorder.
let probe = PhoneVerificationViewModelProbe(service: CannedService())
probe.inputs.viewDidLoad()
probe.inputs.sendCode("010")
probe.inputs.verify("010", "1234")
probe.inputs.changeTerms(agreed: true)
expect(probe.enableNext.values, [false, true], "the probe records each case's value in its recorder")
expect(probe.codeSent.values.map(\.phone), ["010"], "a case of two values is recorded as a tuple")
expect(probe.verified.count, 1, "a case without values is recorded once per case")
expect(probe.showToast.count, 0, "no toast for a right code")
expect(probe.enableNext.isCompleted, false, "the stream of cases has not ended")

// A view test with the generated fake: it records the cases the view sends and shows it what the test sends.
let fake = PhoneVerificationViewModelFake()
let fakeEvents = PassthroughSubject<PhoneVerificationViewModel.Input, Never>()
var fakeShown: [String] = []
fake.transform(with: fakeEvents.eraseToAnyPublisher()).sink { output in
    if case let .showToast(message, _) = output { fakeShown.append(message) }
    if case .verified = output { fakeShown.append("verified") }
}.store(in: &subscriptions)
fakeEvents.send(.verify("010", "1"))
fakeEvents.send(.viewDidLoad)
expect(fake.calls, [.verify(value0: "010", value1: "1"), .viewDidLoad], "the fake records each case the view sends")
fake.send(showToast: ("Hello", .info))
fake.send(verified: ())
expect(fakeShown, ["Hello", "verified"], "the fake shows the view the cases the test sends")
finishProbeTests()
