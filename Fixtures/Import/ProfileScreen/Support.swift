/// The users the profile reads and saves; a name shorter than two characters is refused.
final class UserStore {
    private(set) var saved: [String] = []
    var name: String
    init(name: String) { self.name = name }
    func save(_ name: String) -> Bool {
        guard name.count >= 2 else { return false }
        saved.append(name)
        self.name = name
        return true
    }
}
