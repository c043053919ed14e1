// The scene's other file, as the app writes it beside the view model's: the input struct the screen makes and the
// states it switches over, at the top level. The generated file declares both names at its top level in their stead
// (`top-level:`), so the team deletes them here.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct PantryShelfInput {
	let viewDidLoad: PassthroughSubject<Void, Never>
	let remove: PassthroughSubject<PantryItem, Never>
}

enum PantryShelfState {
	case reload(_ items: [PantryItem])
	case showEmpty
}
