// Hand-written: the logic of SayHelloViewModel with Swift concurrency. vmgen never writes this file.

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last; the greeting starts empty (the spec's `= ""`).
    static func transform(_ input: Input) -> Output {
        let greeting = AsyncStream.makeStream(of: String.self)
        greeting.continuation.yield("")
        let typed = TypedName()
        Task {
            for await name in input.name { typed.name = name }
        }
        Task {
            for await _ in input.validate {
                if let name = typed.name { greeting.continuation.yield("Hello \(name)") }
            }
        }
        return Output(greeting: greeting.stream)
    }
}

/// The name typed last.
@MainActor final class TypedName {
    var name: String?
}
