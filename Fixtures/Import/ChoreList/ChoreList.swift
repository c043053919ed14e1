// An RxSwift view model of the transform style as a chores app writes it: the list and the household it shows are
// relays and subjects the class keeps without a written type, as Swift infers them from their starting values: a
// `lazy var` started with the chores it stores, and relays started with a value its type's initializer makes.
import Foundation
import RxCocoa
import RxSwift

final class ChoreListViewModel {
    var chores: [Chore] = [
        Chore(title: "Dishes", isDone: false),
        Chore(title: "Laundry", isDone: false),
    ]

    lazy var choreList = BehaviorSubject(value: chores)

    let household = BehaviorRelay(value: Household(name: "Home", members: 1))

    let suggestions = BehaviorRelay(value: [Chore]())

    let disposeBag = DisposeBag()

    struct Input {
        let addTap: Observable<String>
        let doneTap: Observable<Int>
    }

    struct Output {
        let choreList: Observable<[Chore]>
        let remaining: Driver<Int>
    }

    func transform(input: Input) -> Output {
        input.addTap
            .withLatestFrom(choreList) { title, chores in chores + [Chore(title: title, isDone: false)] }
            .subscribe(onNext: { [weak self] chores in self?.choreList.onNext(chores) })
            .disposed(by: disposeBag)
        input.doneTap
            .withLatestFrom(choreList) { row, chores -> [Chore] in
                var chores = chores
                chores[row].isDone = true
                return chores
            }
            .subscribe(onNext: { [weak self] chores in self?.choreList.onNext(chores) })
            .disposed(by: disposeBag)
        let remaining = choreList
            .map { $0.filter { !$0.isDone }.count }
            .asDriver(onErrorJustReturn: 0)
        return Output(choreList: choreList.asObservable(), remaining: remaining)
    }
}
