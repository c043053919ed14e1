// The app's types the RsvpForm view model uses, and the protocol its view models conform to.
import Foundation

/// Every screen's view model: the `Input` the view sends into and the `Output` it binds to.
protocol BaseViewModel {
    associatedtype Input
    associatedtype Output

    var input: Input { get }
    var output: Output { get }
}

struct Invitation: Equatable {
    var title: String
    var maxGuests: Int
}
