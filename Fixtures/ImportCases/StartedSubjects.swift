import Combine

/// A counter in Combine: subjects made with their starting values, one of them an input.
final class CounterViewModel {
    struct Input {
        let tap: AnyPublisher<Void, Never>
        let query: CurrentValueSubject<String?, Never>
    }

    struct Output {
        let count: CurrentValueSubject<Int, Never> = CurrentValueSubject<Int, Never>(3)
        let step: CurrentValueSubject<Int, Never> = .init(1)
        let label: CurrentValueSubject<String, Never> = makeLabel()
    }

    func transform(input: Input) -> Output {
        Output()
    }
}

func makeLabel() -> CurrentValueSubject<String, Never> {
    CurrentValueSubject("")
}
