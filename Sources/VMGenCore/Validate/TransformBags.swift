/// `transform-bag: cancelBag`: the transform style's method keeps the subscriptions that set the view's values and
/// feed its relays and subjects in the bag its caller hands it, a parameter of `transform:` (the tuan188 template's
/// `transform(_ input: Input, cancelBag: CancelBag) -> Output`, `CancelBag` the app's class that
/// `AnyCancellable.store(in:)` takes; or `cancellables: inout Set<AnyCancellable>`), so a struct view model
/// (`declaration: struct`), which keeps none of its own, has value outputs in Combine. Each refusal stands where the
/// option is written.
enum TransformBags {
    /// Sets `bagParameter`, or reports where the option stands why it cannot: not one name, a spec that does not render
    /// the transform style, a framework other than Combine, an `Output` the view model is handed or keeping its own bag,
    /// a method that returns one stream, a name that is no parameter of `transform:`, or a parameter that cannot keep
    /// subscriptions (a closure, an optional, a collection, a set that is not `inout`).
    static func resolve(
        _ options: inout GenerationOptions, _ value: Located<String>, styles: [Style], into sink: inout DiagnosticSink
    ) {
        let name = value.value.trimmingSpaces
        let signature = options.transform
        let wanted = "transform(_ input: \(signature.inputType), cancelBag: CancelBag) -> \(signature.outputType)"
        guard name.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) != nil else {
            sink.error(
                "'transform-bag:' names the parameter of 'transform' that keeps the subscriptions, one name",
                at: value.location, notes: [.init("write 'transform-bag: cancelBag' for '\(wanted)'")])
            return
        }
        guard styles.contains(.transform) else {
            sink.error(
                "'transform-bag:' names a parameter of the transform style's method, and this spec does not render it",
                at: value.location, notes: [.init("add 'transform' to 'styles:', or drop 'transform-bag:'")])
            return
        }
        guard options.framework == .combine else {
            sink.error(
                "'transform-bag:' keeps Combine's subscriptions, and this spec's framework is '\(options.framework.name)'",
                at: value.location,
                notes: [.init(options.framework == .rxswift || options.framework == .rxcocoa
                    ? "drop 'transform-bag:'; a 'disposeBag: DisposeBag' parameter keeps the bindings without it"
                    : "drop 'transform-bag:'; the view model keeps the subscriptions itself")])
            return
        }
        if let other = options.transform.outputIsGiven ? "'transform-output: given' hands the view model its 'Output'"
            : options.transform.outputBag != nil ? "'output-bag:' keeps them in the 'Output' object" : nil {
            sink.error(
                "'transform-bag:' keeps the subscriptions in the caller's bag, and \(other)", at: value.location,
                notes: [.init("drop one of the two options")])
            return
        }
        guard !signature.hasOutputEnum else {
            sink.error(
                "'transform-bag:' keeps the subscriptions that set the 'Output' object, and this 'transform' returns one"
                    + " stream", at: value.location, notes: [.init("drop 'transform-bag:'; the caller keeps the stream's")])
            return
        }
        guard let parameter = signature.extraParameters.first(where: { $0.name == name }) else {
            let names = signature.extraParameters.map(\.name)
            sink.error(
                "'transform-bag: \(name)' names no parameter of 'transform'"
                    + (names.isEmpty ? "" : "; its parameters besides the input: " + names.map { "'\($0)'" }.joined(separator: ", ")),
                at: value.location,
                notes: Suggestion.note(for: name, among: names).map { [$0] }
                    ?? [.init("add the bag to 'transform:': 'transform: \(wanted)'")])
            return
        }
        guard keeps(parameter) else {
            let type = (parameter.isInout ? "inout " : "") + parameter.type.description
            sink.error(
                "'transform-bag: \(name)' names a parameter of type '\(type)', which cannot keep the subscriptions: the"
                    + " app's class that 'AnyCancellable.store(in:)' takes, or 'inout \(OutputBags.defaultType)'",
                at: value.location, notes: [.init("declare '\(name): CancelBag' or '\(name): inout \(OutputBags.defaultType)'")])
            return
        }
        options.transform.bagParameter = name
    }

    /// Whether `parameter` can keep subscriptions: a set taken `inout` (`Set<AnyCancellable>` or the app's name for
    /// it), or a class of the app's taken as is (a name without arguments, `CancelBag`, `Common.CancelBag`).
    static func keeps(_ parameter: TransformSignature.Parameter) -> Bool {
        guard case .named(let components) = parameter.type, components.allSatisfy(\.genericArguments.isEmpty)
            || parameter.isInout && parameter.type.description.filter({ $0 != " " }) == OutputBags.defaultType else {
            return false
        }
        return true
    }

    /// Whether the bag is the app's class, which `store(in:)` takes as is, rather than a set taken `inout`.
    static func isClass(_ parameter: TransformSignature.Parameter) -> Bool { !parameter.isInout }
}
