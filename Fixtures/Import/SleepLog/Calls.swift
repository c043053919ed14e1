// The screen of the SleepLog fixture, as the app writes it: it names the input struct, the states and the stream by
// their top-level names.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class SleepLogScreen {
    private let viewModel: SleepLogViewModelRepresentable
    private let viewWillAppear = PassthroughSubject<Void, Never>()
    private let saveTapped = PassthroughSubject<Double, Never>()
    private var subscriptions: Set<AnyCancellable> = []
    private(set) var count = ""
    private(set) var average = ""

    init(viewModel: SleepLogViewModelRepresentable) {
        self.viewModel = viewModel
        let input = SleepLogViewModelInput(
            viewWillAppear: viewWillAppear.eraseToAnyPublisher(),
            saveTapped: saveTapped.eraseToAnyPublisher()
        )
        let output: SleepLogViewModelOutput = viewModel.transform(input: input)
        output.sink { [weak self] in self?.render($0) }.store(in: &subscriptions)
        viewWillAppear.send(())
    }

    private func render(_ state: SleepLogState) {
        switch state {
        case .idle: average = "-"
        case let .nights(nights): count = "\(nights.count) nights"
        case let .average(hours): average = "\(hours) h"
        }
    }

    func save(hours: Double) {
        saveTapped.send(hours)
    }
}

func makeSleepLog(store: SleepStoring) -> SleepLogScreen {
    SleepLogScreen(viewModel: SleepLogViewModel(store: store))
}
