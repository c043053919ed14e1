// What the docs' login app declares beside its view model: its service, its error, and a screen that shows the
// view model. The docs' Swift blocks compile with it (DocsTests); it is no part of vmgen.
import RxSwift

struct ErrorMessage: Error, Equatable {
    let text: String
}

protocol LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>>
}

final class LoginService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        .just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}

/// The tests' service: it accepts the password "correct horse" and refuses any other.
final class AcceptingService: LoginServicing {
    func login(email: String, password: String) -> Observable<Result<Void, ErrorMessage>> {
        .just(password == "correct horse" ? .success(()) : .failure(ErrorMessage(text: "wrong password")))
    }
}

/// The login screen, as a view controller would be written, given `any LoginViewModelType`.
final class LoginScreen {
    private let viewModel: any LoginViewModelType
    private let disposeBag = DisposeBag()
    private(set) var spinning = false
    private(set) var alert: String?

    init(viewModel: any LoginViewModelType) {
        self.viewModel = viewModel
    }

    func viewDidLoad() {
        viewModel.outputs.isLoading.subscribe(onNext: { [weak self] in self?.spinning = $0 }).disposed(by: disposeBag)
        viewModel.outputs.loginFailure.subscribe(onNext: { [weak self] in self?.alert = $0.text }).disposed(by: disposeBag)
        viewModel.inputs.viewDidLoad()
    }

    func emailChanged(_ email: String) { viewModel.inputs.type(email: email) }
    func passwordChanged(_ password: String) { viewModel.inputs.type(password: password) }
    func submitTapped() { viewModel.inputs.tapSubmit() }
}
