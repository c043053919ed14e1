// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), with Swift concurrency.

/// The login requests made, by every view model of the program: when the logic's chains start shows in it.
var loginCalls = 0

final class AcceptingService: LoginServicing {
    func login(email: String, password: String) async -> Result<Void, ErrorMessage> {
        loginCalls += 1
        return password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password"))
    }
}
