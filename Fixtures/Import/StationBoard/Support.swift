// The app's types the departures board uses: the box its screens bind, the departures and the service that loads them.
import Foundation

final class Box<T> {
    typealias Listener = (T) -> Void

    var listener: Listener?
    var value: T {
        didSet { listener?(value) }
    }

    init(_ value: T) {
        self.value = value
    }

    func bind(_ listener: Listener?) {
        self.listener = listener
        listener?(value)
    }
}

struct Departure {
    let line: String
    let minutes: Int
}

struct StationBoard {
    let departures: [Departure]
}

struct DepartureRow {
    let departure: Departure
    let isLate: Bool
}

protocol DepartureService {
    func fetchBoard(_ completion: @escaping (StationBoard) -> Void)
    func isDelayed(_ departure: Departure) -> Bool
}
