// The login button enables only when both fields have text; a tap greets the user.
// The same for every framework with streams; each framework's harness and test services make it concrete.
#if STYLE_TRIPLET
let viewModel = LoginViewModel()
record("loginButtonEnabled", viewModel.outputs.loginButtonEnabled)
record("successMessage", viewModel.outputs.successMessage)
let username = viewModel.inputs.usernameChanged
let password = viewModel.inputs.passwordChanged
let tap = viewModel.inputs.loginTapped
#elseif STYLE_SUBJECT
let viewModel = LoginViewModel()
record("loginButtonEnabled", viewModel.output.loginButtonEnabled)
record("successMessage", viewModel.output.successMessage)
let username = { feed(viewModel.input.usernameChanged, $0) }
let password = { feed(viewModel.input.passwordChanged, $0) }
let tap = { feed(viewModel.input.loginTapped, ()) }
#elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
afterEachStep = { screen.render() }
let viewModel = LoginViewModel()
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
screen.show("loginButtonEnabled") { viewModel.loginButtonEnabled }
// An event has no current value: it stays a stream, which SwiftUI receives with `onReceive`.
record("successMessage", viewModel.successMessage)
let username = { viewModel.usernameChanged($0) }
let password = { viewModel.passwordChanged($0) }
let tap = { viewModel.loginTapped() }
#else
let (usernameField, passwordField, button) = (Field<String>(), Field<String>(), Events<Void>())
let username = usernameField.send
let password = passwordField.send
let tap = { button.send(()) }
#if STYLE_TRANSFORM
let output = LoginViewModel().transform(
    input: .init(usernameChanged: usernameField.stream, passwordChanged: passwordField.stream, loginTapped: button.stream))
record("loginButtonEnabled", output.loginButtonEnabled)
record("successMessage", output.successMessage)
#else
let (loginButtonEnabled, successMessage) = loginViewModel(
    usernameChanged: usernameField.stream, passwordChanged: passwordField.stream, loginTapped: button.stream)
record("loginButtonEnabled", loginButtonEnabled)
record("successMessage", successMessage)
#endif
#endif

await step(tap)
await step { username("ann") }
await step { password("") }
await step { password("secret") }
await step(tap)
await step { username("") }
await finish()
