// The login button enables only when both fields have text; a tap greets the user.
let viewModel = LoginViewModel()
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
screen.show("loginButtonEnabled") { viewModel.loginButtonEnabled }
// An event has no current value: the view sets its closure, as in the triplet.
viewModel.successMessage = record("successMessage")
let username = { viewModel.usernameChanged($0); screen.render() }
let password = { viewModel.passwordChanged($0); screen.render() }
let tap = { viewModel.loginTapped(); screen.render() }
#else
viewModel.outputs.loginButtonEnabled = record("loginButtonEnabled")
viewModel.outputs.successMessage = record("successMessage")
let username = viewModel.inputs.usernameChanged
let password = viewModel.inputs.passwordChanged
let tap = viewModel.inputs.loginTapped
#endif

username("ann")
password("")
password("secret")
tap()
username("")
finish()
