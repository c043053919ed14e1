// How the app's episode screen uses the view model: it sends into the view model's own `input` and binds the
// `output` the view model makes of it when first read.
import RxSwift

func bindEpisodeGuide(service: EpisodeService) -> DisposeBag {
    let disposeBag = DisposeBag()
    var viewModel = EpisodeGuideViewModel(service: service, season: 2)
    viewModel.output.episodes.subscribe(onNext: { print($0.map(\.title)) }).disposed(by: disposeBag)
    viewModel.output.watched.subscribe(onNext: { print($0.title) }).disposed(by: disposeBag)
    viewModel.input.refresh.onNext(())
    viewModel.input.episodeTapped.onNext(0)
    let input: EpisodeGuideViewModel.Input = viewModel.input
    print(input, viewModel.season)
    return disposeBag
}

/// What the app's screens do with any view model of theirs: bind its input and output, through the app's protocol.
func bindAny<ViewModel: Bindable>(_ viewModel: ViewModel) -> (ViewModel.Input, ViewModel.Output) {
    var viewModel = viewModel
    return (viewModel.input, viewModel.output)
}

func bindThroughTheProtocol(service: EpisodeService) {
    let (input, _) = bindAny(EpisodeGuideViewModel(service: service, season: 1))
    input.refresh.onNext(())
}
