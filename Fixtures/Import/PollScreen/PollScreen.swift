// A struct view model of a SwiftUI app whose Output, an ObservableObject, keeps the subscriptions that set its values
// in a bag of its own (the app's `CancelBag`, a set of Combine's cancellables), which `transform` stores each one in.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

struct PollViewModel {

    let pollUseCase: PollUseCaseProtocol
    let pollId: String
}

extension PollViewModel: ViewModel {

    func transform(_ input: Input) -> Output {
        let output = Output()

        input.loadTrigger
            .map { self.pollUseCase.poll(id: self.pollId).catch { _ in Empty() } }
            .switchToLatest()
            .map { Optional($0) }
            .assign(to: \.poll, on: output)
            .store(in: &output.cancelBag)

        input.voteTrigger
            .map { self.pollUseCase.vote(pollId: self.pollId, option: $0).catch { _ in Empty() } }
            .switchToLatest()
            .map { _ in true }
            .assign(to: \.hasVoted, on: output)
            .store(in: &output.cancelBag)

        return output
    }
}

// MARK: - Input & Output

extension PollViewModel {

    final class Input: ObservableObject {

        let loadTrigger: Driver<Void>
        let voteTrigger: Driver<Int>

        init(loadTrigger: Driver<Void>, voteTrigger: Driver<Int>) {
            self.loadTrigger = loadTrigger
            self.voteTrigger = voteTrigger
        }
    }

    final class Output: ObservableObject {

        var cancelBag = CancelBag()

        @Published var poll: Poll?
        @Published var hasVoted = false
    }
}
