/// The one-stream event transform, which no vmgen style has: `func transform(with input: AnyPublisher<Input, Never>) ->
/// AnyPublisher<Output, Never>` with `enum Input { case viewDidLoad; case search(String) }` and `enum Output { case
/// show([Item]) }`, the outputs sent through a private subject. A spec has a stream per input and per output, so such
/// a view model is not imported, with a warning at the function that says what its shape is and why.
enum EventTransformShape {
    /// The warning for `owner` when one of its functions (or its extensions') is such a transform: a stream of an enum's
    /// cases in, a stream out; nil otherwise.
    static func warning(for owner: SwiftDeclaration, in declarations: [SwiftDeclaration], path: String) -> Diagnostic? {
        let all = StructStyleRecognizer.flatten(declarations)
        let enums = Set(all.filter { $0.kind == .enum }.map(\.name))
        let extensions = all.filter { $0.kind == .extension && $0.name == owner.name }.flatMap(\.members)
        for function in owner.members + extensions where function.kind == .func && function.name == "transform" {
            guard function.parameters.count == 1, let parameter = function.parameters.first, let result = function.type,
                  let (_, input, _) = TripletRecognizer.stream(parameter.type),
                  let (_, output, _) = TripletRecognizer.stream(result),
                  enums.contains(lastComponent(input)) else { continue }
            let label = parameter.label ?? parameter.name
            return Diagnostic(.warning, path: path, at: function.location,
                "'\(owner.name)' is not imported: its 'transform(\(label):)' is the one-stream event transform, one stream of"
                    + " the enum '\(input)' in and one of '\(output)' out, an event per case; each vmgen style has a stream"
                    + " per input and per output (in the transform style, 'Input' and 'Output' structs of streams), so this"
                    + " shape has no spec")
        }
        return nil
    }

    private static func lastComponent(_ type: String) -> String {
        String(type.split(separator: ".").last ?? Substring(type))
    }
}
