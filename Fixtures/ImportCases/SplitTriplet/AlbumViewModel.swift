import RxSwift

protocol AlbumViewModelInput {
    func refresh()
    func select(index: Int)
}

protocol AlbumViewModelOutput {
    var photos: Observable<[String]> { get }
}

/// The album screen's view model, as the screens know it: its class is `AlbumViewModelImpl`, in its own file.
protocol AlbumViewModel {
    var input: AlbumViewModelInput { get }
    var output: AlbumViewModelOutput { get }
}
