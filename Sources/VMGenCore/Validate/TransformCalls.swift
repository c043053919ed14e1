/// `transform-calls: action`: the transform style's method calls its extra parameter `action`, a closure of the
/// output (`transform(_ input: Input, action: (Output) -> Void) -> Output`), with the output it returns.
extension OptionResolver {
    /// Sets the called parameter, or reports where the option stands why the method cannot call it: the spec renders
    /// no transform style, its method returns one stream of `Output` cases, or the parameter is not one of the
    /// `transform:` signature's extra parameters of type `(Output) -> Void`.
    static func checkTransformCalls(
        _ options: inout GenerationOptions, _ name: Located<String>, styles: [Style], into sink: inout DiagnosticSink
    ) {
        let signature = options.transform
        guard styles.contains(.transform) else {
            sink.error(
                "'transform-calls:' names a closure the transform style's method calls, and this spec does not render it",
                at: name.location, notes: [.init("add 'transform' to 'styles:', or drop 'transform-calls:'")])
            return
        }
        guard !signature.hasOutputEnum else {
            sink.error(
                "'transform-calls:' calls a closure with the struct of output streams, and this 'transform' returns one stream",
                at: name.location, notes: [.init("drop 'transform-calls:'; subscribe to the stream 'transform' returns")])
            return
        }
        let wanted = "(\(signature.outputType)) -> Void"
        guard let parameter = signature.extraParameters.first(where: { $0.name == name.value }) else {
            let names = signature.extraParameters.map(\.name)
            sink.error(
                "'transform-calls: \(name.value)' names no parameter of 'transform'"
                    + (names.isEmpty ? "" : "; its parameters besides the input: " + names.map { "'\($0)'" }.joined(separator: ", ")),
                at: name.location,
                notes: Suggestion.note(for: name.value, among: names).map { [$0] }
                    ?? [.init("add the closure to 'transform:': 'transform: transform(_ input: Input, \(name.value): \(wanted)) -> \(signature.outputType)'")])
            return
        }
        guard !parameter.isInout, case .function(let attributes, let parameters, false, nil, let result) = parameter.type,
              attributes.isEmpty, parameters.map(\.description) == [signature.outputType], result.isVoid else {
            sink.error(
                "'transform-calls: \(name.value)' names a parameter of type '\(parameter.isInout ? "inout " : "")\(parameter.type.description)';"
                    + " the method calls it with its output, so it must be '\(wanted)'",
                at: name.location, notes: [.init("declare '\(name.value): \(wanted)' in 'transform:'")])
            return
        }
        options.transform.calledParameter = name.value
    }
}
