// The app's types the DraftPreview view model uses.
protocol ScreenViewModelType: AnyObject {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

struct DraftPublisher {
    var limit: Int

    init(limit: Int = 280) {
        self.limit = limit
    }
}
