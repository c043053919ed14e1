// How the app uses the banner's view model: the dashboard's data source makes one per outage and hands a copy to each
// cell, the cell binds the drivers and sends its taps, and the coordinator observes what the banner asks for.
import Foundation
import RxCocoa
import RxSwift

final class OutageNoticeCell {
    var viewModel: OutageNoticeViewModel?
    let disposeBag = DisposeBag()

    func configure(with viewModel: OutageNoticeViewModel) {
        self.viewModel = viewModel
        viewModel.output.titleDriver.drive(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.output.restoredByDriver.drive(onNext: { print($0) }).disposed(by: disposeBag)
    }

    func dismissTapped() {
        viewModel?.input.dismissTapObserver.onNext(())
    }

    func detailsTapped() {
        viewModel?.input.detailsTapObserver.onNext(())
    }
}

final class DashboardCoordinator {
    let disposeBag = DisposeBag()
    var rows: [OutageNoticeViewModel] = []

    func show(_ outages: [Outage]) {
        let formatter = DateFormatter()
        rows = outages.map { OutageNoticeViewModel(outage: $0, formatter: formatter) }
        for row in rows {
            row.output.dismissObservable.subscribe(onNext: { print("dismissed") }).disposed(by: disposeBag)
            let details: Observable<Outage> = row.output.openDetailsObservable
            details.subscribe(onNext: { print($0.area) }).disposed(by: disposeBag)
        }
        let cell = OutageNoticeCell()
        if let first = rows.first { cell.configure(with: first) }
    }
}
