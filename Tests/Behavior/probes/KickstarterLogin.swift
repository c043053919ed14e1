// The tests a team writes for KickstarterLogin with vmgen's test support, the same in every style and framework:
// the generated probe tests the logic, the generated fake drives a hand-written login screen.
@MainActor func probeTests() {
    let loginsBefore = loginCalls
    let probe = LoginViewModelProbe(loginService: AcceptingService())
    probe.inputs.viewDidLoad()
    probe.inputs.type(email: "ann@example.com")
    probe.inputs.type(password: "short")
    // In every style the probe records the starting value first (the observable style's from the stored property).
    expect(probe.validInput.last, false, "a short password is not valid")
    probe.inputs.type(password: "wrong password")
    expect(probe.validInput.last, true, "an email and eight characters are valid")
    probe.inputs.tapSubmit()
    expect(Array(probe.isLoading.values.suffix(2)), [true, false], "the spinner shows while the request runs")
    expect(probe.loginFailure.values, [ErrorMessage(text: "wrong password")], "the failure is shown")
    expect(probe.loginSuccess.count, 0, "no success yet")
    probe.inputs.type(password: "correct horse")
    probe.inputs.tapSubmit()
    expect(probe.loginSuccess.count, 1, "the second attempt logs in")
    expect(probe.loginFailure.count, 1, "no second failure")
    expect(probe.isLoading.last, false, "the spinner is gone")
    // No view is bound: the probe, which subscribes to every output in its `init`, is what starts the logic's chains
    // where they wait for a subscriber (RxSwift, Combine), so the logins run as with a view.
    expect(loginCalls - loginsBefore, 2, "each submit logs in once, with no view bound")

    let fake = LoginViewModelFake()
    #if STYLE_TRIPLET
    let screen = LoginScreen(viewModel: fake)
    #elseif STYLE_SUBJECT
    let screen = LoginScreen(input: fake.input, output: fake.output)
    #elseif STYLE_TRANSFORM
    let screen = LoginScreen(transform: fake.transform)
    #elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
    let screen = LoginScreen(viewModel: fake)
    #else
    let screen = LoginScreen(viewModel: fake.callAsFunction)
    #endif
    screen.viewDidLoad()
    screen.emailChanged("ann@example.com")
    screen.passwordChanged("correct horse")
    screen.submitTapped()
    expect(
        fake.calls, [.viewDidLoad, .typeEmail("ann@example.com"), .typePassword("correct horse"), .tapSubmit],
        "the screen sends what the user did, in order")
    expect(screen.submitEnabled, false, "submit starts disabled")
    fake.send(validInput: true)
    expect(screen.submitEnabled, true, "valid input enables submit")
    fake.send(isLoading: true)
    expect(screen.spinning, true, "loading spins")
    fake.send(loginFailure: ErrorMessage(text: "offline"))
    expect(screen.alert, "offline", "a failure is an alert")
    fake.send(loginSuccess: ())
    expect(screen.loggedIn, true, "success leaves the screen")
}

#if STYLE_OBSERVABLE || STYLE_PUBLISHED
/// What the SwiftUI screen depends on, which the view model and its fake both have: naming it in the spec's
/// `conforms:` would declare both conformances (`StoredValueTestSupportTests`); this example spec does not, so they are here.
@MainActor protocol LoginViewModelling: AnyObject {
    var validInput: Bool { get }
    var isLoading: Bool { get }
    #if FRAMEWORK_CLOSURES
    var loginSuccess: (() -> Void)? { get set }
    var loginFailure: ((ErrorMessage) -> Void)? { get set }
    #else
    var loginSuccess: Stream<Void> { get }
    var loginFailure: Stream<ErrorMessage> { get }
    #endif
    func viewDidLoad()
    func tapSubmit()
    func type(email: String)
    func type(password: String)
}

extension LoginViewModel: LoginViewModelling {}
extension LoginViewModelFake: LoginViewModelling {}

/// A SwiftUI login screen, as small as one can be: its body reads the stored values, it binds the events.
@MainActor final class LoginScreen {
    private let viewModel: any LoginViewModelling
    var submitEnabled: Bool { viewModel.validInput }
    var spinning: Bool { viewModel.isLoading }
    private(set) var alert: String?
    private(set) var loggedIn = false

