// The app's types the AlbumFinish view model uses, and the protocol its view models conform to.
import Foundation

/// Every screen's view model: its inputs in, its outputs out.
protocol ViewModel: AnyObject {
    associatedtype Input
    associatedtype Output

    func transform(_ input: Input) -> Output
}

struct Album: Equatable {
    var title: String
}

enum SaveOption: Equatable {
    case single
    case byDay
}
