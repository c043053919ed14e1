// An RxSwift view model of the subject-bridged style as a notes app writes it: `input` of observers, `output` of
// streams, and beside them what its coordinator uses. The coordinator holds the view model and sets itself as
// `coordinator`, held weakly so that neither keeps the other alive, and follows `routes`, a relay the screen's compose
// button accepts into through `compose()`; the screen reads how many notes are pinned.
import Foundation
import RxCocoa
import RxSwift

final class NoteBoardViewModel {
    struct Input {
        let refresh: AnyObserver<Void>
    }

    struct Output {
        let notes: Driver<[Note]>
    }

    let input: Input
    let output: Output

    weak var coordinator: NoteBoardCoordinating?
    let routes = PublishRelay<NoteRoute>()
    var pinnedCount = 0

    var hasPinned: Bool {
        pinnedCount > 0
    }

    private let refreshSubject = PublishSubject<Void>()

    init(store: NoteStore) {
        input = Input(refresh: refreshSubject.asObserver())
        output = Output(notes: refreshSubject.map { store.notes() }.asDriver(onErrorJustReturn: []))
    }

    /// The screen's compose button.
    func compose() {
        routes.accept(.editor)
    }
}
