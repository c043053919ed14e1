// Hand-written: the logic of LoginViewModel. vmgen never writes this file.

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func handle(_ output: Output, loginService: LoginServicing) -> Input {
        // Valid once both were typed (the streams' combineLatest); the view is told the starting values when it binds.
        var email: String?
        var password: String?
        func credentialsChanged() {
            guard let email, let password else { return }
            output.validInput(email.contains("@") && password.count >= 8)
        }
        return Input(
            viewDidLoad: {},
            tapSubmit: {
                output.isLoading(true)
                loginService.login(email: email ?? "", password: password ?? "") { result in
                    output.isLoading(false)
                    switch result {
                    case .success: output.loginSuccess()
                    case .failure(let message): output.loginFailure(message)
                    }
                }
            },
            typeEmail: { email = $0; credentialsChanged() },
            typePassword: { password = $0; credentialsChanged() }
        )
    }
}
