// How the app's setup screen uses the view model: it fills the picker's rows from the lengths the view model offers,
// shows the one picked, and hands in the picker's and the button's events.
import Foundation
import RxCocoa
import RxSwift

final class FocusLengthScreen {
    let viewModel = FocusLengthViewModel()
    let disposeBag = DisposeBag()
    var rowTitles: [String] = []

    func bind(rowSelected: ControlEvent<(row: Int, component: Int)>, startTapped: ControlEvent<Void>) {
        rowTitles = viewModel.lengthChoices.value.map { "\($0) min" }
        let output = viewModel.transform(input: .init(rowSelected: rowSelected, startTapped: startTapped))
        output.pickedLength
            .subscribe(onNext: { minutes in print("picked \(minutes)") })
            .disposed(by: disposeBag)
        output.startSession
            .subscribe(onNext: { minutes in print("start \(minutes)") })
            .disposed(by: disposeBag)
    }

    func reset() {
        viewModel.pickedLength.accept(viewModel.lengthChoices.value[2])
    }
}
