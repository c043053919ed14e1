// The app's own types that KickstarterLogin.vmspec names.
import RxSwift

struct ErrorMessage: Error, Equatable {
    let text: String
}

protocol LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        .just(.failure(ErrorMessage(text: "No network in this example")))
    }
}
