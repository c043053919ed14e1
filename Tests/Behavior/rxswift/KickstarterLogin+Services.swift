// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), in this framework.
import RxSwift

struct AcceptingService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        .just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}
