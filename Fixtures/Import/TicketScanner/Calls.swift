// How the app uses the scanner: the screen sends codes into `input` and binds the `Driver`s; the coordinator
// subscribes to the `Observable`s, typed as the app typed them.
import RxCocoa
import RxSwift

func bindTicketScanner(_ viewModel: TicketScannerViewModel, bag: DisposeBag) {
    viewModel.output.isChecking.drive(onNext: { print($0) }).disposed(by: bag)
    let status: Driver<String> = viewModel.output.status
    status.drive(onNext: { print($0) }).disposed(by: bag)
    viewModel.input.scannedCode.onNext("T-1")
    viewModel.input.closeTapped.onNext(())
}

func coordinateTicketScanner(_ viewModel: TicketScannerViewModel, bag: DisposeBag) {
    let accepted: Observable<Ticket> = viewModel.output.accepted
    accepted.subscribe(onNext: { print($0.seat) }).disposed(by: bag)
    let failure: Observable<Error> = viewModel.output.failure
    failure.subscribe(onNext: { print($0) }).disposed(by: bag)
    viewModel.output.close.drive(onNext: { print("closed") }).disposed(by: bag)
}
