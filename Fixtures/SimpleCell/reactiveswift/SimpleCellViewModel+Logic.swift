// Hand-written: the logic of SimpleCellViewModel. vmgen never writes this file.
import ReactiveSwift

extension SimpleCellViewModelLogic {
    /// Title and description come from the model; the thumbnail loads through the image provider.
    static func transform(_ input: Input, imageProvider: ImageProviding) -> Output {
        Output(
            title: input.configureWith.map { $0.title },
            description: input.configureWith.map { $0.description },
            thumbnail: input.configureWith.flatMap(.latest) { imageProvider.image(for: $0.thumbnailUrl) }
        )
    }
}
