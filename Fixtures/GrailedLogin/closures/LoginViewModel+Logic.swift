// Hand-written: the logic of LoginViewModel. vmgen never writes this file.

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed.
    static func handle(_ output: Output) -> Input {
        var username = ""
        var password = ""
        func credentialsChanged() {
            output.loginButtonEnabled(!username.isEmpty && !password.isEmpty)
        }
        return Input(
            usernameChanged: { username = $0; credentialsChanged() },
            passwordChanged: { password = $0; credentialsChanged() },
            loginTapped: { output.successMessage("Welcome back, \(username)!") }
        )
    }
}
