// Hand-written: the logic of LoginViewModel. vmgen never writes this file.

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed.
    static func handle(_ output: Output) -> Input {
        // Told once both were typed (the streams' combineLatest); the view is told the starting value when it binds.
        var username: String?
        var password: String?
        func credentialsChanged() {
            guard let username, let password else { return }
            output.loginButtonEnabled(!username.isEmpty && !password.isEmpty)
        }
        return Input(
            usernameChanged: { username = $0; credentialsChanged() },
            passwordChanged: { password = $0; credentialsChanged() },
            loginTapped: { output.successMessage("Welcome back, \(username ?? "")!") }
        )
    }
}
