// The app's types the ContactBook view model uses.
import Foundation

struct Contact {
    var name: String
    var age: Int
    var number: String
}

final class ContactSettings {
    private let sizes: [String: Int]

    init(sizes: [String: Int] = ["contacts": 2]) {
        self.sizes = sizes
    }

    func pageSize(for screen: String) -> Int {
        sizes[screen] ?? 20
    }
}
