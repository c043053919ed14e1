// Hand-written: the logic of LoginViewModel with Swift concurrency. vmgen never writes this file.

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    ///
    /// One task per input, on the main actor like the view model: each keeps what was typed in `form` and yields
    /// what the view shows.
    static func transform(_ input: Input, loginService: LoginServicing) -> Output {
        let validInput = AsyncStream.makeStream(of: Bool.self)
        let isLoading = AsyncStream.makeStream(of: Bool.self)
        let loginSuccess = AsyncStream.makeStream(of: Void.self)
        let loginFailure = AsyncStream.makeStream(of: ErrorMessage.self)
        let form = LoginForm()
        validInput.continuation.yield(false)
        Task {
            for await _ in input.viewDidLoad { isLoading.continuation.yield(false) }
        }
        Task {
            for await email in input.typeEmail {
                form.email = email
                if let valid = form.isValid { validInput.continuation.yield(valid) }
            }
        }
        Task {
            for await password in input.typePassword {
                form.password = password
                if let valid = form.isValid { validInput.continuation.yield(valid) }
            }
        }
        Task {
            for await _ in input.tapSubmit {
                guard let email = form.email, let password = form.password else { continue }
                isLoading.continuation.yield(true)
                let result = await loginService.login(email: email, password: password)
                isLoading.continuation.yield(false)
                switch result {
                case .success: loginSuccess.continuation.yield(())
                case .failure(let message): loginFailure.continuation.yield(message)
                }
            }
        }
        return Output(
            validInput: validInput.stream, isLoading: isLoading.stream, loginSuccess: loginSuccess.stream,
            loginFailure: loginFailure.stream)
    }
}

/// What the user has typed so far.
@MainActor final class LoginForm {
    var email: String?
    var password: String?

    /// Whether both fields can be submitted; nil until both have been typed in.
    var isValid: Bool? {
        guard let email, let password else { return nil }
        return email.contains("@") && password.count >= 8
    }
}
