// Hand-written: the logic of SayHelloViewModel. vmgen never writes this file.

extension SayHelloViewModelLogic {
    /// Each validation greets the name typed last.
    static func handle(_ output: Output) -> Input {
        var name = ""
        return Input(name: { name = $0 }, validate: { output.greeting("Hello \(name)") })
    }
}
