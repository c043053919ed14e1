// The app's login request, as the Swift concurrency version of the app declares it: a main-actor service, as UI
// services often are.
@MainActor protocol LoginServicing {
    func login(email: String, password: String) async -> Result<Void, ErrorMessage>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) async -> Result<Void, ErrorMessage> {
        .failure(ErrorMessage(text: "No network in this example"))
    }
}
