// The app's types the CampusSignUp view model uses.
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

struct Campus: Equatable {
    var name: String
    var code: String
}

enum SignUpStep {
    case signUp
    case verify
}

/// What the sign-up screens ask of the app's account service.
protocol SignUpUseCase {
    func userCampus() -> Campus
    func triesLeft(for step: SignUpStep) -> Int
}
