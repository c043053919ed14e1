// A Combine triplet of an audiobook app's shelf, as teams write it once Swift concurrency reached their screens: the
// view awaits the first load before it hides its spinner, and awaits the removal of a book, catching what the library
// throws; the rest are inputs the view sends and streams it binds. vmgen imports the rest and refuses the two the view
// awaits, each where it stands.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol ShelfBrowserViewModelInputs {
    /// Call when the user types in the search field.
    func queryChanged(_ query: String)
    /// Call once the shelf appears; returns when the books are loaded.
    func load() async
    /// Call when the user removes the book at `index`; throws what the library throws.
    func removeBook(at index: Int) async throws
}

protocol ShelfBrowserViewModelOutputs {
    /// The titles of the books on the shelf that match the query.
    var titles: AnyPublisher<[String], Never> { get }
}

protocol ShelfBrowserViewModelType {
    var inputs: ShelfBrowserViewModelInputs { get }
    var outputs: ShelfBrowserViewModelOutputs { get }
}

final class ShelfBrowserViewModel: ShelfBrowserViewModelType, ShelfBrowserViewModelInputs, ShelfBrowserViewModelOutputs {
    var inputs: ShelfBrowserViewModelInputs { self }
    var outputs: ShelfBrowserViewModelOutputs { self }

    let titles: AnyPublisher<[String], Never>

    private let library: ShelfLibrary
    private let shown = CurrentValueSubject<[String], Never>([])
    private var books: [String] = []
    private var query = ""

    init(library: ShelfLibrary) {
        self.library = library
        titles = shown.eraseToAnyPublisher()
    }

    func queryChanged(_ query: String) {
        self.query = query
        show()
    }

    func load() async {
        books = await library.titles()
        show()
    }

    func removeBook(at index: Int) async throws {
        let title = shown.value[index]
        try await library.remove(title)
        books.removeAll { $0 == title }
        show()
    }

    private func show() {
        shown.send(query.isEmpty ? books : books.filter { $0.contains(query) })
    }
}
