/// What the one-stream event transform (`transform:` of streams) can carry: an input is a case of `enum Input`, its
/// parameters the associated values; an output a case of `enum Output`, its type the associated values. A member
/// that is more than a stream of values (a relay, a value the view reads, a function, a typed failure, a member
/// inside `#if`) has no case, and says so where it stands; so does a case name taken twice.
enum EventTransformMembers {
    static func check(
        _ viewModel: ViewModel, inputs declarations: [InputDecl], outputs outputLocations: [String: SourceLocation],
        options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        guard options.styles.contains(.transform), options.transform.hasOutputEnum else { return }
        let signature = options.transform
        let why = signature.isEventStream
            ? "the one-stream event transform ('transform: \(signature.name)(...)' of streams) makes"
            : "the transform of states ('transform: \(signature.name)(...)' returning a stream) makes"
        var cases: [String: SourceLocation] = [:]
        // The transform of states takes the struct of streams, whose inputs are the transform style's.
        for (input, declaration) in zip(viewModel.inputs, declarations) where signature.isEventStream {
            let location = declaration.name.location
            // A `@call` input is a method of the class, not a case: the class sends each call into a stream of its own.
            if input.isCalled { continue }
            if let kind = input.streamKind {
                sink.error("\(why) each input a case of '\(signature.inputType)', and a '@\(kind.rawValue)' input is none",
                           at: location, notes: [.init("drop '@\(kind.rawValue)'")])
            } else if input.answerType != nil {
                sink.error("\(why) each input a case of '\(signature.inputType)', which answers nothing", at: location,
                           notes: [.init("drop the answer type")])
            } else if input.condition != nil {
                sink.error("\(why) each input a case of '\(signature.inputType)'; vmgen does not write its cases inside"
                               + " '#if' yet", at: location, notes: [.init("drop '@if'")])
            }
            if let previous = cases[input.methodName] {
                sink.error("input '\(declaration.selector)' is the second case named '\(input.methodName)' of"
                               + " '\(signature.inputType)'", at: location,
                           notes: [.init("the first is here", at: previous), .init("rename one of them")])
            }
            cases[input.methodName] = location
        }
        for output in viewModel.outputs {
            guard let location = outputLocations[output.name] else { continue }
            if output.streamKind == .value {
                // State the view reads, kept by the class from the logic's stream: no case (`EventTransformValues`).
                if !signature.isEventStream {
                    sink.error("\(why) each output a case of '\(signature.outputType)'; vmgen does not write a '@value'"
                                   + " output, a property of the class, beside them yet", at: location,
                               notes: [.init("drop '@value' to make the output a case")])
                } else if let refusal = EventTransformValues.refusal(options: options) {
                    sink.error("in the one-stream event transform, \(refusal)", at: location)
                }
                continue
            }
            let problem: String? = if let kind = output.streamKind {
                "a '@\(kind.rawValue)' output is none"
            } else if output.isFunction {
                "a function output is none"
            } else if output.failure != nil {
                "a case has no typed failure (the stream of cases fails with 'Never')"
            } else if output.isError {
                "an output under 'errors:' is none; list it under 'outputs:'"
            } else if output.condition != nil {
                "vmgen does not write its cases inside '#if' yet"
            } else {
                nil
            }
            if let problem {
                sink.error("\(why) each output a case of '\(signature.outputType)': \(problem)", at: location)
            }
        }
    }

    /// `@label(alert)` on an output: the label of its case's one value in the one-stream event transform, checked
    /// where it is written. On a tuple type it keeps the tuple one value (`@label(pair) show: (Bool, Bool)` is `case
    /// show(pair: (Bool, Bool))`), and `@label(_)` leaves that one value unlabelled (`case show((Bool, Bool))`, as
    /// hand-written enums send a tuple they hold); on `Void`, it makes one empty value (`case added(Void)`). `_` is the
    /// value's label, or nil for none.
    static func caseLabel(_ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> String? {
        guard let argument = output.attributeArguments["label"] else {
            if let attribute = output.attributes.first(where: { $0.value == "label" }) {
                sink.error("'@label' names the label of the case's value, as '@label(alert)'", at: attribute.location)
            }
            return nil
        }
        guard options.styles.contains(.transform), options.transform.hasOutputEnum else {
            sink.error(
                "'@label' names the label of an output case's one value, in the one-stream event transform ('transform:'"
                    + " of streams) or the transform of states, which this spec does not render", at: argument.location)
            return nil
        }
        guard case .named(let components) = argument.value, components.count == 1, components[0].genericArguments.isEmpty,
              Identifier.isValid(components[0].name) || components[0].name == "_"
        else {
            sink.error("'@label' takes a label, as '@label(alert)', or '_'", at: argument.location)
            return nil
        }
        let label = components[0].name
        // A value the class keeps (`@value`) is no case, so nothing would carry the label.
        if output.attributes.contains(where: { $0.value == "value" }) {
            sink.error("'@label' labels an output case's one value, and '@value' output '\(output.name.value)' is no case"
                + " but a property of the class", at: argument.location,
                notes: [.init("drop '@label(\(label))', or drop '@value' to make the output a case")])
            return nil
        }
        // `Void` too: `@label(_) added: Void` is `case added(Void)`, as some apps declare an event with one empty value.
        if label == "_", !output.type.isVoid, (EventTransformRenderer.associatedValues(output.type)?.count ?? 0) < 2 {
            sink.error("'@label(_)' makes a tuple or 'Void' the case's one value, and '\(output.name.value)' has one value"
                + " already: drop it", at: argument.location)
            return nil
        }
        return label
    }
}
