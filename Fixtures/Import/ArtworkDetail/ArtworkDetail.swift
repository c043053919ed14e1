// An RxSwift view model of the subject-bridged style as a museum app's screens write it: `output` is implicitly
// unwrapped (`var output: Output!`) because the streams it holds are made in the initializer after `input`, from the
// subjects and the view model's own members; the screen reads through it (`viewModel.output.title`).
import RxSwift

/// One artwork of the collection: its title and maker, and whether the visitor saved it.
final class ArtworkDetailViewModel: ViewModelType {
    var input: Input
    var output: Output!

    struct Input {
        let saveTapped: AnyObserver<Void>
        let shareTapped: AnyObserver<Void>
    }

    struct Output {
        let title: Observable<String>
        let maker: Observable<String>
        let isSaved: Observable<Bool>
    }

    private let saveSubject = PublishSubject<Void>()
    private let shareSubject = PublishSubject<Void>()
    private let artwork: Artwork
    private let collection: Collection

    init(artwork: Artwork, collection: Collection) {
        self.artwork = artwork
        self.collection = collection
        input = Input(saveTapped: saveSubject.asObserver(), shareTapped: shareSubject.asObserver())
        let saved = saveSubject.map { [collection] in collection.toggle(artwork.id) }.startWith(collection.contains(artwork.id))
        output = Output(title: .just(artwork.title), maker: .just(artwork.maker), isSaved: saved)
    }
}
