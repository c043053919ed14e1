// The logic of LoginViewModel: hand-written; vmgen never writes this file.

extension LoginViewModelLogic {
    static func handle(_ output: Output) -> Input {
        var email = ""
        var password = ""
        func validate() { output.validInput(email.contains("@") && password.count >= 8) }
        return Input(
            typeEmail: { email = $0; validate() },
            typePassword: { password = $0; validate() },
            tapSubmit: { if password.count < 8 { output.loginFailure("The password is too short.") } }
        )
    }
}
