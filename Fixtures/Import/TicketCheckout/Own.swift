// What the team keeps of its hand-written view model when the generated one replaces it: the struct of what the flow
// makes the screen with, moved as written into an extension of the generated class in a file of the team's own.
import Foundation

extension TicketCheckoutViewModel {
    struct Input {
        let eventName: String
        let seats: Int
        let pricePerSeat: Int
    }
}
