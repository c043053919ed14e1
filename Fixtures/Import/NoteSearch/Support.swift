// The app's types the NoteSearch view model uses.
import RxSwift

struct Note {
    var title: String
}

final class NoteStore {
    func notes(matching query: String) -> Observable<[Note]> {
        .just([Note(title: query)])
    }
}
