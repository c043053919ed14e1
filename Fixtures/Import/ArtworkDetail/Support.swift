// The app's types the ArtworkDetail view model uses, and its protocol of associated types every view model conforms to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
}

struct Artwork {
    let id: String
    let title: String
    let maker: String
}

final class Collection {
    private var saved: Set<String> = []

    func contains(_ id: String) -> Bool {
        saved.contains(id)
    }

    func toggle(_ id: String) -> Bool {
        if saved.remove(id) == nil { saved.insert(id) }
        return saved.contains(id)
    }
}
