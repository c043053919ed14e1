// How the app's coordinator and launch screen use the view model: the coordinator makes it with itself and reads it
// back; the screen binds `transform`, checks the session once it appears and keeps a retry's subscription as long as
// the view model, in its bag.
import Foundation
import RxSwift

final class AppCoordinator: SplashCoordinating {
    var viewModel: SplashGateViewModel?

    func start(sessionUseCase: SessionUseCase) {
        let viewModel = SplashGateViewModel(sessionUseCase: sessionUseCase, coordinator: self)
        print(viewModel.coordinator === self)
        self.viewModel = viewModel
    }

    func showHome() {}
    func showSignIn() {}
}

final class SplashGateScreen {
    let viewModel: SplashGateViewModel

    init(viewModel: SplashGateViewModel) {
        self.viewModel = viewModel
    }

    func bind(retry: Observable<Void>) {
        let output = viewModel.transform(input: SplashGateViewModel.Input(retryTapped: retry))
        output.isChecking.subscribe(onNext: { print($0) }).disposed(by: viewModel.disposeBag)
    }

    func viewDidAppear() {
        viewModel.checkSession()
    }
}
