// Hand-written: the logic of SimpleCellViewModel with Swift concurrency. vmgen never writes this file.
import UIKit

extension SimpleCellViewModelLogic {
    /// Title and description come from the model; the thumbnail loads through the image provider.
    static func transform(_ input: Input, imageProvider: ImageProviding) -> Output {
        let title = AsyncStream.makeStream(of: String.self)
        let description = AsyncStream.makeStream(of: String.self)
        let thumbnail = AsyncStream.makeStream(of: UIImage.self)
        Task {
            for await model in input.configureWith {
                title.continuation.yield(model.title)
                description.continuation.yield(model.description)
                if let image = await imageProvider.image(for: model.thumbnailUrl) { thumbnail.continuation.yield(image) }
            }
        }
        return Output(title: title.stream, description: description.stream, thumbnail: thumbnail.stream)
    }
}
