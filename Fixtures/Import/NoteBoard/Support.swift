// The app's types the NoteBoard view model uses.
import Foundation

struct Note: Equatable {
    var title: String
    var isPinned: Bool
}

/// Where the note board's coordinator goes.
enum NoteRoute {
    case editor
    case note(Int)
}

/// What the view model asks its coordinator.
protocol NoteBoardCoordinating: AnyObject {
    func close()
}

/// The notes kept on the device.
protocol NoteStore {
    func notes() -> [Note]
}
