import RxSwift
import Combine

/// An RxSwift view model handed one Combine publisher among its inputs.
final class InboxViewModel {
    struct Input {
        let refresh: Observable<Void>
        let appear: AnyPublisher<Void, Never>
    }

    struct Output {
        let messages: Observable<[String]>
    }

    func transform(input: Input) -> Output {
        Output(messages: input.refresh.map { [] })
    }
}
