/// The `async` framework sends each input's values through an `AsyncStream`, whose elements are `Sendable`: a
/// parameter that is a closure (`onChange: @escaping (String) -> Void`, as an `@in(outputs)` method that hands the
/// view model a handler takes) is not, unless its type says `@Sendable`, and the generated class would not compile.
/// Each such parameter is a located error where its name is written.
enum AsyncSendableParameters {
    static func check(_ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) {
        guard options.framework == .async else { return }
        for parameter in input.parameters where isNonSendableClosure(parameter.type) {
            sink.error(
                "framework 'async' sends the values of input '\(input.name.value)' through an AsyncStream, whose values"
                    + " are Sendable, and its parameter '\(parameter.name.value)' is a closure that is not",
                at: parameter.name.location,
                notes: [.init("mark the closure type '@Sendable' (as in '@escaping @Sendable (String) -> Void'), or use"
                    + " another framework")])
        }
    }

    /// A closure type without `@Sendable`, also inside an optional, an array, a dictionary or a tuple.
    static func isNonSendableClosure(_ type: SwiftType) -> Bool {
        switch type {
        case .function(let attributes, _, _, _, _): return !attributes.contains("@Sendable")
        case .optional(let wrapped), .array(let wrapped): return isNonSendableClosure(wrapped)
        case .dictionary(let key, let value): return isNonSendableClosure(key) || isNonSendableClosure(value)
        case .tuple(let elements): return elements.contains { isNonSendableClosure($0.type) }
        default: return false
        }
    }
}
