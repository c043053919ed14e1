// The app's types the BookDetail view model uses.
import Foundation
import RxSwift

/// The app's protocol of its transform view models.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// A book of the library.
struct Book {
    var title: String
    var pages: Int
}

/// Where the app loads and saves books.
protocol LibraryService {
    func book(titled title: String) -> Observable<Book>
}
