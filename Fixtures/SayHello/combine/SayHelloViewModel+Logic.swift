// Hand-written: the logic of SayHelloViewModel. vmgen never writes this file.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last; the greeting starts empty (the spec's `= ""`).
    static func transform(_ input: Input) -> Output {
        Output(
            greeting: input.name
                .map { name in input.validate.map { _ in "Hello \(name)" } }
                .switchToLatest()
                .prepend("")
                .eraseToAnyPublisher()
        )
    }
}
