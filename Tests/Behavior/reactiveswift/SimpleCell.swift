// The cell shows its model's title and description, and the image its provider loads.
import ReactiveSwift
import UIKit

struct LoadingImages: ImageProviding {
    func image(for url: String) -> SignalProducer<UIImage, Never> {
        SignalProducer { observer, _ in
            transcript.append("load: \(url)")
            observer.send(value: UIImage())
            observer.sendCompleted()
        }
    }
}

let model = Model(title: "Tent", description: "Sleeps two", thumbnailUrl: "https://example.com/tent.png")
let describeImage: (UIImage) -> String = { _ in "an image" }

#if STYLE_CONSTRUCTOR
let viewModel = SimpleCellViewModel(model: model, imageProvider: LoadingImages())
transcript.append("title: \(viewModel.title)")
transcript.append("description: \(viewModel.description)")
record("thumbnail", viewModel.thumbnail, as: describeImage)
#else
#if STYLE_TRIPLET
let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
// ReactiveSwift's outputs are hot: the view binds before it configures (Kickstarter's bindViewModel; README).
record("title", viewModel.outputs.title)
record("description", viewModel.outputs.description)
record("thumbnail", viewModel.outputs.thumbnail, as: describeImage)
viewModel.inputs.configureWith(model: model)
#elseif STYLE_SUBJECT
let viewModel = SimpleCellViewModel(imageProvider: LoadingImages())
record("title", viewModel.output.title)
record("description", viewModel.output.description)
record("thumbnail", viewModel.output.thumbnail, as: describeImage)
feed(viewModel.input.configureWith, model)
#else
let configuration = Field<Model>()
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
#if STYLE_TRANSFORM || STYLE_FUNCTION
configuration.send(model)
#endif
finish()
