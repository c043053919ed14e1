// Hand-written: the logic of LoginViewModel with Swift concurrency. vmgen never writes this file.

extension LoginViewModelLogic {
    /// The button enables when both fields have text; a tap greets the user by the username typed.
    static func transform(_ input: Input) -> Output {
        let loginButtonEnabled = AsyncStream.makeStream(of: Bool.self)
        let successMessage = AsyncStream.makeStream(of: String.self)
        let fields = LoginFields()
        loginButtonEnabled.continuation.yield(false)
        Task {
            for await username in input.usernameChanged {
                fields.username = username
                if let enabled = fields.isComplete { loginButtonEnabled.continuation.yield(enabled) }
            }
        }
        Task {
            for await password in input.passwordChanged {
                fields.password = password
                if let enabled = fields.isComplete { loginButtonEnabled.continuation.yield(enabled) }
            }
        }
        Task {
            for await _ in input.loginTapped {
                if let username = fields.username { successMessage.continuation.yield("Welcome back, \(username)!") }
            }
        }
        return Output(loginButtonEnabled: loginButtonEnabled.stream, successMessage: successMessage.stream)
    }
}

/// What the user has typed so far.
@MainActor final class LoginFields {
    var username: String?
    var password: String?

    /// Whether both fields have text; nil until both have been typed in.
    var isComplete: Bool? {
        guard let username, let password else { return nil }
        return !username.isEmpty && !password.isEmpty
    }
}
