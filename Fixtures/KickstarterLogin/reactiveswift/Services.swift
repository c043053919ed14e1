// The app's login request, as the ReactiveSwift version of the app declares it.
import ReactiveSwift

protocol LoginServicing {
    func login(email: String, password: String) -> SignalProducer<Result<Void, ErrorMessage>, Never>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) -> SignalProducer<Result<Void, ErrorMessage>, Never> {
        SignalProducer(value: .failure(ErrorMessage(text: "No network in this example")))
    }
}
