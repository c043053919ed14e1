// Hand-written: the logic of SayHelloViewModel. vmgen never writes this file.
import ReactiveSwift

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last. The greeting starts empty: the view model's `Property` starts
    /// with the spec's `= ""` (a value this Signal sent while the logic is built would reach no one).
    static func transform(_ input: Input) -> Output {
        Output(greeting: input.validate.withLatest(from: input.name).map { _, name in "Hello \(name)" })
    }
}
