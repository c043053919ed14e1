// How the app uses the view model: the screen sends through the type protocol's groups and reads the outputs there.
import RxSwift

func bindMeterReading(_ viewModel: MeterReadingViewModelType, disposeBag: DisposeBag) {
    viewModel.input.viewDidAppear.onNext(())
    viewModel.input.typedReading.onNext("00422")
    viewModel.output.isSaveEnabled.subscribe(onNext: { _ in }).disposed(by: disposeBag)
    viewModel.output.lastReading.subscribe(onNext: { _ in }).disposed(by: disposeBag)
}

func makeMeterReading() -> MeterReadingViewModelType {
    MeterReadingViewModel(meterService: MeterService())
}
