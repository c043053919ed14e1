// Plays the view of the CacheSettings fixture against its generated subject-style view model (Combine): the view
// sends into the subjects of the view model's `input` and reads the current unit back from it, and shows what the
// subjects of its `output` send. Then the generated probe and fake, as a team's tests use them.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

let cache = CacheService(megabytes: 3)
let viewModel = CacheSettingsViewModel(cache: cache)
var cancellables = Set<AnyCancellable>()
var sizes: [String] = []
var toasts: [String] = []
viewModel.output.cacheSize.sink { sizes.append($0) }.store(in: &cancellables)
viewModel.output.showToast.sink { toasts.append($0) }.store(in: &cancellables)
expect(viewModel.input.unit.value, "MB", "the Input's subject starts with the spec's value")
viewModel.input.viewDidLoad.send(())
expect(sizes, ["", "3 MB"], "on appear, the size in the unit's current value")
viewModel.input.unit.send("KB")
expect(sizes.last, "3072 KB", "what the view sends into the Input's subject")
viewModel.input.removeCache.send(())
expect(toasts, ["Cache cleared"], "the Output's subject the logic sends into")
expect(sizes.last, "0 KB", "the size once cleared")
expect(viewModel.input.unit.value, "KB", "the Input's subject keeps what the view sent")

// A logic test with the generated probe: it sends into the view model's own subjects.
let probe = CacheSettingsViewModelProbe(cache: CacheService(megabytes: 1))
probe.inputs.viewDidLoad()
probe.inputs.unit("KB")
expect(probe.cacheSize.last?.value, "1024 KB", "the probe sends into the Input's subjects")
expect(probe.viewModel.input.unit.value, "KB", "the view model's Input keeps what the probe sent")

// A view test with the generated fake: a screen stand-in sends into the fake's input and shows its output.
final class SettingsScreen {
    var size = ""
    var cancellables = Set<AnyCancellable>()
    init(_ fake: CacheSettingsViewModelFake) {
        fake.output.cacheSize.sink { [unowned self] in self.size = $0 }.store(in: &cancellables)
        fake.input.viewDidLoad.send(())
        fake.input.unit.send("KB")
        fake.input.removeCache.send(())
    }
}
let shown = CurrentValueSubject<String, Never>("")
let fake = CacheSettingsViewModelFake(cacheSize: shown, showToast: PassthroughSubject())
let screen = SettingsScreen(fake)
expect(fake.calls, [.viewDidLoad, .unit("KB"), .removeCache], "what the screen sent, not the unit's starting value")
shown.send("9 MB")
expect(screen.size, "9 MB", "the screen shows what the test sends into the fake's output")
finishProbeTests()
