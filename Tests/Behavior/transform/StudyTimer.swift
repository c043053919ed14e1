// Plays the screen of the StudyTimer fixture against its generated one-stream event transform (Combine): the screen
// sends each event into the subject the view model holds (`viewModel.input`), which it handed `transform` once, and
// shows the cases that come back.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The store: two sessions, then an error; the clock stands at 1000.
final class CannedSessions: StudySessionUseCase {
    var answers: [Result<[StudySession], StudyError>]
    init(_ answers: [Result<[StudySession], StudyError>]) { self.answers = answers }
    func sessions() -> AnyPublisher<[StudySession], StudyError> {
        guard !answers.isEmpty else { return Empty().eraseToAnyPublisher() }
        switch answers.removeFirst() {
        case let .success(sessions): return Just(sessions).setFailureType(to: StudyError.self).eraseToAnyPublisher()
        case let .failure(error): return Fail(error: error).eraseToAnyPublisher()
        }
    }
    func now() -> Int { 1000 }
}

// The app's screen: it binds the view model, then sends `.viewDidLoad` into the subject the view model holds.
let viewModel = StudyTimerViewModel(sessionUseCase: CannedSessions([
    .success([StudySession(subject: "Math", minutes: 25), StudySession(subject: "Physics", minutes: 50)]),
]))
let screen = StudyTimerScreen(viewModel: viewModel)
expect(screen.rows, ["Math 25m", "Physics 50m"], "the event sent into 'viewModel.input' reaches the logic, its case the screen")
screen.startButtonTapped(minutes: 25)
expect(screen.status, "until 2500", "each tap the screen sends into the held subject comes back as its case")
screen.startButtonTapped(minutes: 50)
expect(screen.status, "until 2500", "a second start while running is no case, as the class's guard kept it")
screen.stopButtonTapped()
expect(screen.status, "idle", "stop")

// Another screen on the same kind of view model, reading the cases itself: the view model's own subject is a plain
// `PassthroughSubject` of the `Input` cases, which anyone holding the view model sends into.
let failing = StudyTimerViewModel(sessionUseCase: CannedSessions([.failure(StudyError(message: "Offline"))]))
var subscriptions = Set<AnyCancellable>()
var shown: [String] = []
failing.transform(input: failing.input.eraseToAnyPublisher()).sink { output in
    switch output {
    case let .showSessions(sessions): shown.append("sessions \(sessions.count)")
    case let .started(endsAt): shown.append("started \(endsAt)")
    case .stopped: shown.append("stopped")
    case let .failed(errorMessage): shown.append("failed \(errorMessage)")
    }
}.store(in: &subscriptions)
let held: PassthroughSubject<StudyTimerViewModel.Input, Never> = failing.input
held.send(.viewDidLoad)
held.send(.stopTapped)
held.send(.startTapped(minutes: 1))
expect(shown, ["failed Offline", "started 1060"], "an error is a case, and a stop while stopped none")

// A logic test with the generated probe: each case recorded in its output's recorder.
let probe = StudyTimerViewModelProbe(sessionUseCase: CannedSessions([.success([])]))
probe.inputs.viewDidLoad()
probe.inputs.startTapped(minutes: 10)
probe.inputs.stopTapped()
expect(probe.showSessions.values, [[]], "the probe records the sessions")
expect(probe.started.values, [1600], "and each start's end")
expect(probe.stopped.count, 1, "and the stop")

// A view test with the generated fake: it records the cases the view sends and sends the cases the test gives it.
let fake = StudyTimerViewModelFake()
let fakeEvents = PassthroughSubject<StudyTimerViewModel.Input, Never>()
var fakeShown: [String] = []
fake.transform(input: fakeEvents.eraseToAnyPublisher()).sink { output in
    if case let .started(endsAt) = output { fakeShown.append("started \(endsAt)") }
}.store(in: &subscriptions)
fakeEvents.send(.startTapped(minutes: 5))
fake.send(started: 42)
expect(fake.calls, [.startTapped(5)], "the fake records each case the view sends")
expect(fakeShown, ["started 42"], "and the view sees the case the test sends")
finishProbeTests()
