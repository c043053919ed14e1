// The app's types the LanguagePicker view model uses.
import RxSwift

final class LanguageCatalog {
    func languages() -> Observable<[String]> {
        .just(["Swift", "Kotlin"])
    }
}
