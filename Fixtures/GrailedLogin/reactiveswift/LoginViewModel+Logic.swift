// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
import ReactiveSwift

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed. The button starts
    /// disabled: the view model's `Property` starts with the spec's `= false`.
    static func transform(_ input: Input) -> Output {
        let credentials = Signal.combineLatest(input.usernameChanged, input.passwordChanged)
        return Output(
            loginButtonEnabled: credentials.map { username, password in !username.isEmpty && !password.isEmpty },
            successMessage: input.loginTapped
                .withLatest(from: input.usernameChanged)
                .map { _, username in "Welcome back, \(username)!" }
        )
    }
}
