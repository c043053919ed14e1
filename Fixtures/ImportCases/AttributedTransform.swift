import RxSwift

protocol ScreenViewModel {}

/// A notes screen whose class is `@unchecked Sendable` and whose `transform` may be called for its bindings alone.
final class NotesViewModel: ScreenViewModel, @unchecked Sendable {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let notes: Observable<[String]>
    }

    @discardableResult
    func transform(input: Input) -> Output {
        Output(notes: input.refresh.map { [] })
    }
}
