// An RxSwift transform view model of a book's screen, as apps that hand a screen its model write it: the view model is
// made with the book the list shows (`init(book: Book, ...)`) and keeps it in a relay that starts with it, which its
// transform maps into the title and the screen reads (`viewModel.book.value`) and replaces once the book is edited.
import Foundation
import RxCocoa
import RxSwift

final class BookDetailViewModel: ViewModelType {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let title: Driver<String>
        let isLoading: Driver<Bool>
    }

    let book: BehaviorRelay<Book>
    private let library: LibraryService

    init(book: Book, library: LibraryService) {
        self.book = BehaviorRelay(value: book)
        self.library = library
    }

    func transform(input: Input) -> Output {
        let title = book.map { $0.title }.asDriver(onErrorJustReturn: "")
        let isLoading = input.refresh.map { true }.asDriver(onErrorJustReturn: false)
        return Output(title: title, isLoading: isLoading)
    }
}
