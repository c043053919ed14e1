// An RxSwift triplet whose inputs protocol declares every property the view sends into settable, '{ get set }', as
// some teams write each input, and whose class keeps each in a 'var': the subjects the buttons send into, the relay
// the name field fills, started empty.
import RxCocoa
import RxSwift

protocol PlantEditorViewModelInputs {
    /// Sends when the save button is tapped.
    var save: PublishSubject<Void> { get set }
    /// Sends the tag the user picked.
    var tagPicked: PublishSubject<PlantTag> { get set }
    /// What the name field holds.
    var name: BehaviorRelay<String> { get set }
}

protocol PlantEditorViewModelOutputs {
    /// Whether the save button is enabled.
    var canSave: Observable<Bool> { get }
    /// Emits the plant once it is saved.
    var saved: Observable<Plant> { get }
}

protocol PlantEditorViewModelType {
    var inputs: PlantEditorViewModelInputs { get }
    var outputs: PlantEditorViewModelOutputs { get }
}

final class PlantEditorViewModel: PlantEditorViewModelType, PlantEditorViewModelInputs, PlantEditorViewModelOutputs {
    var inputs: PlantEditorViewModelInputs { return self }
    var outputs: PlantEditorViewModelOutputs { return self }

    // MARK: - Input

    var save = PublishSubject<Void>()
    var tagPicked = PublishSubject<PlantTag>()
    var name = BehaviorRelay<String>(value: "")

    // MARK: - Output

    let canSave: Observable<Bool>
    let saved: Observable<Plant>

    init(garden: Garden) {
        canSave = name.map { !$0.isEmpty }
        let tag = tagPicked.startWith(.none)
        saved = save
            .withLatestFrom(Observable.combineLatest(name, tag))
            .flatMapLatest { name, tag in garden.add(Plant(name: name, tag: tag)) }
    }
}
