// How the app's welcome screen uses the view model: it makes the Input with its own initializer, the load trigger
// first, keeps the Output the view observes and reads its values.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func showWelcome(_ viewModel: WelcomeViewModel, appear: PassthroughSubject<Void, Never>, skip: PassthroughSubject<Void, Never>)
    -> WelcomeViewModel.Output
{
    let input = WelcomeViewModel.Input(
        loadTrigger: appear.eraseToAnyPublisher(),
        skipTrigger: skip.eraseToAnyPublisher()
    )
    let output = viewModel.transform(input)
    output.$hasSession.sink { print($0) }.store(in: &output.cancelBag)
    print(output.hasSession, output.didSkip)
    return output
}
