// The app's types the ShiftRoster view model uses.
final class RosterService {
    init() {}

    func shiftTitles() -> [String] {
        ["Mon 9-13", "Wed 14-18"]
    }
}
