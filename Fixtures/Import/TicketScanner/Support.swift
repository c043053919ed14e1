// The app's types the TicketScanner view model uses, and its protocol of associated types every view model conforms to.
protocol ViewModelProtocol: AnyObject {
    associatedtype Input
    associatedtype Output
}

struct Ticket {
    let code: String
    let seat: String
}

final class TicketGate {
    func check(_ code: String) -> Ticket? {
        code.isEmpty ? nil : Ticket(code: code, seat: "A1")
    }
}
