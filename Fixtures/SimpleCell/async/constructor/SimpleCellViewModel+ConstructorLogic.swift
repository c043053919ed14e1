// Hand-written: the constructor style's logic of SimpleCellViewModel. vmgen never writes this file.
// writes this file.
import UIKit

extension SimpleCellViewModelConstructorLogic {
    /// Title and description are the model's; only the thumbnail arrives later.
    static func transform(_ input: Input, imageProvider: ImageProviding) -> Output {
        let thumbnail = AsyncStream.makeStream(of: UIImage.self)
        Task {
            if let image = await imageProvider.image(for: input.configureWith.thumbnailUrl) {
                thumbnail.continuation.yield(image)
            }
            thumbnail.continuation.finish()
        }
        return Output(
            title: input.configureWith.title, description: input.configureWith.description, thumbnail: thumbnail.stream)
    }
}
