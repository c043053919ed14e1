// How the app uses the view model: its screen makes it with the default tip alone and sends into the Input's relays;
// its unit test hands an Input of its own, which the generated class keeps as the hand-written one does.
import RxCocoa
import RxSwift

final class TipPickerScreen {
    let disposeBag = DisposeBag()
    var tips: [Int] = []

    func bind() {
        let viewModel = TipPickerViewModel(defaultTip: 15)
        viewModel.output.tips.subscribe(onNext: { [weak self] in self?.tips = $0 }).disposed(by: disposeBag)
        viewModel.output.confirmed.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.input.loadData.accept(())
        viewModel.input.selectIndex.accept(1)
        viewModel.input.confirm.accept(())
    }
}

func tipPickerTest() {
    let input = TipPickerViewModel.Input()
    let viewModel = TipPickerViewModel(input: input, defaultTip: 10)
    input.confirm.accept(())
    print(viewModel.output.confirmed)
}
