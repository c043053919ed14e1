// The app's types the TicketCheckout view model uses: the order the flow hears of once it is paid.
import Foundation

struct TicketOrder: Equatable {
    let eventName: String
    let seats: Int
}
