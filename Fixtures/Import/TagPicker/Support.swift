// The app's types the TagPicker view model uses.

struct TagRow {
    var name: String
    var isPicked: Bool
}

final class TagStore {
    func tags() -> [String] {
        ["travel", "food", "family"]
    }
}
