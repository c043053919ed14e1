/// Checks a `transform:` signature and lowers it: the first parameter is the input struct (a plain type name), the
/// result the output struct, and every name is one Swift takes where the generated code writes it.
enum TransformSignatureResolver {
    static func resolve(_ decl: TransformSignatureDecl, into sink: inout DiagnosticSink) -> TransformSignature? {
        let errors = sink.diagnostics.count
        func plainName(_ type: SwiftType) -> String? {
            guard case .named(let components) = type, components.count == 1, components[0].genericArguments.isEmpty,
                  Identifier.isValid(components[0].name), !Identifier.isKeyword(components[0].name)
            else { return nil }
            return components[0].name
        }
        let (first, firstIsInout) = decl.parameters[0]
        // A stream of a plain name in and out: the one-stream event transform, whose `Input` and `Output` are enums.
        let inputStream = EventStreamSignature.stream(first.type)
        let outputStream = decl.outputType.flatMap(EventStreamSignature.stream)
        var events: TransformSignature.Events?
        var states: TransformSignature.Events.Stream?
        var inputType = inputStream?.1 ?? plainName(first.type)
        var output = decl.output
        if let (input, inputName) = inputStream {
            if let (result, outputName) = outputStream {
                events = .init(input: input, output: result)
                output.value = outputName
            } else {
                sink.error(
                    "the parameter is a stream of '\(inputName)' (the one-stream event transform), so the result is a"
                        + " stream of the output enum, as '-> \(input.spelled("Output"))'", at: decl.output.location)
                inputType = nil
            }
        } else if let (result, outputName) = outputStream, inputType != nil {
            // A struct of streams in, one stream of an enum out: the transform of states.
            states = result
            output.value = outputName
        } else if decl.outputType != nil {
            sink.error(
                outputStream == nil
                    ? "the result is the output struct vmgen generates, or a stream of the output enum ('AnyPublisher<Output,"
                        + " Never>', 'Observable<Output>', 'Signal<Output, Never>'): '\(decl.output.value)' is neither"
                    : "the result is a stream of '\(outputStream!.1)', so the parameter is the input struct vmgen generates,"
                        + " a plain type name, as 'input: Input' (the transform of states), or a stream of the input enum,"
                        + " as 'with input: \(outputStream!.0.spelled("Input"))' (the one-stream event transform)",
                at: decl.output.location)
            return nil
        }
        if inputType == nil || firstIsInout {
            if inputStream == nil || firstIsInout {
                sink.error(
                    "the first parameter is the input struct vmgen generates: give it a plain type name, as 'input: Input'",
                    at: first.name.location)
            }
        } else if events != nil, decl.parameters.count > 1 {
            sink.error(
                "the one-stream event transform takes the stream of input events alone; the view model keeps its"
                    + " subscriptions itself", at: decl.parameters[1].parameter.name.location)
        }
        if !Identifier.isValid(output.value) || Identifier.isKeyword(output.value) || Identifier.unusable.contains(output.value) {
            sink.error("'\(output.value)' cannot name the output struct", at: output.location)
        } else if output.value == inputType {
            sink.error(
                "the input and output structs need different names; both are '\(output.value)'", at: output.location)
        }
        if let inputType, Identifier.unusable.contains(inputType) {
            sink.error("'\(inputType)' cannot name the input struct", at: first.name.location)
        }
        var names: [String: SourceLocation] = [:]
        for (parameter, _) in decl.parameters {
            if let previous = names[parameter.name.value] {
                sink.error(
                    "duplicate parameter '\(parameter.name.value)'", at: parameter.name.location,
                    notes: [.init("previously declared here", at: previous)])
            }
            names[parameter.name.value] = parameter.name.location
            // Inside the method vmgen writes (and its fake's closures capture), `self` is the view model.
            if parameter.name.value == "self" {
                sink.error(
                    "a parameter named 'self' would hide the view model inside the '\(decl.name.value)' vmgen writes",
                    at: parameter.name.location, notes: [.init("rename the parameter")])
            }
        }
        let globalActor = attributes(decl.attributes, into: &sink)
        guard sink.diagnostics.count == errors, let inputType else { return nil }
        func label(_ parameter: ParameterDecl) -> String? {
            guard let label = parameter.label else { return parameter.name.value }
            return label.value == "_" ? nil : label.value
        }
        var signature = TransformSignature(
            name: decl.name.value, inputLabel: label(first), inputName: first.name.value, inputType: inputType,
            outputType: output.value,
            extraParameters: decl.parameters.dropFirst().map {
                .init(label: label($0.parameter), name: $0.parameter.name.value, type: $0.parameter.type, isInout: $0.isInout)
            }, events: events, states: states)
        signature.isDiscardable = decl.attributes.contains { $0.value == "discardableResult" }
        signature.isOverride = decl.override != nil
        signature.globalActor = globalActor?.value
        return signature
    }

