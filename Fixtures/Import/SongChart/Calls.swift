// How the app's chart screen uses the view model: it makes the Input with its search stream alone, sends into the
// Input's own subjects and relays, and binds the Output's.
import RxRelay
import RxSwift

func bindSongChart(_ viewModel: SongChartViewModel, search: Observable<String>) -> DisposeBag {
    let disposeBag = DisposeBag()
    let input = SongChartViewModel.Input(search: search)
    let output = viewModel.transform(from: input)
    output.songs.subscribe(onNext: { print($0.map(\.title)) }).disposed(by: disposeBag)
    output.showToast.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    output.isLoading.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
    let shown: [Song] = output.songs.value
    print(shown, output.updateTime.value)
    input.fetchChart.onNext(())
    input.refreshPulled.accept(())
    input.selectRow.onNext(2)
    input.showsNewOnly.accept(!input.showsNewOnly.value)
    return disposeBag
}
