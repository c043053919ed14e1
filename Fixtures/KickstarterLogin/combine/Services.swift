// The app's login request, as the Combine version of the app declares it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol LoginServicing {
    func login(email: String, password: String) -> AnyPublisher<Result<Void, ErrorMessage>, Never>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) -> AnyPublisher<Result<Void, ErrorMessage>, Never> {
        Just(.failure(ErrorMessage(text: "No network in this example"))).eraseToAnyPublisher()
    }
}
