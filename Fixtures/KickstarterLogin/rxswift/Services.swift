// The app's login request, as the RxSwift version of the app declares it.
import RxSwift

protocol LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        .just(.failure(ErrorMessage(text: "No network in this example")))
    }
}
