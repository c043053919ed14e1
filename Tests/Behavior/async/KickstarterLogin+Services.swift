// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), with Swift concurrency.

final class AcceptingService: LoginServicing {
    func login(email: String, password: String) async -> Result<Void, ErrorMessage> {
        password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password"))
    }
}
