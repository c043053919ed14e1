// Hand-written: the logic of SimpleCellViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension SimpleCellViewModelLogic {
    /// Title and description come from the model; the thumbnail loads through the image provider.
    static func transform(_ input: Input, imageProvider: ImageProviding) -> Output {
        Output(
            title: input.configureWith.map { $0.title }.eraseToAnyPublisher(),
            description: input.configureWith.map { $0.description }.eraseToAnyPublisher(),
            thumbnail: input.configureWith
                .map { imageProvider.image(for: $0.thumbnailUrl) }
                .switchToLatest()
                .eraseToAnyPublisher()
        )
    }
}
