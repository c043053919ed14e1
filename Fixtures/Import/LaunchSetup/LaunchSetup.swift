// A Combine triplet whose type protocol declares, beside its inputs and outputs, the theme the view model was made
// with, which the screens read through the protocol to paint themselves; the class stores it from its initializer.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

protocol LaunchSetupViewModelInputs {
    /// Call when the view appears.
    func viewDidLoad()
}

protocol LaunchSetupViewModelOutputs {
    /// The name of the launch image to show.
    var launchImageName: AnyPublisher<String, Never> { get }
}

protocol LaunchSetupViewModelProtocol {
    /// The colours and fonts the screen uses.
    var theme: AppTheme { get }
    var inputs: LaunchSetupViewModelInputs { get }
    var outputs: LaunchSetupViewModelOutputs { get }
}

final class LaunchSetupViewModel: LaunchSetupViewModelProtocol, LaunchSetupViewModelInputs, LaunchSetupViewModelOutputs {
    var inputs: LaunchSetupViewModelInputs { self }
    var outputs: LaunchSetupViewModelOutputs { self }

    let theme: AppTheme
    let launchImageName: AnyPublisher<String, Never>

    private let appeared = PassthroughSubject<Void, Never>()

    init(theme: AppTheme, settings: SettingsStore) {
        self.theme = theme
        launchImageName = appeared
            .map { settings.prefersDarkLaunch ? "launch-dark" : "launch-light" }
            .eraseToAnyPublisher()
    }

    func viewDidLoad() {
        appeared.send(())
    }
}
