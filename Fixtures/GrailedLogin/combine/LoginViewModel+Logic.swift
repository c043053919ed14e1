// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed.
    ///
    /// Written with the operators OpenCombine shares with Combine: `switchToLatest` over the fields (which replay
    /// their latest value) gives the latest pair, and the latest username at each tap.
    static func transform(_ input: Input) -> Output {
        let credentials = input.usernameChanged
            .map { username in input.passwordChanged.map { password in (username, password) } }
            .switchToLatest()
        return Output(
            loginButtonEnabled: credentials
                .map { username, password in !username.isEmpty && !password.isEmpty }
                .prepend(false)
                .eraseToAnyPublisher(),
            successMessage: input.usernameChanged
                .map { username in input.loginTapped.map { _ in "Welcome back, \(username)!" } }
                .switchToLatest()
                .eraseToAnyPublisher()
        )
    }
}
