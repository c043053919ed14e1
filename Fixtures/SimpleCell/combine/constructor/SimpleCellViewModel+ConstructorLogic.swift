// Hand-written: the constructor style's logic of SimpleCellViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension SimpleCellViewModelConstructorLogic {
    /// Title and description are the model's; only the thumbnail arrives later.
    static func transform(_ input: Input, imageProvider: ImageProviding) -> Output {
        Output(
            title: input.configureWith.title,
            description: input.configureWith.description,
            thumbnail: imageProvider.image(for: input.configureWith.thumbnailUrl)
        )
    }
}
