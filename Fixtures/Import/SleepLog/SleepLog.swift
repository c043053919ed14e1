// A transform of states as some Combine apps write every screen: the input struct, the typealias of the stream the
// view model returns and the enum of its states stand at the top level of the view model's file, beside the class;
// `transform` is declared in an extension conforming to the app's protocol, its input unnamed inside.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

// MARK: - SleepLogViewModelInput

struct SleepLogViewModelInput {
    let viewWillAppear: AnyPublisher<Void, Never>
    let saveTapped: AnyPublisher<Double, Never>
}

typealias SleepLogViewModelOutput = AnyPublisher<SleepLogState, Never>

// MARK: - SleepLogState

enum SleepLogState {
    case idle
    case nights([Night])
    /// The average of the nights logged, in hours.
    case average(Double)
}

// MARK: - SleepLogViewModel

final class SleepLogViewModel {
    private var subscriptions: Set<AnyCancellable> = []
    private let store: SleepStoring

    init(store: SleepStoring) {
        self.store = store
    }
}

// MARK: SleepLogViewModelRepresentable

extension SleepLogViewModel: SleepLogViewModelRepresentable {
    func transform(input _: SleepLogViewModelInput) -> SleepLogViewModelOutput {
        let idle: SleepLogViewModelOutput = Just(.idle).eraseToAnyPublisher()
        return idle
    }
}
