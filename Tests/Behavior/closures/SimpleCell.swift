// The cell shows its model's title and description, and the image its provider loads.
import UIKit

let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
let model = Model(title: "Tent", description: "Sleeps two", thumbnailUrl: "https://example.com/tent.png")
#if STYLE_PUBLISHED
screen.watch(viewModel)
#endif
#if STYLE_OBSERVABLE || STYLE_PUBLISHED
// A SwiftUI cell reads the values: nothing until it is configured, then what the logic shows.
screen.show("title") { viewModel.title }
screen.show("description") { viewModel.description }
screen.show("thumbnail", { viewModel.thumbnail }, as: { (_: UIImage) in "an image" })
viewModel.configureWith(model: model)
screen.render()
#else
viewModel.outputs.title = record("title")
viewModel.outputs.description = record("description")
viewModel.outputs.thumbnail = record("thumbnail", as: { (_: UIImage) in "an image" })
viewModel.inputs.configureWith(model: model)
#endif
finish()
