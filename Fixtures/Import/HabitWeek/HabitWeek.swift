// An RxSwift transform view model whose state is made with an initializer of an array or dictionary type, no type
// written (`var days = [HabitDay](repeating: .placeholder, count: 7)`, as apps fill a grid with placeholder rows until
// the data loads): Swift reads the type from the brackets, whatever the arguments, and so does the import, which
// carries both as the spec's properties, so the screen that reads `viewModel.days` compiles unchanged.
import RxCocoa
import RxSwift

final class HabitWeekViewModel {
    struct Input {
        let viewDidLoad: Observable<Void>
        let toggledDay: Observable<Int>
    }

    struct Output {
        let checkedDays: Driver<[Bool]>
    }

    /// The seven days the week's grid shows, placeholders until the habit loads.
    var days = [HabitDay](repeating: .placeholder, count: 7)
    private(set) var streaks = [String: Int](minimumCapacity: 8)

    private let habitService: HabitService
    private let disposeBag = DisposeBag()

    init(habitService: HabitService) {
        self.habitService = habitService
    }

    func transform(input: Input) -> Output {
        let checked = input.toggledDay
            .map { index in (0..<7).map { $0 == index } }
        return Output(checkedDays: checked.asDriver(onErrorJustReturn: []))
    }
}
