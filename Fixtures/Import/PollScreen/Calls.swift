// How the app's poll screen uses the view model: it makes the Input of its triggers, keeps the Output the view
// observes, reads its values and keeps its own subscriptions in the Output's bag.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func showPoll(_ viewModel: PollViewModel, load: PassthroughSubject<Void, Never>, vote: PassthroughSubject<Int, Never>) -> PollViewModel.Output {
    let input = PollViewModel.Input(loadTrigger: load.eraseToAnyPublisher(), voteTrigger: vote.eraseToAnyPublisher())
    let output = viewModel.transform(input)
    output.$hasVoted.sink { print($0) }.store(in: &output.cancelBag)
    let poll: Poll? = output.poll
    print(poll?.question ?? "", output.hasVoted)
    return output
}
