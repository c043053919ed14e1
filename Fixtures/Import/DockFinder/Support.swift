// The app's types the DockFinder view model uses.
struct Dock {
    let name: String
    let bikes: Int
}

final class DockMap {
    func nearby() -> [Dock] {
        [Dock(name: "Station", bikes: 3)]
    }
}
