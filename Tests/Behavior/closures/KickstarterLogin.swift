// Input is valid with an email and an 8-character password; submitting shows loading, then the result.
let viewModel = LoginViewModel(loginService: AcceptingService())
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
screen.show("validInput") { viewModel.validInput }
screen.show("isLoading") { viewModel.isLoading }
viewModel.loginSuccess = record("loginSuccess")
viewModel.loginFailure = record("loginFailure")
let viewDidLoad = { viewModel.viewDidLoad(); screen.render() }
let submit = { viewModel.tapSubmit(); screen.render() }
let email = { viewModel.type(email: $0); screen.render() }
let password = { viewModel.type(password: $0); screen.render() }
#else
viewModel.outputs.validInput = record("validInput")
viewModel.outputs.isLoading = record("isLoading")
viewModel.outputs.loginSuccess = record("loginSuccess")
viewModel.outputs.loginFailure = record("loginFailure")
let viewDidLoad = viewModel.inputs.viewDidLoad
let submit = viewModel.inputs.tapSubmit
let email = { viewModel.inputs.type(email: $0) }
let password = { viewModel.inputs.type(password: $0) }
#endif

viewDidLoad()
email("ann@example.com")
password("short")
password("wrong password")
submit()
password("correct horse")
submit()

// When the logic runs (docs/frameworks.md): a second view model, whose closures no view sets, is sent a submit.
let loginsBefore = loginCalls
let unbound = LoginViewModel(loginService: AcceptingService())
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
unbound.type(email: "ann@example.com")
unbound.type(password: "correct horse")
unbound.tapSubmit()
#else
unbound.inputs.type(email: "ann@example.com")
unbound.inputs.type(password: "correct horse")
unbound.inputs.tapSubmit()
#endif
transcript.append("logins without a view: \(loginCalls - loginsBefore)")
finish()
