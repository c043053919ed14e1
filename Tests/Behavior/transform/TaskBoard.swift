// Plays the view of the TaskBoard fixture against its generated transform view model (Combine): the view makes
// `Input()`, whose subjects the struct makes itself (`@made`), sends into them, and reads the subjects of the
// `Output` the view model made. Then the generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let store = TaskStore(tasks: ["buy milk", "bake bread", "buy eggs"])
let viewModel = TaskBoardViewModel(store: store)

// The view: `Input()` with nothing, as the app's screen makes it; the view model's cancellables are the screen's.
var cancellables = Set<AnyCancellable>()
let input = TaskBoardViewModel.Input()
let output = viewModel.transform(input: input, cancellables: &cancellables)
var done: [String] = []
output.completed.sink { done.append($0) }.store(in: &cancellables)
expect(output.tasks.value, [], "the Output's own subject starts with its starting value")
input.appear.send(())
expect(output.tasks.value, store.tasks, "on appear, the filter's current value (empty) shows every task")
input.filter.send("buy")
expect(output.tasks.value, ["buy milk", "buy eggs"], "what the view sends into the Input's filter")
input.complete.send(1)
expect(done, ["bake bread"], "the completed task, through the Output's own subject")

// The logic sees the Input's current value, sent before `transform` was called.
let early = TaskBoardViewModel.Input()
early.filter.send("bake")
let earlyOutput = viewModel.transform(input: early, cancellables: &cancellables)
early.appear.send(())
expect(earlyOutput.tasks.value, ["bake bread"], "the filter typed before transform")
expect(output.tasks.value, ["buy milk", "buy eggs"], "each transform binds its own Output")

// A logic test with the generated probe: it sends into its one Input's own subjects.
let probe = TaskBoardViewModelProbe(store: store, cancellables: [])
probe.inputs.appear()
probe.inputs.filter("bake")
probe.inputs.complete(0)
expect(probe.tasks.values, [[], store.tasks, ["bake bread"]], "the starting value, then every task, then the filtered")
expect(probe.completed.values, ["buy milk"], "the probe records what completes")
expect(probe.inputs.streams.filter.value, "bake", "the probe's Input keeps what was sent")

// A view test with the generated fake: a screen stand-in makes `Input()` and binds the fake's Output.
final class BoardScreen {
    let input = TaskBoardViewModel.Input()
    var rows: [String] = []
    var cancellables = Set<AnyCancellable>()
    init(_ fake: TaskBoardViewModelFake) {
        let output = fake.transform(input: input, cancellables: &cancellables)
        output.tasks.sink { [unowned self] in self.rows = $0 }.store(in: &cancellables)
    }
}
let fake = TaskBoardViewModelFake()
let screen = BoardScreen(fake)
screen.input.appear.send(())
screen.input.filter.send("x")
screen.input.complete.send(3)
expect(fake.calls, [.appear, .filter("x"), .complete(3)], "what the screen sent, not the filter's starting value")
fake.send(tasks: ["one"])
expect(screen.rows, ["one"], "the screen shows what the fake sends through the Output's own subject")
finishProbeTests()
