// The cell shows its model's title and description, and the image its provider loads.
import UIKit
// The same for every framework with streams; each framework's harness and test services make it concrete.
let model = Model(title: "Tent", description: "Sleeps two", thumbnailUrl: "https://example.com/tent.png")
let describeImage: (UIImage) -> String = { _ in "an image" }

#if STYLE_OBSERVABLE || STYLE_PUBLISHED
afterEachStep = { screen.render() }
// A SwiftUI cell reads the values: nothing until it is configured, then what the logic shows.
let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
screen.show("title") { viewModel.title }
screen.show("description") { viewModel.description }
screen.show("thumbnail", { viewModel.thumbnail }, as: describeImage)
await step { viewModel.configureWith(model: model) }
#elseif STYLE_CONSTRUCTOR
let viewModel = SimpleCellViewModel(model: model, imageProvider: LoadingImages())
transcript.append("title: \(viewModel.title)")
transcript.append("description: \(viewModel.description)")
record("thumbnail", viewModel.thumbnail, as: describeImage)
#else
#if STYLE_TRIPLET
let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
#if FRAMEWORK_REACTIVESWIFT
// ReactiveSwift's outputs are hot: the view binds before it configures (Kickstarter's bindViewModel; README).
record("title", viewModel.outputs.title)
record("description", viewModel.outputs.description)
record("thumbnail", viewModel.outputs.thumbnail, as: describeImage)
viewModel.inputs.configureWith(model: model)
#else
// Configured before the view binds: the input replays the model (@latest).
viewModel.inputs.configureWith(model: model)
record("title", viewModel.outputs.title)
record("description", viewModel.outputs.description)
record("thumbnail", viewModel.outputs.thumbnail, as: describeImage)
#endif
#elseif STYLE_SUBJECT
let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
#if !FRAMEWORK_REACTIVESWIFT
feed(viewModel.input.configureWith, model)
#endif
record("title", viewModel.output.title)
record("description", viewModel.output.description)
record("thumbnail", viewModel.output.thumbnail, as: describeImage)
#if FRAMEWORK_REACTIVESWIFT
feed(viewModel.input.configureWith, model)
#endif
#else
let configuration = Field<Model>()
#if !FRAMEWORK_REACTIVESWIFT
configuration.send(model)
#endif
#if STYLE_TRANSFORM
let output = SimpleCellViewModel(imageProvider: LoadingImages()).transform(input: .init(configureWith: configuration.stream))
record("title", output.title)
record("description", output.description)
record("thumbnail", output.thumbnail, as: describeImage)
#else
let (title, description, thumbnail) = simpleCellViewModel(configureWith: configuration.stream, imageProvider: LoadingImages())
record("title", title)
record("description", description)
record("thumbnail", thumbnail, as: describeImage)
#endif
#endif
#endif
#if FRAMEWORK_REACTIVESWIFT && (STYLE_TRANSFORM || STYLE_FUNCTION)
configuration.send(model)
#endif
await finish()
