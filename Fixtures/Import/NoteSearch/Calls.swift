// How the app's note search uses the view model: it sends what the field holds, shows the query as typed and the
// notes that match, and clears the field.
import RxSwift

final class NoteSearchScreen {
    var hint = ""

    func bind(_ viewModel: NoteSearchViewModelType, disposeBag: DisposeBag) {
        viewModel.inputs.query.onNext("milk")
        viewModel.outputs.querySubject.subscribe(onNext: { [weak self] in self?.hint = $0 }).disposed(by: disposeBag)
        viewModel.outputs.notes.subscribe(onNext: { print($0.map(\.title)) }).disposed(by: disposeBag)
        viewModel.inputs.clear()
    }
}

func showNoteSearch(disposeBag: DisposeBag) {
    NoteSearchScreen().bind(NoteSearchViewModel(store: NoteStore()), disposeBag: disposeBag)
}
