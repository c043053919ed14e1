// A subject-style view model whose initializer takes its own `Input` and `Output`, each with a default that makes
// one, so its tests can hand their own while every screen leaves them out, as RxSwift apps write them on a base
// class of their own. Both structs make their relays themselves, so the generated class takes them too
// (`subject-contract: given`): the screens' calls and the test's that hands an `Input` compile unchanged.
import RxCocoa
import RxSwift

class TipPickerViewModel: BaseViewModel {
    struct Input {
        let loadData = PublishRelay<Void>()
        let selectIndex = PublishRelay<Int>()
        let confirm = PublishRelay<Void>()
    }

    struct Output {
        let tips = BehaviorRelay<[Int]>(value: [])
        let confirmed = PublishRelay<Int>()
    }

    let input: Input
    let output: Output

    private var selected = 0

    init(input: Input = Input(), output: Output = Output(), defaultTip: Int) {
        self.input = input
        self.output = output
        super.init()

        self.input.loadData
            .map { [10, 15, 20] }
            .bind(to: self.output.tips)
            .disposed(by: bag)
        self.input.selectIndex
            .subscribe(onNext: { [weak self] index in
                guard let self = self else { return }
                self.selected = self.output.tips.value[index]
            })
            .disposed(by: bag)
        self.input.confirm
            .map { [weak self] in self?.selected ?? defaultTip }
            .bind(to: self.output.confirmed)
            .disposed(by: bag)
    }
}
