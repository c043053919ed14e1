// The app's types the SplashGate view model uses.
import Foundation
import RxSwift

/// The app's protocol of its transform view models.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// Where the launch screen's coordinator goes.
protocol SplashCoordinating: AnyObject {
    func showHome()
    func showSignIn()
}

/// Whether a user is signed in on this device.
protocol SessionUseCase {
    func hasSession() -> Observable<Bool>
}
