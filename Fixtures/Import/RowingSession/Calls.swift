// How the app uses the view model: the rowing screen hands its `Input` and binds the `Output`; the splits table's data
// source and the summary screen read the view model's current values.
import Foundation
import RxCocoa
import RxSwift

final class RowingSessionScreen {
    let disposeBag = DisposeBag()
    var strokeLabel = ""

    func bind(_ viewModel: RowingSessionViewModel, start: Observable<Void>, stroke: Observable<Void>, stop: Observable<Void>) {
        let output = viewModel.transform(input: RowingSessionViewModel.Input(start: start, stroke: stroke, stop: stop))
        output.strokeText
            .drive(onNext: { [weak self] in self?.strokeLabel = $0 })
            .disposed(by: disposeBag)
        output.isRowing
            .drive(onNext: { print($0 ? "rowing" : "resting") })
            .disposed(by: disposeBag)
    }

    func numberOfRows(_ viewModel: RowingSessionViewModel) -> Int {
        viewModel.splits.count
    }

    func title(of row: Int, _ viewModel: RowingSessionViewModel) -> String {
        let split = viewModel.splits[row]
        return "\(split.strokes) strokes in \(split.seconds) s"
    }
}

func summary(of viewModel: RowingSessionViewModel) -> String {
    "You rowed \(viewModel.strokeCount) strokes"
}
