// The app's types the TripDetail view model uses.
import struct Foundation.Date

struct Trip {
    var departure: Date
    var bookedAt: Date
}
