// An RxSwift triplet whose view sends into an input subject the inputs protocol declares, made in the initializer
// with the streams, and whose class keeps a helper for the screens that only want the list reloaded: 'reload()' sends
// into that same input subject, which the generated class declares too, so the helper moves as written to an
// extension of it.
import RxSwift

protocol LanguagePickerViewModelInputs {
    /// Sends when the list appears or is pulled to refresh.
    var loadTrigger: PublishSubject<Void> { get }
    /// Call when a language is picked.
    func pick(at index: Int)
}

protocol LanguagePickerViewModelOutputs {
    /// Emits the languages to list.
    var languages: Observable<[String]> { get }
    /// Emits the language picked.
    var picked: Observable<String> { get }
}

protocol LanguagePickerViewModelType {
    var inputs: LanguagePickerViewModelInputs { get }
    var outputs: LanguagePickerViewModelOutputs { get }
}

final class LanguagePickerViewModel: LanguagePickerViewModelType, LanguagePickerViewModelInputs, LanguagePickerViewModelOutputs {
    var inputs: LanguagePickerViewModelInputs { return self }
    var outputs: LanguagePickerViewModelOutputs { return self }

    // MARK: Inputs
    let loadTrigger: PublishSubject<Void>

    // MARK: Outputs
    let languages: Observable<[String]>
    let picked: Observable<String>

    // MARK: Private
    private let pickedIndex = PublishSubject<Int>()

    init(catalog: LanguageCatalog) {
        loadTrigger = PublishSubject<Void>()
        let loaded = loadTrigger.flatMapLatest { catalog.languages() }.share(replay: 1)
        languages = loaded
        picked = pickedIndex.withLatestFrom(loaded) { index, list in list[index] }
    }

    func pick(at index: Int) {
        pickedIndex.onNext(index)
    }

    /// Reloads the list, as pulling to refresh does.
    func reload() {
        loadTrigger.onNext(())
    }
}
