// Hand-written: the logic of LoginViewModel. vmgen never writes this file.

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func handle(_ output: Output, loginService: LoginServicing) -> Input {
        var email = ""
        var password = ""
        func credentialsChanged() {
            output.validInput(email.contains("@") && password.count >= 8)
        }
        return Input(
            viewDidLoad: { output.isLoading(false) },
            tapSubmit: {
                output.isLoading(true)
                loginService.login(email: email, password: password) { result in
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
