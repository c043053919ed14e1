/// The transform style's optional inputs (`@optional`): the view's `Input` declares the stream optional
/// (`Observable<Void>?`), and the logic, whose `Input` holds streams, reads `nil` as a stream that sends nothing.
extension RenderContext {
    /// The logic's stream of what the view hands for `input` (`expression`): the dialect's conversion, and for an
    /// optional input, through `?.` with an empty stream for `nil` (`input.refresh?.asObservable() ?? .empty()`).
    func logicInput(fromView expression: String, _ input: ViewModel.Input) -> String {
        // A value input (`@value`) is handed on as it is.
        if input.isValue { return expression }
        guard input.isOptional else { return dialect.logicInput(expression, input) }
        let chained = dialect.logicInput(expression + "?", input)
        let stream = chained.hasSuffix("?") ? String(chained.dropLast()) : chained
        return stream + " ?? " + Self.emptyStream(options.framework)
    }

    /// A stream of the logic's input type that sends nothing, its type inferred from where it stands.
    static func emptyStream(_ framework: Framework) -> String {
        switch framework {
        case .combine: return "Empty().eraseToAnyPublisher()"
        case .reactiveswift: return ".empty"
        default: return ".empty()"
        }
    }
}
