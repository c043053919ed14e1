// An RxSwift transform view model of a focus timer's setup step, as a timer app writes it: the lengths the picker
// offers are a relay started with a literal list of minutes, its type left to Swift (`BehaviorRelay<[Int]>`), which
// the picker screen reads to fill its rows; the length picked is a relay started with a literal too.
import Foundation
import RxCocoa
import RxSwift

final class FocusLengthViewModel: ViewModelType {
    /// The lengths of a focus session the picker offers, in minutes.
    let lengthChoices = BehaviorRelay(value: [15, 20, 25, 30, 45, 50, 60, 90])
    /// The length picked, 25 minutes until the user picks another.
    let pickedLength = BehaviorRelay(value: 25)
    private let disposeBag = DisposeBag()

    struct Input {
        let rowSelected: ControlEvent<(row: Int, component: Int)>
        let startTapped: ControlEvent<Void>
    }

    struct Output {
        let lengthChoices: BehaviorRelay<[Int]>
        let pickedLength: BehaviorRelay<Int>
        let startSession: PublishRelay<Int>
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
