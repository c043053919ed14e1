// The app's types the CategoryEditor view model uses.
struct Color: Hashable {
    let id: Int
    let hexCode: String
}

enum Visibility {
    case sharedWith([String])
    case everyone
    case onlyMe
}

final class CategoryService {
    var names: [String] = []
}
