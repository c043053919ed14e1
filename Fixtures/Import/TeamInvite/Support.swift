// The app's types the TeamInvite view model uses.
struct Friend {
    let id: String
    let name: String
}

final class Uploader {
    func upload(_ name: String, completion: @escaping (Bool) -> Void) {
        completion(!name.isEmpty)
    }
}
