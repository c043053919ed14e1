// Plays the screen of the ProfileSecurity fixture against its generated one-stream event transform (Combine): it
// sends `Input` cases into one subject it owns, calls the view model's methods (`@call` inputs) as its buttons do, and
// records the `Output` cases the view model sends back, in order.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The network: the profile is Kim's; a code is sent to any number but "000"; revoking fails once when asked.
struct CannedProfiles: FetchProfileUseCase {
    func execute() -> AnyPublisher<Profile, ProfileError> {
        Just(Profile(nickname: "kim", phoneNumber: "010")).setFailureType(to: ProfileError.self).eraseToAnyPublisher()
    }
}

struct CannedRevoke: RevokeUseCase {
    var fails = false
    func execute() -> AnyPublisher<Void, ProfileError> {
        fails ? Fail(error: ProfileError(message: "Try again")).eraseToAnyPublisher()
            : Just(()).setFailureType(to: ProfileError.self).eraseToAnyPublisher()
    }
}

struct CannedCodes: SendVerificationCodeUseCase {
    func execute(phoneNumber: String) -> AnyPublisher<Int, ProfileError> {
        phoneNumber == "000" ? Fail(error: ProfileError(message: "No such number")).eraseToAnyPublisher()
            : Just(180).setFailureType(to: ProfileError.self).eraseToAnyPublisher()
    }
}

let events = PassthroughSubject<ProfileSecurityViewModel.Input, Never>()
var subscriptions = Set<AnyCancellable>()
var shown: [String] = []
let viewModel = ProfileSecurityViewModel(
    fetchProfileUseCase: CannedProfiles(), revokeUseCase: CannedRevoke(), sendVerificationCodeUseCase: CannedCodes())
viewModel.transform(with: events.eraseToAnyPublisher()).sink { output in
    switch output {
    case let .showProfile(profile): shown.append("profile \(profile.nickname)")
    case let .nicknameAvailable(available): shown.append("available \(available)")
    case let .codeSent(expiresIn): shown.append("code \(expiresIn)")
    case .revoked: shown.append("revoked")
    case let .showToast(message): shown.append("toast \(message)")
    }
}.store(in: &subscriptions)

events.send(.viewDidLoad)
events.send(.checkNickname("k"))
expect(shown, ["profile kim", "available false"], "the cases the view sends reach the logic")
viewModel.sendVerificationCode(phoneNumber: "000")
viewModel.sendVerificationCode(phoneNumber: "010")
viewModel.revoke()
expect(shown, ["profile kim", "available false", "toast No such number", "code 180", "revoked"],
       "each method the view calls reaches the logic's stream, and its output comes out of transform's result as its case")

let failing = ProfileSecurityViewModel(
    fetchProfileUseCase: CannedProfiles(), revokeUseCase: CannedRevoke(fails: true), sendVerificationCodeUseCase: CannedCodes())
var failed: [String] = []
failing.transform(with: Empty().eraseToAnyPublisher()).sink { output in
    if case let .showToast(message) = output { failed.append(message) }
    if case .revoked = output { failed.append("revoked") }
}.store(in: &subscriptions)
failing.revoke()
expect(failed, ["Try again"], "a call reaches the logic even when the view sends no case at all")

// The property the view sets (`@call var`): it starts as written, without a call, and each value set reaches the logic.
shown = []
expect(viewModel.agreesToMarketing, false, "the property starts with its value, as the hand-written one did")
viewModel.agreesToMarketing = true
viewModel.agreesToMarketing = false
expect(shown, ["toast Subscribed", "toast Unsubscribed"], "each value set reaches the logic, as the observer's body did")
expect(viewModel.agreesToMarketing, false, "the view reads back what it set")

// A logic test with the generated probe: its inputs call the view model's methods as the view does.
let probe = ProfileSecurityViewModelProbe(
    fetchProfileUseCase: CannedProfiles(), revokeUseCase: CannedRevoke(), sendVerificationCodeUseCase: CannedCodes())
probe.inputs.viewDidLoad()
probe.inputs.sendVerificationCode(phoneNumber: "010")
probe.inputs.revoke()
expect(probe.showProfile.values.map(\.nickname), ["kim"], "the probe sends the cases")
expect(probe.codeSent.values, [180], "the probe calls the view model's method, whose output it records")
expect(probe.revoked.count, 1, "the probe calls revoke()")
probe.viewModel.revoke()
expect(probe.revoked.count, 2, "a test may call the method on the probe's view model too")
probe.inputs.agreesToMarketing(true)
expect(probe.showToast.values, ["Subscribed"], "the probe sets the property as the view does")
expect(probe.viewModel.agreesToMarketing, true, "on its view model")

// A view test with the generated fake: it records the methods the view calls among the cases the view sends.
let fake = ProfileSecurityViewModelFake()
let fakeEvents = PassthroughSubject<ProfileSecurityViewModel.Input, Never>()
var fakeShown: [String] = []
fake.transform(with: fakeEvents.eraseToAnyPublisher()).sink { output in
    if case .revoked = output { fakeShown.append("revoked") }
}.store(in: &subscriptions)
fakeEvents.send(.viewDidLoad)
fake.revoke()
fake.sendVerificationCode(phoneNumber: "010")
fake.agreesToMarketing = true
expect(fake.calls, [.viewDidLoad, .revoke, .sendVerificationCode("010"), .agreesToMarketing(true)],
       "the fake records the calls in order, a value set among them")
expect(fake.agreesToMarketing, true, "and keeps what the view set")
fake.send(revoked: ())
expect(fakeShown, ["revoked"], "the fake shows the view the cases the test sends")
finishProbeTests()
