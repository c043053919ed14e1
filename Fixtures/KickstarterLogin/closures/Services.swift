// The app's login request, as the version of the app without a framework declares it.
protocol LoginServicing {
    func login(email: String, password: String, completion: @escaping (Result<Void, ErrorMessage>) -> Void)
}

final class LoginService: LoginServicing {
    func login(email: String, password: String, completion: @escaping (Result<Void, ErrorMessage>) -> Void) {
        completion(.failure(ErrorMessage(text: "No network in this example")))
    }
}
