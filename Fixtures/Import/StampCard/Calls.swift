// How the app's stamp card screen uses the view model: it makes it with the service, shows the stamps, follows the
// route and sends what the customer does.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class StampCardScreen {
    let viewModel = StampCardViewModel(stampService: StampService())
    var cancellables = Set<AnyCancellable>()

    func viewDidLoad() {
        viewModel.output.stamps.sink { print("\($0) stamps") }.store(in: &cancellables)
        viewModel.output.route.sink { print($0) }.store(in: &cancellables)
        viewModel.input.viewDidLoad.send(())
    }

    func redeemTapped() {
        viewModel.input.didTapRedeem.send(())
    }
}
