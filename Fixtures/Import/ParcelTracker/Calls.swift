// How the app's screen uses the view model: it builds the Input from its controls and calls `convert`.
import RxCocoa
import RxSwift

final class ParcelTrackerScreen {
    let disposeBag = DisposeBag()
    let viewModel = ParcelTrackerViewModel(service: ParcelService())
    let codeField = PublishRelay<String>()
    let refreshButton = PublishRelay<Void>()
    var statusText = ""

    func bind() {
        let input = ParcelTrackerViewModel.Input(
            viewDidLoad: .just(()),
            trackingCode: codeField.asObservable(),
            refreshTap: refreshButton.asObservable())
        let output = viewModel.convert(input: input, disposeBag: disposeBag)
        output.status.drive(onNext: { [weak self] in self?.statusText = $0 }).disposed(by: disposeBag)
        output.isLoading.drive(onNext: { print($0) }).disposed(by: disposeBag)
        output.errorMessage.emit(onNext: { print($0) }).disposed(by: disposeBag)
    }
}
