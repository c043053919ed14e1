// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), in this framework.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The login requests made, by every view model of the program: when the logic's chains start shows in it.
var loginCalls = 0

struct AcceptingService: LoginServicing {
    func login(email: String, password: String) -> AnyPublisher<Result<Void, ErrorMessage>, Never> {
        loginCalls += 1
        return Just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
            .eraseToAnyPublisher()
    }
}
