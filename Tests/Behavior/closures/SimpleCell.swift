// The cell shows its model's title and description, and the image its provider loads.
import UIKit

let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
viewModel.outputs.title = record("title")
viewModel.outputs.description = record("description")
viewModel.outputs.thumbnail = record("thumbnail", as: { (_: UIImage) in "an image" })

viewModel.inputs.configureWith(model: Model(title: "Tent", description: "Sleeps two", thumbnailUrl: "https://example.com/tent.png"))
finish()
