// The app's types the VaultUnlock view model uses: the scene template's base classes, which every screen's view model
// inherits, the controller's half of each screen's input, and the service.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

/// What every screen's controller hands its view model besides the view's own streams.
struct ControllerInput {
    let viewDidAppear: AnyPublisher<Void, Never>
    let closeTapped: AnyPublisher<Void, Never>
}

/// Where a screen asks its coordinator to go next.
final class Navigator<Step> {
    private let subject = PassthroughSubject<Step, Never>()

    var steps: AnyPublisher<Step, Never> { subject.eraseToAnyPublisher() }

    func next(_ step: Step) {
        subject.send(step)
    }
}

/// The root of the template: a screen's input is the view's streams and the controller's, and `transform` is
/// overridden by each screen.
class SceneViewModelBase<FromView, FromController, SceneOutput> {
    var cancellables = Set<AnyCancellable>()

    struct Input {
        let fromView: FromView
        let fromController: FromController

        init(fromView: FromView, fromController: FromController) {
            self.fromView = fromView
            self.fromController = fromController
        }
    }

    func transform(input _: Input) -> SceneOutput {
        fatalError("every screen overrides transform(input:)")
    }
}

/// What each screen's view model inherits: the controller's half fixed, and the navigator its coordinator follows.
class SceneViewModel<Step, FromView, SceneOutput>: SceneViewModelBase<FromView, ControllerInput, SceneOutput> {
    let navigator: Navigator<Step>

    init(navigator: Navigator<Step> = Navigator<Step>()) {
        self.navigator = navigator
    }
}

enum VaultUnlockStep {
    case unlocked
    case cancel
}

protocol VaultService: AnyObject {
    func unlock(with code: String) -> Bool
}
