// An RxSwift transform view model of a launch screen, as a coordinator-driven app writes it: the coordinator makes it
// with itself, which it keeps weakly (`weak var coordinator`, set from `init(coordinator:)`) so that neither keeps the
// other alive, and the launch screen calls `checkSession()` once it appears, which subscribes into the class's own
// `disposeBag` and tells the coordinator where to go.
import Foundation
import RxSwift

final class SplashGateViewModel: ViewModelType {
    struct Input {
        let retryTapped: Observable<Void>
    }

    struct Output {
        let isChecking: Observable<Bool>
    }

    let disposeBag = DisposeBag()
    weak var coordinator: SplashCoordinating?
    private let sessionUseCase: SessionUseCase

    init(sessionUseCase: SessionUseCase, coordinator: SplashCoordinating) {
        self.sessionUseCase = sessionUseCase
        self.coordinator = coordinator
    }

    func transform(input: Input) -> Output {
        Output(isChecking: input.retryTapped.map { true })
    }

    func checkSession() {
        sessionUseCase.hasSession()
            .subscribe(onNext: { [weak self] signedIn in
                signedIn ? self?.coordinator?.showHome() : self?.coordinator?.showSignIn()
            })
            .disposed(by: disposeBag)
    }
}
