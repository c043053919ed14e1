import RxSwift
import Combine

/// An RxSwift view model handed one Combine publisher among its inputs, and keeping one Combine subject among its
/// outputs.
final class InboxViewModel {
    struct Input {
        let refresh: Observable<Void>
        let appear: AnyPublisher<Void, Never>
    }

    struct Output {
        let messages: Observable<[String]>
        let title: Observable<String>
        let unread: CurrentValueSubject<Int, Never> = .init(0)
    }

    func transform(input: Input) -> Output {
        Output(messages: input.refresh.map { [] })
    }
}
