// Hand-written: the logic of SimpleCellViewModel. vmgen never writes this file.

extension SimpleCellViewModelLogic {
    /// Title and description come from the model; the thumbnail loads through the image provider.
    static func handle(_ output: Output, imageProvider: ImageProviding) -> Input {
        Input(configureWith: { model in
            output.title(model.title)
            output.description(model.description)
            imageProvider.image(for: model.thumbnailUrl) { output.thumbnail($0) }
        })
    }
}
