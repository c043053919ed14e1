// Loading shows the HUD, then reloads or reports the error; a tap opens the detail page.
// The same for every framework with streams; each framework's harness and test services make it concrete.
let service = ScriptedService()

#if STYLE_TRIPLET || STYLE_SUBJECT
let viewModel = ExampleViewModel(service: service)
#if STYLE_TRIPLET
let outputs = viewModel.outputs
let viewDidLoad = viewModel.inputs.viewDidLoad
let tappedButton = viewModel.inputs.tappedButton
#else
let outputs = viewModel.output
let viewDidLoad = { feed(viewModel.input.viewDidLoad, ()) }
let tappedButton = { feed(viewModel.input.tappedButton, ()) }
#endif
record("showHUD", outputs.showHUD)
record("dismissHUD", outputs.dismissHUD)
record("reloadData", outputs.reloadData)
record("didReceiveServiceError", outputs.didReceiveServiceError)
record("finishedLoading", outputs.finishedLoading)
record("openDetail", outputs.openDetail)
#elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
afterEachStep = { screen.render() }
// Every output is an event: streams, as in the other styles.
let viewModel = ExampleViewModel(service: service)
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
record("showHUD", viewModel.showHUD)
record("dismissHUD", viewModel.dismissHUD)
record("reloadData", viewModel.reloadData)
record("didReceiveServiceError", viewModel.didReceiveServiceError)
record("finishedLoading", viewModel.finishedLoading)
record("openDetail", viewModel.openDetail)
let viewDidLoad = { viewModel.viewDidLoad() }
let tappedButton = { viewModel.tappedButton() }
#else
let (loads, taps) = (Events<Void>(), Events<Void>())
let viewDidLoad = { loads.send(()) }
let tappedButton = { taps.send(()) }
#if STYLE_TRANSFORM
let outputs = ExampleViewModel(service: service).transform(input: .init(viewDidLoad: loads.stream, tappedButton: taps.stream))
record("showHUD", outputs.showHUD)
record("dismissHUD", outputs.dismissHUD)
record("reloadData", outputs.reloadData)
record("didReceiveServiceError", outputs.didReceiveServiceError)
record("finishedLoading", outputs.finishedLoading)
record("openDetail", outputs.openDetail)
#else
let (didReceiveServiceError, reloadData, showHUD, dismissHUD, finishedLoading, openDetail) = exampleViewModel(
    viewDidLoad: loads.stream, tappedButton: taps.stream, service: service)
record("showHUD", showHUD)
record("dismissHUD", dismissHUD)
record("reloadData", reloadData)
record("didReceiveServiceError", didReceiveServiceError)
record("finishedLoading", finishedLoading)
record("openDetail", openDetail)
#endif
#endif

await step(viewDidLoad)
await step(tappedButton)
await step(viewDidLoad)
await finish()
