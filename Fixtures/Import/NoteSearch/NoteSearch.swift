// An RxSwift triplet whose input is the subject the search field sends into, started empty, and whose output of the
// query as typed is named after that subject: 'querySubject' reads 'query'. The subject vmgen would keep behind the
// input 'query' takes that name too, so the input gets a stream name of its own, before its starting value.
import RxSwift

protocol NoteSearchViewModelInputs {
    /// What the search field holds.
    var query: BehaviorSubject<String> { get }
    /// Call when the clear button is tapped.
    func clear()
}

protocol NoteSearchViewModelOutputs {
    /// The query as typed, for the field's hint.
    var querySubject: Observable<String> { get }
    /// The notes that match the query.
    var notes: Observable<[Note]> { get }
}

protocol NoteSearchViewModelType {
    var inputs: NoteSearchViewModelInputs { get }
    var outputs: NoteSearchViewModelOutputs { get }
}

final class NoteSearchViewModel: NoteSearchViewModelType, NoteSearchViewModelInputs, NoteSearchViewModelOutputs {
    var inputs: NoteSearchViewModelInputs { return self }
    var outputs: NoteSearchViewModelOutputs { return self }

    // Inputs
    let query = BehaviorSubject<String>(value: "")

    // Outputs
    var querySubject: Observable<String> {
        return query.asObservable()
    }
    let notes: Observable<[Note]>

    init(store: NoteStore) {
        notes = query
            .distinctUntilChanged()
            .flatMapLatest { store.notes(matching: $0) }
    }

    func clear() {
        query.onNext("")
    }
}
