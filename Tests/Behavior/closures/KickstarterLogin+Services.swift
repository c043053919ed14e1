// The test services of the KickstarterLogin scenario, without a framework.
/// The login requests made, by every view model of the program: when the logic's chains start shows in it.
var loginCalls = 0

struct AcceptingService: LoginServicing {
    func login(email: String, password: String, completion: @escaping (Result<Void, ErrorMessage>) -> Void) {
        loginCalls += 1
        completion(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}
