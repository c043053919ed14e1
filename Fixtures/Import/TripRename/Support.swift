// The app's types the TripRename view model uses, and the protocol its view models conform to.
import Foundation

/// Every screen's view model: its inputs in, its outputs out.
protocol ViewModel: AnyObject {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}

struct Trip: Equatable {
    var id: Int
    var title: String
}
