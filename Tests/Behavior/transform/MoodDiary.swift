// Plays the screen of the MoodDiary fixture against its generated one-stream event transform (Combine): it names the
// events by the class's aliases of the enums (`event-aliases:`), takes the view model as any of the app's protocol,
// and matches the save that finished with its value of `Void` (`@label(_)`). Then the generated probe and fake.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let store = MoodStore()
let viewModel = MoodDiaryViewModel(store: store)
let events = PassthroughSubject<MoodDiaryViewModel.Input, Never>()
var cancellables = Set<AnyCancellable>()
var shown: [String] = []
// Through the app's protocol: its associated types are the aliases.
func observe<V: EventViewModel>(_ viewModel: V, _ events: PassthroughSubject<V.Input, Never>, _ seen: @escaping (V.Output) -> Void) {
    viewModel.transform(input: events.eraseToAnyPublisher()).sink(receiveValue: seen).store(in: &cancellables)
}
observe(viewModel, events) { output in
    switch output {
    case let .moods(moods): shown.append(moods.map { "\($0.day)\($0.emoji)" }.joined(separator: ","))
    case .saved(()): shown.append("saved")
    case let .streak(streak): shown.append("\(streak.days)d")
    }
}
events.send(.viewDidLoad)
expect(shown, [""], "no mood on load")
events.send(MoodDiaryViewModel.Input.pick(day: 3, emoji: "sun"))
events.send(.pick(day: 3, emoji: "rain"))
// Each pick's three cases come from one shared stream of the view's events, which reaches the logic's three streams in
// an order Combine leaves open (OpenCombine's differs from run to run): each pick is compared as the set it shows.
expect(shown.count, 7, "each pick shows three cases")
expect(Array(shown.dropFirst().prefix(3)).sorted(), ["1d", "3sun", "saved"], "the first pick shows the moods with it, the save, the streak")
expect(Array(shown.dropFirst(4)).sorted(), ["1d", "3rain", "saved"], "the second pick shows the moods with it, the save, the streak")
let saved: MoodDiaryViewModel.Output = .saved(())
if case .saved(_) = saved {} else { expect(false, true, "a save carries its value of Void") }

// A logic test with the generated probe.
let probe = MoodDiaryViewModelProbe(store: MoodStore())
probe.inputs.viewDidLoad()
probe.inputs.pick(day: 1, emoji: "cloud")
expect(probe.moods.values, [[], [Mood(day: 1, emoji: "cloud")]], "the probe records each moods case")
expect(probe.saved.count, 1, "and the save")
expect(probe.streak.values.map(\.days), [1], "and the streak, one value of a tuple")

// A view test with the generated fake, through the same protocol.
let fake = MoodDiaryViewModelFake()
let fakeEvents = PassthroughSubject<MoodDiaryViewModel.Input, Never>()
var fakeShown: [String] = []
observe(fake, fakeEvents) { output in
    if case .saved(_) = output { fakeShown.append("saved") }
}
fakeEvents.send(.pick(day: 2, emoji: "snow"))
fake.send(saved: ())
expect(fake.calls, [.pick(day: 2, emoji: "snow")], "what the screen sent")
expect(fakeShown, ["saved"], "the screen sees the save the fake sends")
finishProbeTests()
