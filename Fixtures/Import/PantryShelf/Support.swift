#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The protocol every view model of the app conforms to, through its scene's binding protocol.
protocol ViewModelable {
	associatedtype Input
	associatedtype State
	associatedtype Output

	func transform(_ input: Input) -> Output
}

struct PantryItem: Equatable {
	var name: String
}

protocol PantryStoring {
	func items() -> [PantryItem]
	func remove(_ item: PantryItem)
}
