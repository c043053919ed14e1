// An RxCocoa view model of the subject-bridged style written as a struct, as an internet provider's app writes the view
// models of its dashboard's cells: each row's view model is made by the table's data source and copied into its cell,
// and its subjects, which every copy shares, carry what the cell sends and what the dashboard's coordinator observes.
import Foundation
import RxCocoa
import RxSwift

/// The banner the dashboard shows while the provider's network is down in the customer's area.
struct OutageNoticeViewModel {
    /// What the cell sends.
    struct Input {
        let dismissTapObserver: AnyObserver<Void>
        let detailsTapObserver: AnyObserver<Void>
    }

    /// What the cell shows, and what the dashboard's coordinator observes.
    struct Output {
        let titleDriver: Driver<String>
        let restoredByDriver: Driver<String>
        let dismissObservable: Observable<Void>
        let openDetailsObservable: Observable<Outage>
    }

    let input: Input
    let output: Output

    private let dismissSubject = PublishSubject<Void>()
    private let detailsSubject = PublishSubject<Void>()

    init(outage: Outage, formatter: DateFormatter) {
        input = Input(
            dismissTapObserver: dismissSubject.asObserver(),
            detailsTapObserver: detailsSubject.asObserver()
        )
        let restoredBy = outage.restoredBy.map { "Expected back by \(formatter.string(from: $0))" } ?? "We're on it"
        output = Output(
            titleDriver: .just(outage.area + " is offline"),
            restoredByDriver: .just(restoredBy),
            dismissObservable: dismissSubject.asObservable(),
            openDetailsObservable: detailsSubject.map { outage }
        )
    }
}
