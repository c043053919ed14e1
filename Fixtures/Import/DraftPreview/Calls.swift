// How the app uses the view model: its screen binds it, and its coordinator hands it to a task that publishes in the
// background, which takes only what is `Sendable`.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindDraftPreview(_ viewModel: DraftPreviewViewModel, back: AnyPublisher<Void, Never>, publish: AnyPublisher<Void, Never>)
    -> Set<AnyCancellable>
{
    var cancellables = Set<AnyCancellable>()
    let output = viewModel.transform(input: DraftPreviewViewModel.Input(didTapBack: back, didTapPublish: publish))
    output.isLoading.sink { print($0) }.store(in: &cancellables)
    output.exceedsLimit.sink { print($0) }.store(in: &cancellables)
    return cancellables
}

func publishLater<ViewModel: ScreenViewModelType & Sendable>(_ viewModel: ViewModel) {
    Task.detached { _ = viewModel }
}

func startPreview() {
    publishLater(DraftPreviewViewModel(publisher: DraftPublisher()))
}
