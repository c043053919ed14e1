// Plays the screens of the PinEntry fixture (`Calls.swift`) against its generated transform view model (Combine),
// whose structs the app names at the top level (`PinEntryViewModelInput`, `PinEntryViewModelOutput`) and holds by the
// app's protocol: the screen makes the Input and keeps the Output by those names. Then the generated probe and fake,
// the fake standing where the screen expects the app's protocol.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let screen = makePinEntryScreen()
expect(screen.isEnabled, false, "nothing typed: the button stays off")
screen.digits.send("12")
expect(screen.isEnabled, false, "two digits: still off")
screen.digits.send("1234")
expect(screen.isEnabled, true, "four digits enable the button")
screen.submitTap.send(())
screen.digits.send("9999")
screen.submitTap.send(())
expect(screen.messages, ["Unlocked", "Wrong PIN"], "each tap checks the digits typed last")

// The top-level names are the generated class's structs, as the app's protocol requires.
let held: PinEntryViewModel = DefaultPinEntryViewModel(verifier: PinVerifier(pin: "0000"))
var kept = Set<AnyCancellable>()
let taps = PassthroughSubject<Void, Never>()
let digitsTyped = PassthroughSubject<String, Never>()
let output: PinEntryViewModelOutput = held.transform(
    input: PinEntryViewModelInput(digits: digitsTyped.eraseToAnyPublisher(), submitTap: taps.eraseToAnyPublisher()))
var results: [String] = []
output.result.sink { results.append($0) }.store(in: &kept)
digitsTyped.send("0000")
taps.send(())
expect(results, ["Unlocked"], "the view model held by the app's protocol unlocks with its PIN")

// A logic test with the generated probe.
let probe = DefaultPinEntryViewModelProbe(verifier: PinVerifier(pin: "4321"))
probe.inputs.digits("4321")
probe.inputs.submitTap()
expect(probe.isSubmitEnabled.values, [true], "the probe records the button's state")
expect(probe.result.values, ["Unlocked"], "the probe records the check")

// A view test with the generated fake, bound where the screen expects the app's protocol.
let fake = DefaultPinEntryViewModelFake()
let fakeScreen = PinEntryScreen()
fakeScreen.bind(fake)
fakeScreen.digits.send("1")
fakeScreen.submitTap.send(())
expect(fake.calls, [.digits("1"), .submitTap], "the fake records what the screen sends")
fake.send(result: "Locked out")
expect(fakeScreen.messages, ["Locked out"], "the screen shows what the fake sends")
finishProbeTests()
