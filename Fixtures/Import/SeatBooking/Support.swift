// The app's types the SeatBooking view model uses.
struct Show {
    let name: String
    let seats: Int
}

struct BookingError: Error {
    let message: String
}

final class BookingService {
    private(set) var taken: Set<String> = []

    func book(_ seat: String, count: Int, of show: Show) -> Result<String, BookingError> {
        guard !taken.contains(seat) else { return .failure(BookingError(message: "\(seat) is taken")) }
        guard count <= show.seats - taken.count else { return .failure(BookingError(message: "Sold out")) }
        taken.insert(seat)
        return .success("\(show.name): \(seat) x\(count)")
    }

    func release(_ seat: String) {
        taken.remove(seat)
    }
}
