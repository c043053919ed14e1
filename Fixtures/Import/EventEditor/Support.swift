// The app's types the EventEditor view model uses.
struct Folder {
    let id: Int
    let name: String
}

final class EventCalendar {
    var folders: [Folder] = []
}
