import RxSwift

final class AlbumViewModelImpl: AlbumViewModel, AlbumViewModelInput, AlbumViewModelOutput {
    var input: AlbumViewModelInput { self }
    var output: AlbumViewModelOutput { self }

    private let selected = PublishSubject<Int>()
    let photos: Observable<[String]> = .just([])

    func refresh() {}

    func select(index: Int) {
        selected.onNext(index)
    }
}
