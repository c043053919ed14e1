// What the team keeps of its hand-written view model when the generated one replaces it: the method the import says
// stays the class's own, moved as written into an extension of the generated class in a file of the team's own. It
// reaches the use case, the weak coordinator and the bag the generated class declares for it.
import Foundation
import RxSwift

extension SplashGateViewModel {
    func checkSession() {
        sessionUseCase.hasSession()
            .subscribe(onNext: { [weak self] signedIn in
                signedIn ? self?.coordinator?.showHome() : self?.coordinator?.showSignIn()
            })
            .disposed(by: disposeBag)
    }
}
