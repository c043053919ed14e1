// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), in this framework.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct AcceptingService: LoginServicing {
    func login(email: String, password: String) -> AnyPublisher<Result<Void, ErrorMessage>, Never> {
        Just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
            .eraseToAnyPublisher()
    }
}
