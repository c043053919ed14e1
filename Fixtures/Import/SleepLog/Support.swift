#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The protocol a screen depends on, in the app's file of protocols.
protocol SleepLogViewModelRepresentable {
    func transform(input: SleepLogViewModelInput) -> SleepLogViewModelOutput
}

struct Night: Equatable {
    var hours: Double
}

protocol SleepStoring {
    func nights() -> AnyPublisher<[Night], Never>
    func save(_ night: Night)
}
