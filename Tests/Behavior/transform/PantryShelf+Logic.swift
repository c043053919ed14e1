// The hand-written logic of the PantryShelf fixture (Fixtures/Import/PantryShelf): the items in the pantry when the
// screen loads and after each removal; an empty pantry is the empty state.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension PantryShelfViewModelLogic {
    static func transform(_ input: Input, pantry: PantryStoring) -> Output {
        let removed = input.remove.map { item -> Void in pantry.remove(item) }
        let items = [input.viewDidLoad.eraseToAnyPublisher(), removed.eraseToAnyPublisher()].publisher
            .flatMap { $0 }
            .map { pantry.items() }
            .share()
        return Output(
            reload: items.filter { !$0.isEmpty }.eraseToAnyPublisher(),
            showEmpty: items.filter(\.isEmpty).map { _ in () }.eraseToAnyPublisher()
        )
    }
}
