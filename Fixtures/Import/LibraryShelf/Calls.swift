// How the app uses the view model: its shelf screen makes it with the library and the shelf it opens, titles the
// navigation bar, lists the sort options in a menu, asks for the page to start on and binds its output.
import RxSwift

func bindLibraryShelf(loaded: Observable<Void>, sorts: Observable<Int>, disposeBag: DisposeBag) -> String {
    let viewModel = LibraryShelfViewModel(library: LibraryService(), shelfID: "to-read")
    let output = viewModel.transform(input: .init(viewDidLoad: loaded, sortSelected: sorts))
    output.books.drive(onNext: { _ in }).disposed(by: disposeBag)
    let menu = viewModel.sortOptions.map { "\($0)" }.joined(separator: ", ")
    return "\(viewModel.title): \(menu), from page \(viewModel.firstPage)"
}
