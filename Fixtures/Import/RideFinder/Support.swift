// The app's types the RideFinder view model uses.
struct Coordinate {
    let latitude: Double
    let longitude: Double
}

struct Ride {
    let id: Int
    let isFree: Bool
}

final class Locator {
    func current() -> Coordinate {
        Coordinate(latitude: 52.5, longitude: 13.4)
    }
}
