// How the museum app's artwork screen uses the view model: it reads the streams through `output`, which the
// hand-written view model declares implicitly unwrapped, and sends the taps into `input`.
import RxSwift

func bindArtworkDetail(_ viewModel: ArtworkDetailViewModel, bag: DisposeBag) {
    viewModel.output.title.subscribe(onNext: { print($0) }).disposed(by: bag)
    viewModel.output.maker.subscribe(onNext: { print("by \($0)") }).disposed(by: bag)
    let isSaved: Observable<Bool> = viewModel.output.isSaved
    isSaved.subscribe(onNext: { print($0 ? "Saved" : "Save") }).disposed(by: bag)
    viewModel.input.saveTapped.onNext(())
    viewModel.input.shareTapped.onNext(())
}
