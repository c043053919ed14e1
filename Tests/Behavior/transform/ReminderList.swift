// Plays the two views of the ReminderList fixture against its generated transform view model (Combine): the list
// screen hands a pull-to-refresh publisher, the compact screen hands nil, which the logic reads as a stream that
// sends nothing (`@optional`); both hand in the subject of hidden reminders they make, whose current value the logic
// reads first. Then the generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let store = ReminderStore(reminders: [(1, "call mum"), (2, "pay rent"), (3, "water plants")])
let viewModel = ReminderListViewModel(store: store)
var cancellables = Set<AnyCancellable>()

// The list screen: its pull to refresh, and hidden reminders it starts with.
let appear = PassthroughSubject<Void, Never>()
let refresh = PassthroughSubject<Void, Never>()
let hidden = CurrentValueSubject<Set<Int>, Never>([2])
var shown: [[String]] = []
viewModel.transform(input: .init(appear: appear.eraseToAnyPublisher(), pullToRefresh: refresh.eraseToAnyPublisher(),
                                 hiddenIDs: hidden))
    .titles.sink { shown.append($0) }.store(in: &cancellables)
appear.send(())
expect(shown, [["call mum", "water plants"]], "on appear, the reminders not hidden, from the subject's current value")
store.reminders.append((4, "book dentist"))
refresh.send(())
expect(shown.last, ["call mum", "water plants", "book dentist"], "a pull to refresh loads again")
hidden.send([1, 2])
expect(shown.last, ["water plants", "book dentist"], "what the view hides")

// The compact screen hands nil: it loads on appear alone, and nothing fails.
let compactAppear = PassthroughSubject<Void, Never>()
var compact: [[String]] = []
var finished = false
viewModel.transform(input: .init(appear: compactAppear.eraseToAnyPublisher(), pullToRefresh: nil,
                                 hiddenIDs: CurrentValueSubject([])))
    .titles.sink(receiveCompletion: { _ in finished = true }, receiveValue: { compact.append($0) })
    .store(in: &cancellables)
expect(compact, [], "nothing before the compact screen appears")
compactAppear.send(())
expect(compact.count, 1, "the compact screen's appear loads once")
expect(finished, false, "nil is a stream that sends nothing, and does not end the titles")

// A logic test with the generated probe: it hands a pull to refresh of its own.
let probe = ReminderListViewModelProbe(store: ReminderStore(reminders: [(1, "a"), (2, "b")]))
probe.inputs.appear()
probe.inputs.hiddenIDs([1])
probe.inputs.pullToRefresh()
expect(probe.titles.values, [["a", "b"], ["b"], ["b"]], "appear, then hidden, then refresh")

// A view test with the generated fake, from each screen.
let fake = ReminderListViewModelFake()
let fakeRefresh = PassthroughSubject<Void, Never>()
let fakeHidden = CurrentValueSubject<Set<Int>, Never>([])
var fakeShown: [[String]] = []
fake.transform(input: .init(appear: Empty().eraseToAnyPublisher(), pullToRefresh: fakeRefresh.eraseToAnyPublisher(),
                            hiddenIDs: fakeHidden))
    .titles.sink { fakeShown.append($0) }.store(in: &cancellables)
_ = fake.transform(input: .init(appear: Just(()).eraseToAnyPublisher(), pullToRefresh: nil, hiddenIDs: CurrentValueSubject([])))
fakeRefresh.send(())
fakeHidden.send([3])
expect(fake.calls, [.appear, .pullToRefresh, .hiddenIDs([3])], "what the screens sent; the compact one no refresh")
fake.send(titles: ["x"])
expect(fakeShown, [["x"]], "the screen shows what the fake sends")
finishProbeTests()
