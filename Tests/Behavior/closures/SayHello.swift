// Each validation greets the name typed last.
let viewModel = SayHelloViewModel()
viewModel.outputs.greeting = record("greeting")

viewModel.inputs.name("Ann")
viewModel.inputs.validate()
viewModel.inputs.name("Bo")
viewModel.inputs.validate()
finish()
