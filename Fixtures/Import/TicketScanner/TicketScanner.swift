// An RxCocoa view model of the subject-bridged style as an event app's scanner screen writes it: `Input` holds
// observers bridged to private subjects; `Output` holds `Driver`s the screen binds, and, among them, the `Observable`s
// its coordinator subscribes to (a ticket accepted, a failure), which the app keeps `Observable` rather than `Driver`.
import RxCocoa
import RxSwift

/// The ticket scanner at the venue's door.
final class TicketScannerViewModel: ViewModelProtocol {
    struct Input {
        let scannedCode: AnyObserver<String>
        let closeTapped: AnyObserver<Void>
    }

    struct Output {
        let isChecking: Driver<Bool>
        let status: Driver<String>
        /// The ticket the door let in: the coordinator shows the seat.
        let accepted: Observable<Ticket>
        let failure: Observable<Error>
        let close: Driver<Void>
    }

    let input: Input
    let output: Output

    private let scannedCodeSubject = PublishSubject<String>()
    private let closeSubject = PublishSubject<Void>()
    private let acceptedSubject = PublishSubject<Ticket>()
    private let failureSubject = PublishSubject<Error>()

    init(gate: TicketGate) {
        input = Input(scannedCode: scannedCodeSubject.asObserver(), closeTapped: closeSubject.asObserver())
        let checking = scannedCodeSubject.map { _ in true }.asDriver(onErrorJustReturn: false)
        output = Output(isChecking: checking,
                        status: scannedCodeSubject.map { "Checking \($0)" }.asDriver(onErrorJustReturn: ""),
                        accepted: acceptedSubject.asObservable(),
                        failure: failureSubject.asObservable(),
                        close: closeSubject.asDriver(onErrorJustReturn: ()))
    }
}
