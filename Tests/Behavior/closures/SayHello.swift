// Each validation greets the name typed last.
let viewModel = SayHelloViewModel()
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
// A SwiftUI view reads the greeting; it renders again after each input.
screen.show("greeting") { viewModel.greeting }
let name = { viewModel.name($0); screen.render() }
let validate = { viewModel.validate(); screen.render() }
#else
viewModel.outputs.greeting = record("greeting")
let name = viewModel.inputs.name
let validate = viewModel.inputs.validate
#endif

name("Ann")
validate()
name("Bo")
validate()
finish()
