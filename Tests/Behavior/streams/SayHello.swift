// Each validation greets the name typed last.
// The same for every framework with streams; each framework's harness and test services make it concrete.
#if STYLE_TRIPLET
let viewModel = SayHelloViewModel()
record("greeting", viewModel.outputs.greeting)
let name = viewModel.inputs.name
let validate = viewModel.inputs.validate
#elseif STYLE_SUBJECT
let viewModel = SayHelloViewModel()
record("greeting", viewModel.output.greeting)
let name = { feed(viewModel.input.name, $0) }
let validate = { feed(viewModel.input.validate, ()) }
#elseif STYLE_OBSERVABLE || STYLE_PUBLISHED
afterEachStep = { screen.render() }
// A SwiftUI view reads the greeting; it renders again after each input.
let viewModel = SayHelloViewModel()
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
screen.show("greeting") { viewModel.greeting }
let name = { viewModel.name($0) }
let validate = { viewModel.validate() }
#else
let (nameField, button) = (Field<String>(), Events<Void>())
let name = nameField.send
let validate = { button.send(()) }
#if STYLE_TRANSFORM
record("greeting", SayHelloViewModel().transform(input: .init(name: nameField.stream, validate: button.stream)).greeting)
#else
record("greeting", sayHelloViewModel(name: nameField.stream, validate: button.stream))
#endif
#endif

await step(validate)
await step { name("Ann") }
await step(validate)
await step { name("Bob") }
await step { name("Bo") }
await step(validate)
await finish()