    init(viewModel: any LoginViewModelling) {
        self.viewModel = viewModel
        #if FRAMEWORK_CLOSURES
        viewModel.loginFailure = { [unowned self] in self.alert = $0.text }
        viewModel.loginSuccess = { [unowned self] in self.loggedIn = true }
        #else
        bind(viewModel.loginFailure) { [unowned self] in self.alert = $0.text }
        bind(viewModel.loginSuccess) { [unowned self] _ in self.loggedIn = true }
        #endif
    }

    func viewDidLoad() { viewModel.viewDidLoad() }
    func emailChanged(_ text: String) { viewModel.type(email: text) }
    func passwordChanged(_ text: String) { viewModel.type(password: text) }
    func submitTapped() { viewModel.tapSubmit() }
}
#else
/// A hand-written login screen, as small as one can be: what UIKit would show, as properties, and the user's
/// actions as methods. It binds what its style's view model gives a view.
final class LoginScreen {
    private(set) var submitEnabled = false
    private(set) var spinning = false
    private(set) var alert: String?
    private(set) var loggedIn = false
    private var actions: (load: () -> Void, email: (String) -> Void, password: (String) -> Void, submit: () -> Void)!

    #if STYLE_TRIPLET
    init(viewModel: any LoginViewModelType) {
        #if FRAMEWORK_CLOSURES
        viewModel.outputs.validInput = { [unowned self] in self.submitEnabled = $0 }
        viewModel.outputs.isLoading = { [unowned self] in self.spinning = $0 }
        viewModel.outputs.loginFailure = { [unowned self] in self.alert = $0.text }
        viewModel.outputs.loginSuccess = { [unowned self] in self.loggedIn = true }
        #else
        bindOutputs(
            viewModel.outputs.validInput, viewModel.outputs.isLoading, viewModel.outputs.loginSuccess,
            viewModel.outputs.loginFailure)
        #endif
        let inputs = viewModel.inputs
        actions = (inputs.viewDidLoad, { inputs.type(email: $0) }, { inputs.type(password: $0) }, inputs.tapSubmit)
    }
    #elseif STYLE_SUBJECT
    init(input: LoginViewModel.Input, output: LoginViewModel.Output) {
        bindOutputs(output.validInput, output.isLoading, output.loginSuccess, output.loginFailure)
        actions = (
            { feed(input.viewDidLoad, ()) }, { feed(input.typeEmail, $0) }, { feed(input.typePassword, $0) },
            { feed(input.tapSubmit, ()) }
        )
    }
    #elseif STYLE_TRANSFORM
    init(transform: (LoginViewModel.Input) -> LoginViewModel.Output) {
        let (loads, taps, email, password) = (Events<Void>(), Events<Void>(), Field<String>(), Field<String>())
        let output = transform(.init(
            viewDidLoad: loads.stream, tapSubmit: taps.stream, typeEmail: email.stream, typePassword: password.stream))
        bindOutputs(output.validInput, output.isLoading, output.loginSuccess, output.loginFailure)
        actions = ({ loads.send(()) }, email.send, password.send, { taps.send(()) })
    }
    #else
    init(
        viewModel: (Stream<Void>, Stream<Void>, Stream<String>, Stream<String>)
            -> (validInput: State<Bool>, isLoading: State<Bool>, loginSuccess: Stream<Void>, loginFailure: Stream<ErrorMessage>)
    ) {
        let (loads, taps, email, password) = (Events<Void>(), Events<Void>(), Field<String>(), Field<String>())
        let output = viewModel(loads.stream, taps.stream, email.stream, password.stream)
        bindOutputs(output.validInput, output.isLoading, output.loginSuccess, output.loginFailure)
        actions = ({ loads.send(()) }, email.send, password.send, { taps.send(()) })
    }
    #endif

    #if !FRAMEWORK_CLOSURES
    private func bindOutputs(
        _ validInput: State<Bool>, _ isLoading: State<Bool>, _ loginSuccess: Stream<Void>,
        _ loginFailure: Stream<ErrorMessage>
    ) {
        bind(validInput) { [unowned self] in self.submitEnabled = $0 }
        bind(isLoading) { [unowned self] in self.spinning = $0 }
        bind(loginFailure) { [unowned self] in self.alert = $0.text }
        bind(loginSuccess) { [unowned self] _ in self.loggedIn = true }
    }
    #endif

    func viewDidLoad() { actions.load() }
    func emailChanged(_ text: String) { actions.email(text) }
    func passwordChanged(_ text: String) { actions.password(text) }
    func submitTapped() { actions.submit() }
}
#endif
