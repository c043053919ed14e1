// Input is valid with an email and an 8-character password; submitting shows loading, then the result.
struct AcceptingService: LoginServicing {
    func login(email: String, password: String, completion: @escaping (Result<Void, ErrorMessage>) -> Void) {
        completion(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}

let viewModel = LoginViewModel(loginService: AcceptingService())
viewModel.outputs.validInput = record("validInput")
viewModel.outputs.isLoading = record("isLoading")
viewModel.outputs.loginSuccess = record("loginSuccess")
viewModel.outputs.loginFailure = record("loginFailure")

viewModel.inputs.viewDidLoad()
viewModel.inputs.type(email: "ann@example.com")
viewModel.inputs.type(password: "short")
viewModel.inputs.type(password: "wrong password")
viewModel.inputs.tapSubmit()
viewModel.inputs.type(password: "correct horse")
viewModel.inputs.tapSubmit()
finish()
