extension SpecValidator {
    /// Gives every input a distinct stream name: its base name when unique, the base name joined with its first
    /// argument label (`typeEmail`) when several inputs share it, or the name written after `as`.
    static func deriveStreamNames(
        _ inputs: inout [ViewModel.Input], declarations: [InputDecl], into sink: inout DiagnosticSink
    ) {
        var baseNameCounts: [String: Int] = [:]
        baseNameCounts.reserveCapacity(inputs.count)
        for input in inputs { baseNameCounts[input.methodName, default: 0] += 1 }
        var taken: [String: Int] = [:]
        taken.reserveCapacity(inputs.count)
        for index in inputs.indices {
            let declaration = declarations[index]
            let input = inputs[index]
            if let explicit = declaration.streamName {
                checkName(explicit, what: "a stream", into: &sink)
                inputs[index].streamName = explicit.value
            } else if baseNameCounts[input.methodName, default: 0] > 1, let first = input.parameters.first {
                inputs[index].streamName = input.methodName + Identifier.capitalized(first.label ?? first.name)
            }
            let stream = inputs[index].streamName
            if let previous = taken[stream] {
                let other = declarations[previous]
                sink.error(
                    "inputs '\(other.selector)' and '\(declaration.selector)' both get the stream name '\(stream)'",
                    at: declaration.name.location,
                    notes: [
                        .init("'\(other.selector)' is here", at: other.name.location),
                        .init("name this input's stream explicitly: '- \(declaration.name.value)(...) as \(stream)2'"),
                    ])
            } else {
                taken[stream] = index
            }
        }
    }
}
