// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), in this framework.
import ReactiveSwift

struct AcceptingService: LoginServicing {
    func login(email: String, password: String) -> SignalProducer<Result<Void, ErrorMessage>, Never> {
        SignalProducer(value: password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}
