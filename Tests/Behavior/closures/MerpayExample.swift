// Loading shows the HUD, then reloads or reports the error; a tap opens the detail page.
let viewModel = ExampleViewModel(service: ScriptedService())
viewModel.outputs.showHUD = record("showHUD")
viewModel.outputs.dismissHUD = record("dismissHUD")
viewModel.outputs.reloadData = record("reloadData")
viewModel.outputs.didReceiveServiceError = record("didReceiveServiceError")
viewModel.outputs.finishedLoading = record("finishedLoading")
viewModel.outputs.openDetail = record("openDetail")

viewModel.inputs.viewDidLoad()
viewModel.inputs.tappedButton()
viewModel.inputs.viewDidLoad()
finish()
