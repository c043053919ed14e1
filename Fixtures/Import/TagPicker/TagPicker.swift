// A Combine triplet whose protocols take the type protocol's name as their base (`TagPickerViewModelTypeInput`,
// `TagPickerViewModelTypeOutput`), the type protocol refining both and declaring nothing of its own, as a template
// that names the groups after the type writes them; the screen holds the view model as that type.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

protocol TagPickerViewModelTypeInput {
    /// Call when the list appears.
    func viewDidAppear()
    /// Call when a row is tapped.
    func didSelectRow(at index: Int)
}

protocol TagPickerViewModelTypeOutput {
    /// The tags to list, each with whether it is picked.
    var rows: AnyPublisher<[TagRow], Never> { get }
    /// Whether the done button is enabled.
    var isDoneEnabled: AnyPublisher<Bool, Never> { get }
}

protocol TagPickerViewModelType: TagPickerViewModelTypeInput, TagPickerViewModelTypeOutput {}

final class TagPickerViewModel: TagPickerViewModelType {
    let rows: AnyPublisher<[TagRow], Never>
    let isDoneEnabled: AnyPublisher<Bool, Never>

    private let appeared = PassthroughSubject<Void, Never>()
    private let selected = PassthroughSubject<Int, Never>()

    init(store: TagStore) {
        let picked = selected
            .scan(Set<Int>()) { picked, index in
                picked.contains(index) ? picked.subtracting([index]) : picked.union([index])
            }
            .prepend([])
        rows = appeared
            .map { store.tags().map { TagRow(name: $0, isPicked: false) } }
            .eraseToAnyPublisher()
        isDoneEnabled = picked.map { !$0.isEmpty }.eraseToAnyPublisher()
    }

    func viewDidAppear() {
        appeared.send(())
    }

    func didSelectRow(at index: Int) {
        selected.send(index)
    }
}
