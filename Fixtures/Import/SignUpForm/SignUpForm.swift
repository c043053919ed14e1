// Grailed's function style in RxSwift, written by hand: input streams in, a named tuple of output streams out.
import RxSwift

/// The sign-up form.
///
/// - Parameters:
///   - emailChanged: The email field changed.
///   - passwordChanged: The password field changed.
func signUpViewModel(
    emailChanged: Observable<String>,
    passwordChanged: Observable<String>,
    acceptedTerms: Observable<Bool>,
    signUpTapped: Observable<Void>,
    validator: EmailValidating = EmailValidator()
) -> (signUpEnabled: Observable<Bool>, accountCreated: Observable<Account>, error: Observable<String>) {
    fatalError("the logic")
}
