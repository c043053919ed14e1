// Hand-written: the logic of SayHelloViewModel. vmgen never writes this file.
import ReactiveSwift

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last.
    static func transform(_ input: Input) -> Output {
        Output(greeting: input.validate.withLatest(from: input.name).map { _, name in "Hello \(name)" })
    }
}
