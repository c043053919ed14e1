// The login button enables only when both fields have text; a tap greets the user.
let viewModel = LoginViewModel()
viewModel.outputs.loginButtonEnabled = record("loginButtonEnabled")
viewModel.outputs.successMessage = record("successMessage")

viewModel.inputs.usernameChanged("ann")
viewModel.inputs.passwordChanged("")
viewModel.inputs.passwordChanged("secret")
viewModel.inputs.loginTapped()
viewModel.inputs.usernameChanged("")
finish()
