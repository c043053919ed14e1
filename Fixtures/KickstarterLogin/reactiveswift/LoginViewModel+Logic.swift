// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
import ReactiveSwift

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func transform(_ input: Input, loginService: LoginServicing) -> Output {
        let credentials = Signal.combineLatest(input.typeEmail, input.typePassword)
        let results = input.tapSubmit
            .withLatest(from: credentials)
            .flatMap(.latest) { _, credentials in loginService.login(email: credentials.0, password: credentials.1) }
        return Output(
            validInput: credentials.map { email, password in email.contains("@") && password.count >= 8 },
            isLoading: Signal.merge(
                input.viewDidLoad.map { false },
                input.tapSubmit.map { true },
                results.map { _ in false }
            ),
            loginSuccess: results.compactMap { try? $0.get() },
            loginFailure: results.compactMap { result -> ErrorMessage? in
                if case .failure(let message) = result { return message }
                return nil
            }
        )
    }
}
