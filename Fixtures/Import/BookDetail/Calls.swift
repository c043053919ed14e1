// How the app's list and book screen use the view model: the list makes it with the book it shows; the screen binds
// `transform`, reads the book's pages from the relay, and puts the edited book back into it.
import Foundation
import RxCocoa
import RxSwift

final class BookListScreen {
    func open(_ book: Book, library: LibraryService) -> BookDetailScreen {
        BookDetailScreen(viewModel: BookDetailViewModel(book: book, library: library))
    }
}

final class BookDetailScreen {
    let viewModel: BookDetailViewModel
    let disposeBag = DisposeBag()

    init(viewModel: BookDetailViewModel) {
        self.viewModel = viewModel
    }

    func bind(refresh: Observable<Void>) {
        let output = viewModel.transform(input: BookDetailViewModel.Input(refresh: refresh))
        output.title.drive(onNext: { print($0) }).disposed(by: disposeBag)
        print(viewModel.book.value.pages)
    }

    func didEdit(title: String) {
        var book = viewModel.book.value
        book.title = title
        viewModel.book.accept(book)
    }
}
