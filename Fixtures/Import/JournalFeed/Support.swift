// The app's types the JournalFeed view model uses.
struct JournalEntry {
    var title: String
}

final class JournalStore {
    func entries() -> [JournalEntry] {
        [JournalEntry(title: "First day")]
    }
}