    /// Attributes of Swift's own written with a capital, which isolate nothing: `@IBAction`, `@Sendable`.
    static let capitalizedAttributes: Set<String> = [
        "Sendable", "IBAction", "IBSegueAction", "IBOutlet", "IBInspectable", "IBDesignable", "GKInspectable", "NSManaged",
        "NSCopying", "UIApplicationMain", "NSApplicationMain", "Published", "State", "Binding", "Observable",
    ]

    /// `@discardableResult` and one global actor (`@MainActor`, or an actor of the app: `@DatabaseActor`), each once.
    /// Swift's own attributes start with a small letter (`@objc`, `@inlinable`) save the few above; any other name
    /// with a capital is taken as a global actor of the app's, as `isolation:` takes it. Returns the actor, each other
    /// attribute a located error.
    static func attributes(_ attributes: [Located<String>], into sink: inout DiagnosticSink) -> Located<String>? {
        var actor: Located<String>?
        var discardable: SourceLocation?
        let takes = "it takes '@discardableResult' and one global actor ('@MainActor')"
        for attribute in attributes {
            let name = attribute.value
            if name == "discardableResult" {
                if let previous = discardable {
                    sink.error("'@discardableResult' is written twice", at: attribute.location,
                               notes: [.init("previously written here", at: previous)])
                }
                discardable = discardable ?? attribute.location
            } else if name.first.map({ !$0.isUppercase }) ?? true || capitalizedAttributes.contains(name) {
                sink.error(
                    "'@\(name)' is not an attribute the 'transform:' option takes; \(takes)", at: attribute.location,
                    notes: [.init(name == "isolated" || name == "nonisolated"
                        ? "a nonisolated method is the default: drop the attribute"
                        : "write '@discardableResult' or a global actor, or drop the attribute")])
            } else if let previous = actor {
                sink.error(
                    "'transform' is isolated to one global actor, and '@\(previous.value)' already isolates it",
                    at: attribute.location, notes: [.init("'@\(previous.value)' written here", at: previous.location)])
            } else {
                actor = attribute
            }
        }
        return actor
    }

    /// A `transform` isolated to a global actor (`@MainActor`) in a view model isolated to another (`isolation:`, or the
    /// `async` framework's main actor): the method calls the logic, which runs on the view model's actor, so the two
    /// cannot differ; the same actor on both is taken (the method's attribute repeats the class's, as Swift allows).
    static func checkIsolation(
        _ signature: TransformSignature, isolation: String?, framework: Framework, at location: SourceLocation,
        from isolationLocation: SourceLocation? = nil, into sink: inout DiagnosticSink
    ) {
        guard let actor = signature.globalActor else { return }
        let viewModelActor = isolation ?? (framework == .async ? "MainActor" : nil)
        guard let viewModelActor, viewModelActor != actor else { return }
        let why = isolation == nil ? "the 'async' framework's view models are on the main actor"
            : "'isolation: \(viewModelActor)' isolates the view model, its logic and the method with it"
        sink.error(
            "'transform' is isolated to '@\(actor)' and its view model to '\(viewModelActor)': \(why), so the method"
                + " cannot be on another actor", at: location,
            notes: (isolationLocation.map { [.init("the view model's isolation is written here", at: $0)] } ?? [])
                + [.init("drop '@\(actor)' from 'transform:' (the view model's actor covers the method), or isolate the"
                    + " view model to '\(actor)'")])
    }
}
