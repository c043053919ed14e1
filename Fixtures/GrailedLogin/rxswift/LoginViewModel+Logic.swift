// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
import RxSwift

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed.
    static func transform(_ input: Input) -> Output {
        let credentials = Observable.combineLatest(input.usernameChanged, input.passwordChanged)
        let loginButtonEnabled = credentials
            .map { username, password in !username.isEmpty && !password.isEmpty }
            .startWith(false)
        let successMessage = input.loginTapped
            .withLatestFrom(input.usernameChanged)
            .map { username in "Welcome back, \(username)!" }
        return Output(loginButtonEnabled: loginButtonEnabled, successMessage: successMessage)
    }
}
