// Input is valid with an email and an 8-character password; submitting shows loading, then the result.
// The same for every framework with streams; each framework's harness and test services make it concrete.
#if STYLE_TRIPLET || STYLE_SUBJECT
let viewModel = LoginViewModel(loginService: AcceptingService())
#if STYLE_TRIPLET
let outputs = viewModel.outputs
let viewDidLoad = viewModel.inputs.viewDidLoad
let submit = viewModel.inputs.tapSubmit
let email = { viewModel.inputs.type(email: $0) }
let password = { viewModel.inputs.type(password: $0) }
#else
let outputs = viewModel.output
let viewDidLoad = { feed(viewModel.input.viewDidLoad, ()) }
let submit = { feed(viewModel.input.tapSubmit, ()) }
let email = { feed(viewModel.input.typeEmail, $0) }
let password = { feed(viewModel.input.typePassword, $0) }
#endif
record("validInput", outputs.validInput)
record("isLoading", outputs.isLoading)
record("loginSuccess", outputs.loginSuccess)
record("loginFailure", outputs.loginFailure)
#elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
afterEachStep = { screen.render() }
let viewModel = LoginViewModel(loginService: AcceptingService())
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
screen.show("validInput") { viewModel.validInput }
screen.show("isLoading") { viewModel.isLoading }
record("loginSuccess", viewModel.loginSuccess)
record("loginFailure", viewModel.loginFailure)
let viewDidLoad = { viewModel.viewDidLoad() }
let submit = { viewModel.tapSubmit() }
let email = { viewModel.type(email: $0) }
let password = { viewModel.type(password: $0) }
#else
let (loads, taps, emailField, passwordField) = (Events<Void>(), Events<Void>(), Field<String>(), Field<String>())
let viewDidLoad = { loads.send(()) }
let submit = { taps.send(()) }
let email = emailField.send
let password = passwordField.send
#if STYLE_TRANSFORM
let outputs = LoginViewModel(loginService: AcceptingService()).transform(input: .init(
    viewDidLoad: loads.stream, tapSubmit: taps.stream, typeEmail: emailField.stream, typePassword: passwordField.stream))
record("validInput", outputs.validInput)
record("isLoading", outputs.isLoading)
record("loginSuccess", outputs.loginSuccess)
record("loginFailure", outputs.loginFailure)
#else
let (validInput, isLoading, loginSuccess, loginFailure) = loginViewModel(
    viewDidLoad: loads.stream, tapSubmit: taps.stream, typeEmail: emailField.stream, typePassword: passwordField.stream,
    loginService: AcceptingService())
record("validInput", validInput)
record("isLoading", isLoading)
record("loginSuccess", loginSuccess)
record("loginFailure", loginFailure)
#endif
#endif

await step(viewDidLoad)
await step { email("ann@example.com") }
await step { password("short") }
await step { password("wrong password") }
await step(submit)
await step { password("correct horse") }
await step(submit)

// When the logic's chains start (docs/frameworks.md): a second view model, which no view binds, is sent a submit. Its
// login runs only where the chains started without a subscriber; the line is checked per framework and style.
let loginsBefore = loginCalls
#if STYLE_TRIPLET
let unbound = LoginViewModel(loginService: AcceptingService())
let unboundSends = (
    { unbound.inputs.type(email: $0) }, { unbound.inputs.type(password: $0) }, unbound.inputs.tapSubmit)
#elseif STYLE_SUBJECT
let unbound = LoginViewModel(loginService: AcceptingService())
let unboundSends = (
    { feed(unbound.input.typeEmail, $0) }, { feed(unbound.input.typePassword, $0) }, { feed(unbound.input.tapSubmit, ()) })
#elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
let unbound = LoginViewModel(loginService: AcceptingService())
let unboundSends = ({ unbound.type(email: $0) }, { unbound.type(password: $0) }, { unbound.tapSubmit() })
#else
let (unboundTaps, unboundEmail, unboundPassword) = (Events<Void>(), Field<String>(), Field<String>())
#if STYLE_TRANSFORM
let unbound = LoginViewModel(loginService: AcceptingService()).transform(input: .init(
    viewDidLoad: Events<Void>().stream, tapSubmit: unboundTaps.stream, typeEmail: unboundEmail.stream,
    typePassword: unboundPassword.stream))
#else
let unbound = loginViewModel(
    viewDidLoad: Events<Void>().stream, tapSubmit: unboundTaps.stream, typeEmail: unboundEmail.stream,
    typePassword: unboundPassword.stream, loginService: AcceptingService())
#endif
let unboundSends = (unboundEmail.send, unboundPassword.send, { unboundTaps.send(()) })
#endif
await step { unboundSends.0("ann@example.com") }
await step { unboundSends.1("correct horse") }
await step(unboundSends.2)
transcript.append("logins without a view: \(loginCalls - loginsBefore)")
withExtendedLifetime(unbound) {}
await finish()
