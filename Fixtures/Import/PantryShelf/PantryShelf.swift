// A transform of states as some Combine apps write every screen: a binding protocol fixes the associated types of the
// app's shared protocol with a `where` clause, the class conforms to it in an extension, and its `transform` names
// `Input` and `Output`, which only the clause binds; the input struct and the enum of states stand at the top level of
// the scene's other file (`Support.swift`), which stays as written.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol PantryShelfViewModelable: ViewModelable
where Input == PantryShelfInput,
  State == PantryShelfState,
  Output == AnyPublisher<State, Never> { }

final class PantryShelfViewModel {
	private let pantry: PantryStoring

	init(pantry: PantryStoring) {
		self.pantry = pantry
	}
}

extension PantryShelfViewModel: PantryShelfViewModelable {
	func transform(_ input: Input) -> Output {
		let loaded: Output = input.viewDidLoad
			.map { [pantry] in PantryShelfState.reload(pantry.items()) }
			.eraseToAnyPublisher()
		let removed: Output = input.remove
			.map { [pantry] in
				pantry.remove($0)
				return PantryShelfState.reload(pantry.items())
			}
			.eraseToAnyPublisher()
		return [loaded, removed].publisher.flatMap { $0 }.eraseToAnyPublisher()
	}
}
