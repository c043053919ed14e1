// Plays the screen of the PantryShelf fixture against its generated transform of states (Combine): the screen holds
// the view model as the app's binding protocol (`any PantryShelfViewModelable`, whose `where` clause binds `Input` and
// `Output`), makes `PantryShelfInput` and switches over `PantryShelfState`, the app's own, which the generated file uses
// (`app-types:`); then the probe and the fake, which name them too.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The pantry: its items, in memory.
final class MemoryPantry: PantryStoring {
    private var stored = [PantryItem(name: "rice"), PantryItem(name: "beans")]

    func items() -> [PantryItem] { stored }

    func remove(_ item: PantryItem) { stored.removeAll { $0 == item } }
}

let screen = makePantryShelf(pantry: MemoryPantry())
expect(screen.names, ["rice", "beans"], "the screen shows the pantry's items when it loads")
screen.remove(PantryItem(name: "rice"))
expect(screen.names, ["beans"], "an item removed comes back as the items left")
screen.remove(PantryItem(name: "beans"))
expect(screen.names, [], "the last item removed comes back as the empty state")

let probe = PantryShelfViewModelProbe(pantry: MemoryPantry())
probe.inputs.viewDidLoad()
probe.inputs.remove(PantryItem(name: "beans"))
probe.inputs.remove(PantryItem(name: "rice"))
expect(probe.reload.values.map { $0.map(\.name) }, [["rice", "beans"], ["rice"]], "the probe records each reload")
expect(probe.showEmpty.count, 1, "and the empty state once")

let fake = PantryShelfViewModelFake()
let fakeScreen = PantryShelfScreen(viewModel: fake)
fakeScreen.remove(PantryItem(name: "oats"))
expect(fake.calls.count, 2, "the fake records what the view sends: the load and the removal")
fake.send(reload: [PantryItem(name: "flour")])
expect(fakeScreen.names, ["flour"], "the fake shows the view the states the test sends")
finishProbeTests()
