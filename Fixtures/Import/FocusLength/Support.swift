// The app's types the FocusLength view model uses.
import Foundation

/// The protocol the app's view models conform to.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}
