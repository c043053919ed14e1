// Loading shows the HUD, then reloads or reports the error; a tap opens the detail page.
let viewModel = ExampleViewModel(service: ScriptedService())
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
// Every output is an event: closures the view sets, as in the triplet.
let outputs = viewModel
#else
let outputs = viewModel.outputs
#endif
outputs.showHUD = record("showHUD")
outputs.dismissHUD = record("dismissHUD")
outputs.reloadData = record("reloadData")
outputs.didReceiveServiceError = record("didReceiveServiceError")
outputs.finishedLoading = record("finishedLoading")
outputs.openDetail = record("openDetail")

#if STYLE_OBSERVABLE || STYLE_PUBLISHED
viewModel.viewDidLoad()
viewModel.tappedButton()
viewModel.viewDidLoad()
#else
viewModel.inputs.viewDidLoad()
viewModel.inputs.tappedButton()
viewModel.inputs.viewDidLoad()
#endif
finish()
