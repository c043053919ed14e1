// The screen of the PantryShelf fixture, as the app writes it: it holds the view model as its binding protocol, makes
// the input struct and switches over the states by their top-level names.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class PantryShelfScreen {
	private let viewModel: any PantryShelfViewModelable
	private let input = PantryShelfInput(viewDidLoad: PassthroughSubject(), remove: PassthroughSubject())
	private var subscriptions: Set<AnyCancellable> = []
	private(set) var names: [String] = []

	init(viewModel: some PantryShelfViewModelable) {
		self.viewModel = viewModel
		let state = viewModel.transform(input)
		state.sink { [weak self] in self?.render($0) }.store(in: &subscriptions)
		input.viewDidLoad.send(())
	}

	private func render(_ state: PantryShelfState) {
		switch state {
		case .reload(let items): names = items.map(\.name)
		case .showEmpty: names = []
		}
	}

	func remove(_ item: PantryItem) {
		input.remove.send(item)
	}
}

func makePantryShelf(pantry: PantryStoring) -> PantryShelfScreen {
	PantryShelfScreen(viewModel: PantryShelfViewModel(pantry: pantry))
}
