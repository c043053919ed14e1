// The app's types the OutageNotice view model uses: an outage the provider's status service reports.
import Foundation

struct Outage: Equatable {
    let area: String
    let restoredBy: Date?
}
