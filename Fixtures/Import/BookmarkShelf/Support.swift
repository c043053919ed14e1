// The app's types the BookmarkShelf view model uses.
import Foundation

struct Bookmark: Equatable, Identifiable {
    let id: Int
    var title: String
}

/// Where the reader keeps its bookmarks.
final class BookmarkStore {
    private var stored: [Bookmark]

    init(_ stored: [Bookmark]) {
        self.stored = stored
    }

    func bookmarks() -> [Bookmark] { stored }

    func remove(id: Int) { stored.removeAll { $0.id == id } }
}
