// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func transform(_ input: Input, loginService: LoginServicing) -> Output {
        let credentials = input.typeEmail
            .map { email in input.typePassword.map { password in (email, password) } }
            .switchToLatest()
        // One chain per request: nil when it starts, then its result, so loading and result never race.
        let requests = credentials
            .map { email, password in input.tapSubmit.map { _ in (email, password) } }
            .switchToLatest()
            .map { email, password in
                loginService.login(email: email, password: password).map { Optional($0) }.prepend(nil)
            }
            .switchToLatest()
            .share()
        let results = requests.compactMap { $0 }
        let loading: [AnyPublisher<Bool, Never>] = [
            input.viewDidLoad.map { _ in false }.eraseToAnyPublisher(),
            requests.map { $0 == nil }.eraseToAnyPublisher(),
        ]
        return Output(
            validInput: credentials
                .map { email, password in email.contains("@") && password.count >= 8 }
                .prepend(false)
                .eraseToAnyPublisher(),
            isLoading: Publishers.Sequence<[AnyPublisher<Bool, Never>], Never>(sequence: loading)
                .flatMap { $0 }
                .eraseToAnyPublisher(),
            loginSuccess: results.compactMap { try? $0.get() }.eraseToAnyPublisher(),
            loginFailure: results
                .compactMap { result -> ErrorMessage? in
                    if case .failure(let message) = result { return message }
                    return nil
                }
                .eraseToAnyPublisher()
        )
    }
}
