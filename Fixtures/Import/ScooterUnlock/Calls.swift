// How the app uses the view model: the screen sends the scanned code and the cancel tap into `input` and binds
// `output`; the coordinator that shows the screen reads `route` on the view model to go on.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class ScooterUnlockScreen {
    var cancellables = Set<AnyCancellable>()
    var text = ""

    func bind(_ viewModel: ScooterUnlockViewModel) {
        viewModel.output.message.sink { [weak self] in self?.text = $0 }.store(in: &cancellables)
        viewModel.output.isUnlocking.sink { print($0 ? "unlocking" : "") }.store(in: &cancellables)
    }

    func didScan(_ code: String, _ viewModel: ScooterUnlockViewModel) {
        viewModel.input.scannedCode.send(code)
    }

    func didTapCancel(_ viewModel: ScooterUnlockViewModel) {
        viewModel.input.cancelTap.send(())
    }
}

final class ScooterUnlockCoordinator {
    var cancellables = Set<AnyCancellable>()
    private(set) var shown: [String] = []

    func start(_ viewModel: ScooterUnlockViewModel) {
        viewModel.route
            .map { $0 == .riding ? "ride" : "map" }
            .sink { [weak self] screen in self?.shown.append(screen) }
            .store(in: &cancellables)
    }
}
