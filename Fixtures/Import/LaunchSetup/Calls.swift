// How the app's screen uses the view model: it paints itself with the theme it reads through the type protocol,
// binds the output and tells the view model it appeared.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import Foundation

final class LaunchSetupScreen {
    let viewModel: LaunchSetupViewModelProtocol
    var subscriptions = Set<AnyCancellable>()
    var accentColorName = ""

    init(viewModel: LaunchSetupViewModelProtocol) {
        self.viewModel = viewModel
    }

    func bind() {
        accentColorName = viewModel.theme.accentColorName
        viewModel.outputs.launchImageName.sink { print($0) }.store(in: &subscriptions)
        viewModel.inputs.viewDidLoad()
    }
}
