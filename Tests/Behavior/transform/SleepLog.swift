// Plays the screen of the SleepLog fixture against its generated transform of states (Combine), whose struct, enum
// and stream the app names at the top level (`top-level:`): the screen makes `SleepLogViewModelInput` and switches
// over `SleepLogState`, as it did over the hand-written view model's; then the probe and the fake.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The store: the nights saved, in memory.
final class MemoryStore: SleepStoring {
    private var saved: [Night] = [Night(hours: 7)]

    func nights() -> AnyPublisher<[Night], Never> { Just(saved).eraseToAnyPublisher() }

    func save(_ night: Night) { saved.append(night) }
}

let screen = makeSleepLog(store: MemoryStore())
expect([screen.count, screen.average], ["1 nights", "7.0 h"], "the screen shows the nights stored when it appears")
screen.save(hours: 8)
expect([screen.count, screen.average], ["2 nights", "7.5 h"], "a night saved comes back as the nights and their average")

var subscriptions = Set<AnyCancellable>()
var states: [String] = []
let appeared = PassthroughSubject<Void, Never>()
let output: SleepLogViewModelOutput = SleepLogViewModel(store: MemoryStore()).transform(input: SleepLogViewModelInput(
    viewWillAppear: appeared.eraseToAnyPublisher(), saveTapped: Empty().eraseToAnyPublisher()))
output.sink { state in
    switch state {
    case .idle: states.append("idle")
    case let .nights(nights): states.append("nights \(nights.count)")
    case let .average(hours): states.append("average \(hours)")
    }
}.store(in: &subscriptions)
appeared.send(())
// (Which of two states the logic makes of one shared stream comes first is Combine's to choose.)
expect(states.first, "idle", "the screen starts idle")
expect(states.dropFirst().sorted(), ["average 7.0", "nights 1"], "the states, by their top-level names")

let probe = SleepLogViewModelProbe(store: MemoryStore())
probe.inputs.viewWillAppear()
probe.inputs.saveTapped(9)
expect(probe.average.values, [7, 8], "the probe records each state's value in its recorder")

let fake = SleepLogViewModelFake()
let fakeScreen = SleepLogScreen(viewModel: fake)
fakeScreen.save(hours: 6)
expect(fake.calls, [.viewWillAppear, .saveTapped(6)], "the fake records what the view sends")
fake.send(average: 6.5)
expect(fakeScreen.average, "6.5 h", "the fake shows the view the states the test sends")
finishProbeTests()
