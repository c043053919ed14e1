// The app's library types the shelf screen shows.
struct Shelf {
    var id: String
    var name: String
}

enum ShelfSort {
    case title
    case author
    case recentlyAdded
}

struct LibraryService {
    func shelf(id: String) -> Shelf { Shelf(id: id, name: "To read") }
    func sortOptions(for shelfID: String) -> [ShelfSort] { [.title, .author, .recentlyAdded] }
    func savedPage(of shelfID: String) -> Int? { nil }
}
