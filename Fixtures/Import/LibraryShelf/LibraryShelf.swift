// An RxSwift transform view model as a reading app's shelf screen writes it: its initializer first works out, in
// constants of its own, the shelf it was opened on, its sort options and the page saved last time, then stores what the
// screen reads of them (`viewModel.title`, `viewModel.sortOptions`, `viewModel.firstPage`). Each constant is read once,
// so the import writes its value where it was read, and the generated initializer works each out once, as this one does.
import RxCocoa
import RxSwift

final class LibraryShelfViewModel {
    struct Input {
        let viewDidLoad: Observable<Void>
        let sortSelected: Observable<Int>
    }

    struct Output {
        let books: Driver<[String]>
    }

    /// The shelf's name, as the navigation bar shows it.
    let title: String
    let sortOptions: [ShelfSort]
    private(set) var firstPage: Int

    private let library: LibraryService
    private let disposeBag = DisposeBag()

    init(library: LibraryService, shelfID: String) {
        self.library = library
        let shelf = library.shelf(id: shelfID)
        self.title = shelf.name.uppercased()

        let sortOptions = library
            .sortOptions(for: shelfID)
        self.sortOptions = sortOptions

        let saved = library.savedPage(of: shelfID)
        let page = saved ?? 0
        firstPage = page + 1
    }

    func transform(input: Input) -> Output {
        let books = input.sortSelected
            .map { index in ["Sorted by option \(index)"] }
        return Output(books: books.asDriver(onErrorJustReturn: []))
    }
}
