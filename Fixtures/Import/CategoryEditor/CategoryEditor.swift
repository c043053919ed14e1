// An RxSwift transform view model of a category editor: the screen keeps the color the user picked and who may see
// the category in relays it makes with what it shows and hands in (`BehaviorRelay<Color>`, an app struct,
// `BehaviorRelay<Visibility>`, an enum whose first case carries the friends it is shared with). The view model reads
// the screen's relays, whose types have no value a spec could start them with; the spec says each as the value the logic is handed as it is (`@value selectedColor:
// BehaviorRelay<Color>`), and test support's probe takes the relays the test makes.
import Foundation
import RxRelay
import RxSwift

final class CategoryEditorViewModel {
    private let categories: CategoryService
    private let disposeBag = DisposeBag()

    init(categories: CategoryService) {
        self.categories = categories
    }

    struct Input {
        let nameChanged: Observable<String>
        let saveTapped: Observable<Void>
        /// The color picked in the color sheet.
        let selectedColor: BehaviorRelay<Color>
        let selectedVisibility: BehaviorRelay<Visibility>
    }

    struct Output {
        let canSave: Observable<Bool>
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
