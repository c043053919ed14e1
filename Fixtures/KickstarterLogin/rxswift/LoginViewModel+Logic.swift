// Hand-written: the logic of LoginViewModel. vmgen never writes this file.
import RxSwift

extension LoginViewModelLogic {
    /// Input is valid with an email and an 8-character password; submitting logs in and reports the result.
    static func transform(_ input: Input, loginService: LoginServicing) -> Output {
        let credentials = Observable.combineLatest(input.typeEmail, input.typePassword)
        let validInput = credentials
            .map { email, password in email.contains("@") && password.count >= 8 }
            .startWith(false)
        // One chain per request: nil when it starts, then its result, so loading and result never race.
        let requests = input.tapSubmit
            .withLatestFrom(credentials)
            .flatMapLatest { email, password in
                loginService.login(email: email, password: password).map { Optional($0) }.startWith(nil)
            }
            .share()
        let results = requests.compactMap { $0 }
        let isLoading = Observable.merge(input.viewDidLoad.map { false }, requests.map { $0 == nil })
        let loginFailure = results.compactMap { result -> ErrorMessage? in
            if case .failure(let message) = result { return message }
            return nil
        }
        return Output(
            validInput: validInput,
            isLoading: isLoading,
            loginSuccess: results.compactMap { try? $0.get() },
            loginFailure: loginFailure
        )
    }
}
