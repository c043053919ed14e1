// The app's types the InboxScreen view model uses.
final class PreviewSource {}

final class Mailbox {
    func unread() -> Int { 3 }
}

final class InboxRouter {
    private(set) var sources: [PreviewSource] = []

    func registerPreview(from sourceView: PreviewSource) {
        sources.append(sourceView)
    }
}

enum MailFolder {
    case inbox, archive
}
