// Hand-written: the logic of SayHelloViewModel. vmgen never writes this file.
import RxSwift

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last; the greeting starts empty (the spec's `= ""`).
    static func transform(_ input: Input) -> Output {
        Output(greeting: input.validate.withLatestFrom(input.name).map { name in "Hello \(name)" }.startWith(""))
    }
}
