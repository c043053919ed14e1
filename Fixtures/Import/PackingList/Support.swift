// The app's types the PackingList view model uses, and the protocol its view models conform to.
import Foundation

/// Every screen's view model: its inputs in, its outputs out.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

struct PackingItem: Equatable {
    var name: String
    var isPacked: Bool
}

final class PackingStore {
    private(set) var items: [PackingItem]

    init(items: [PackingItem]) {
        self.items = items
    }

    func toggle(at index: Int) -> [PackingItem] {
        guard items.indices.contains(index) else { return items }
        items[index].isPacked.toggle()
        return items
    }
}
