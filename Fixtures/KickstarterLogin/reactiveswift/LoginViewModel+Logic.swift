// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
import ReactiveSwift

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func transform(_ input: Input, loginService: LoginServicing) -> Output {
        let credentials = Signal.combineLatest(input.typeEmail, input.typePassword)
        // One chain per request: nil when it starts, then its result. ReactiveSwift tells observers in the order they
        // attached, so a loading flag and a result built from two chains can arrive in the wrong order; one cannot.
        let requests = input.tapSubmit
            .withLatest(from: credentials)
            .flatMap(.latest) { _, credentials in
                loginService.login(email: credentials.0, password: credentials.1).map(Optional.some).prefix(value: nil)
            }
        let results = requests.skipNil()
        return Output(
            validInput: credentials.map { email, password in email.contains("@") && password.count >= 8 },
            // Not loading at first: the view model's `Property` starts with the spec's `= false`.
            isLoading: requests.map { $0 == nil },
            loginSuccess: results.compactMap { try? $0.get() },
            loginFailure: results.compactMap { result -> ErrorMessage? in
                if case .failure(let message) = result { return message }
                return nil
            }
        )
    }
}
