// How the app's unlock screen uses the view model: its controller makes the base class's input of the view's streams
// and its own, calls `transform` once, binds the outputs, and its coordinator follows the navigator.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class VaultUnlockController {
    let viewModel: VaultUnlockViewModel
    var cancellables = Set<AnyCancellable>()

    init(service: VaultService) {
        viewModel = VaultUnlockViewModel(service: service)
    }

    func bind(
        code: AnyPublisher<String, Never>, unlockTapped: AnyPublisher<Void, Never>,
        appeared: AnyPublisher<Void, Never>, closeTapped: AnyPublisher<Void, Never>
    ) {
        let fromView = VaultUnlockViewModel.InputFromView(code: code, unlockTapped: unlockTapped)
        let input = VaultUnlockViewModel.Input(
            fromView: fromView,
            fromController: ControllerInput(viewDidAppear: appeared, closeTapped: closeTapped)
        )
        let output: VaultUnlockViewModel.Output = viewModel.transform(input: input)
        output.isUnlockEnabled.sink { print("enabled", $0) }.store(in: &cancellables)
        output.showsError.sink { print("error", $0) }.store(in: &cancellables)
        viewModel.navigator.steps.sink { print("next", $0) }.store(in: &cancellables)
    }

    /// The coordinator holds every screen as the template's base class, and starts it through it.
    func start(
        _ scene: SceneViewModelBase<VaultUnlockViewModel.InputFromView, ControllerInput, VaultUnlockViewModel.Output>,
        input: VaultUnlockViewModel.Input
    ) -> VaultUnlockViewModel.Output {
        scene.transform(input: input)
    }
}
