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

/// The scene's input struct and states, at the top level of the app's file beside the view model's: the generated
/// file declares neither and uses these (`app-types:`).
struct PantryShelfInput {
	let viewDidLoad: PassthroughSubject<Void, Never>
	let remove: PassthroughSubject<PantryItem, Never>
}

enum PantryShelfState {
	case reload(_ items: [PantryItem])
	case showEmpty
}
