// The logic of CounterViewModel: hand-written; vmgen never writes this file.

extension CounterViewModelLogic {
    static func handle(_ output: Output) -> Input {
        var count = 0
        return Input(
            increment: { count += 1; output.count(count) },
            reset: { count = 0; output.count(count) }
        )
    }
}
