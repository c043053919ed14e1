// The test services of the KickstarterLogin scenario, without a framework.
struct AcceptingService: LoginServicing {
    func login(email: String, password: String, completion: @escaping (Result<Void, ErrorMessage>) -> Void) {
        completion(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}
