// The test services of the KickstarterLogin scenario (Tests/Behavior/streams), in this framework.
import RxSwift

/// The login requests made, by every view model of the program: when the logic's chains start shows in it.
var loginCalls = 0

struct AcceptingService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        loginCalls += 1
        return .just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}
