// How the app's settings screen uses the view model: it sends into the subjects of its `input`, reads the unit the
// user chose, and shows what its `output` sends.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindCacheSettings(_ viewModel: CacheSettingsViewModel, cancellables: inout Set<AnyCancellable>) {
    viewModel.output.cacheSize.sink { print($0) }.store(in: &cancellables)
    viewModel.output.showToast.sink { print($0) }.store(in: &cancellables)
    viewModel.input.viewDidLoad.send(())
    viewModel.input.unit.send(viewModel.input.unit.value == "MB" ? "KB" : "MB")
    viewModel.input.removeCache.send()
}
