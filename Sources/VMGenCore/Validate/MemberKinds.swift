/// The attributes that say what a member is where the view sees it (`@driver`, `@relay`, `@subject`,
/// `@observable`, `@failure(E)`): which frameworks, styles and directions take each, and the located reason
/// where one does not. One table for inputs and outputs, so a new kind is one case here and one spelling per
/// dialect.
enum MemberKinds {
    /// The frameworks a kind is spelled in, for an input (`output` false) or an output.
    static func frameworks(of kind: ViewModel.StreamKind, output: Bool) -> [Framework] {
        switch kind {
        // An output's `@driver`, `@signal` or `@observable` only chooses among RxCocoa's types, and is the plain
        // stream elsewhere: one spec serves every framework.
        case .driver, .signal: return output ? Framework.allCases : [.rxcocoa]
        case .controlEvent, .controlProperty: return output ? [] : [.rxcocoa]
        case .observable: return output ? Framework.allCases : []
        case .relay: return [.rxswift, .rxcocoa]
        case .subject: return [.rxswift, .rxcocoa, .combine]
        // Combine's `@Published`; in RxSwift the app's own property wrapper over a `BehaviorRelay` (`wrapper:`).
        // An input: a plain value of the transform style's `Input` struct beside its streams (`let email: String`).
        case .value: return output ? [.combine, .rxswift, .rxcocoa] : callFrameworks
        // Every framework with streams: the closures framework's outputs are closures the view sets.
        case .constant: return output ? [.rxswift, .rxcocoa, .reactiveswift, .combine, .async] : []
        // The frameworks whose subject style hands the view observers.
        case .observer: return output ? [] : [.rxswift, .rxcocoa, .reactiveswift, .combine, .async]
        // The frameworks whose transform style keeps a stream the class sends each call into.
        case .call: return output ? [] : callFrameworks
        }
    }

    /// The frameworks where a `@call` input's method sends into a stream the class owns (a subject, a relay, a pipe).
    static let callFrameworks: [Framework] = [.rxswift, .rxcocoa, .reactiveswift, .combine]

    /// The frameworks whose streams carry a typed error (`@failure(E)`).
    static let typedFailureFrameworks: [Framework] = [.combine, .reactiveswift]

    /// Why `kind` cannot be used here, as the error and its note; nil when it can.
    static func refusal(
        _ kind: ViewModel.StreamKind, output: Bool, options: GenerationOptions
    ) -> (message: String, note: String)? {
        let what = output ? "an output" : "an input"
        let frameworks = frameworks(of: kind, output: output)
        if frameworks.isEmpty {
            return ("'@\(kind.rawValue)' does not apply to \(what)", "write it on \(output ? "an input" : "an output")")
        }
        if !frameworks.contains(options.framework) {
            let article = "aeiou".contains(kind.rawValue.first!) ? "an" : "a"
            let spelled = kind.isTrait ? "RxCocoa's '\(kind.typeName)'"
                : kind == .call ? "a method that sends into a stream the class shares" : "\(article) \(kind.rawValue)"
            return (
                "'@\(kind.rawValue)' makes \(what) \(spelled), which framework '\(options.framework.name)' does not have",
                "'@\(kind.rawValue)' is for " + frameworks.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        if kind == .observer, let style = options.styles.first(where: { $0 != .triplet }) {
            return (
                "'@observer' makes the input a property of the triplet's inputs protocol, and this spec also renders the"
                    + " '\(style.name)' style",
                style == .subject ? "the subject style's inputs are all observers already: drop '@observer'"
                    : "in the \(style.name) style an input is \(style == .transform || style == .function ? "a stream the view hands" : "a method")")
        }
        // The subject style's class declares the method too, beside its `input` of observers.
        if kind == .call, let style = options.styles.first(where: { $0 != .transform && $0 != .subject }) {
            let why: String
            switch style {
            case .triplet, .observable, .published: why = "in the \(style.name) style every input is a method already: drop '@call'"
            default: why = "in the \(style.name) style the view hands every input as a stream or a value"
            }
            return (
                "'@call' makes the input a method of the transform or subject style's class, and this spec also renders the"
                    + " '\(style.name)' style", "'@call' is for 'styles: transform' or 'styles: subject'; \(why)")
        }
        // ReactiveSwift's pipe behind the method is a pair of members one `let` declares, which a struct cannot.
        if kind == .call, options.isStruct, options.framework == .reactiveswift {
            return ("'@call' sends into a 'Signal.pipe()' the view model declares in one 'let', which a struct view model"
                + " cannot", "drop 'declaration: struct': the view model is a class in ReactiveSwift")
        }
        // A relay or subject input is also the triplet's (a property of its inputs protocol the view sends into) and the
        // subject style's (a member of its `Input`, in place of an observer).
        let sentInTriplet = kind.isSubjectLike && !output
        // `subject-contract: given`: the subject style's `Output` makes its relays and subjects too.
        let madeBySubject = kind.isSubjectLike && options.subjectContractIsGiven
        // A value output of the subject style: its `output` is Combine's `@Published var` of values.
        let publishedBySubject = kind == .value && output && options.styles.contains(.subject)
        if publishedBySubject, let refusal = PublishedSubjectOutputs.refusal(options) { return refusal }
        if kind.isBound, let style = options.styles.first(where: {
            $0 != .transform && !(sentInTriplet && [.triplet, .subject].contains($0)) && !(madeBySubject && $0 == .subject)
                && !(publishedBySubject && $0 == .subject)
        }) {
            let holds = kind == .value ? (output ? "the Output holds the value the view reads" : "the Input struct carries the value the view hands")
                : output ? "the Output struct holds the \(kind.rawValue) the view binds to"
                : "the Input struct holds the \(kind.rawValue) the view sends into"
            return (
                "'@\(kind.rawValue)' members belong to the transform style (\(holds))\(sentInTriplet ? ", the triplet's and the subject style's" : ""),"
                    + " and this spec also renders the '\(style.name)' style",
                "write 'styles: transform'\(sentInTriplet ? ", 'styles: triplet' or 'styles: subject'" : "") for this view model's spec")
        }
        return nil
    }

    /// Checks an input's attributes: one kind at most, where its framework has it; `@latest` or `@event`, not both;
    /// a relay or subject input is the view's own object, so neither applies to it. Returns the kind.
    static func checkInput(
        _ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> ViewModel.StreamKind? {
        // `@failure(E)` on an input is reported as an output's attribute, once.
        // `@in(type)` names a protocol, checked with the others of the triplet's shape (`DeclaringProtocols`).
        // An unknown attribute (`@foo(Bar)`) was reported as unknown already.
        for (name, argument) in input.attributeArguments
        where name != "failure" && name != "in" && SpecValidator.inputAttributes.contains(name) {
            sink.error("'@\(name)' takes no type on an input", at: argument.location)
        }
        let kinds = input.attributes.filter { ViewModel.StreamKind(rawValue: $0.value) != nil }
        // `@call var isOn: Bool`, where every input is a method: the note writes it as one.
        let asMethod = input.isProperty ? input.parameters.first.map { "write '- \(input.name.value)(_ value: \($0.type.description))'" } : nil
        let kind = checkOneKind(kinds, output: false, options: options, methodNote: asMethod, into: &sink)
        if let kind, kind.isSubjectLike || kind == .value,
           let replay = input.attributes.first(where: { ["latest", "event"].contains($0.value) }) {
            if kind == .value {
                sink.error("'@\(replay.value)' does not apply to a value input: the view hands the value once, in its Input",
                           at: replay.location)
            } else {
            sink.error(
                "'@\(replay.value)' does not apply to a \(kind.rawValue) input: the view makes the \(kind.rawValue) and"
                    + " sends into it", at: replay.location)
            }
        }
        if kind == .value { ValueInputs.check(input, options: options, into: &sink) }
        // `= value`: a relay or subject of the triplet's inputs protocol that starts with a value (`BehaviorRelay`).
        if let start = input.startingValue, !input.isProperty {
            if kind?.isSubjectLike != true {
                sink.error("'= value' starts a relay or subject input ('@relay', '@subject'), and '\(input.name.value)' is"
                    + " \(kind.map { ("aeiou".contains($0.rawValue.first!) ? "an " : "a ") + $0.rawValue + " input" } ?? "a method"): nothing keeps a value", at: start.location)
            } else if let style = options.styles.first(where: { ![.triplet, .transform, .subject].contains($0) }) {
                sink.error("a relay or subject input that starts with a value is the triplet's, the transform style's or the"
                    + " subject style's;"
                    + " the '\(style.name)' style's view hands a stream", at: start.location)
            }
        }
        return kind
    }

    /// A constant under `inputs:` (`- @constant refresh: Action<Void, Void, Never>`): a property of the triplet's
    /// inputs protocol holding an object the logic makes once and the view sends into or applies.
    static func checkInputConstant(_ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) {
        let name = output.name.value
        if output.parameters != nil {
            sink.error(
                "a constant under 'inputs:' is a property the logic makes, not a function", at: output.name.location,
                notes: [.init("write '- @constant \(name): Type'; an input the view calls is '- \(name)(...)'")])
        }
        var seen: Set<String> = []
        for attribute in output.attributes {
            if !["constant", "if", "settable"].contains(attribute.value) {
                sink.error("'@\(attribute.value)' does not apply to a constant under 'inputs:'", at: attribute.location)
            } else if !seen.insert(attribute.value).inserted {
                sink.error("'@\(attribute.value)' is written twice", at: attribute.location)
            }
        }
        for (name, argument) in output.attributeArguments where name == "constant" {
            sink.error("'@\(name)' takes no type", at: argument.location)
        }
        if output.fallback != nil {
            sink.error(
                "the logic makes constant '\(name)' under 'inputs:', which takes no '= value'", at: output.name.location,
                notes: [.init("the logic's Output gives it: 'Output(\(name): ...)'")])
        }
        if !frameworks(of: .constant, output: true).contains(options.framework) {
            sink.error(
                "a constant under 'inputs:' is made by the logic from streams, and framework '\(options.framework.name)' has"
                    + " none", at: output.location,
                notes: [.init("'@constant' is for " + frameworks(of: .constant, output: true).map { "'\($0.name)'" }.joined(separator: ", "))])
        } else if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error(
                "a constant under 'inputs:' is a property of the triplet's inputs protocol, and this spec also renders the"
                    + " '\(style.name)' style", at: output.location,
                notes: [.init("write 'styles: triplet' for this view model's spec, or move it under 'outputs:'")])
        }
    }

    /// Checks an output's kind and failure; returns them.
    static func checkOutput(
        _ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> (kind: ViewModel.StreamKind?, failure: SwiftType?) {
        if output.parameters != nil {
            checkFunction(output, options: options, into: &sink)
            return (nil, nil)
        }
        let kinds = output.attributes.filter { ViewModel.StreamKind(rawValue: $0.value) != nil }
        let kind = checkOneKind(kinds, output: true, options: options, into: &sink)
        var failure: SwiftType?
        for (name, argument) in output.attributeArguments
        where name != "failure" && name != "label" && name != "kept" && SpecValidator.outputAttributes.contains(name) {
            sink.error("'@\(name)' takes no type", at: argument.location)
        }
        let isAsync = output.attributes.contains { $0.value == "async" }
        let isMade = output.attributes.contains { $0.value == "made" }
        // `output-bag:`: the `Output` object keeps the subscriptions, made before the relays and subjects it is made
        // with are bound, so each of those is a value or one the object makes itself.
        if options.transform.outputBag != nil, let kind, kind.isBound, kind != .value, !isMade,
           let attribute = output.attributes.first(where: { $0.value == kind.rawValue }) {
            sink.error(
                "'output-bag:' keeps the subscriptions in the 'Output' object, which is made with this \(kind.rawValue)"
                    + " before it is there to keep the one that feeds it", at: attribute.location,
                notes: [.init("write '@made' before it, so the object makes it, or make it a '@value'")])
        }
        // The transform style's struct binds them in `transform`, which cannot keep them; the subject style's, in `init`.
        if let kind, kind.isBound, options.isStruct, options.styles.contains(.transform), options.framework == .combine,
           options.transform.outputBag == nil,
           options.transform.bagParameter == nil, !options.transform.extraParameters.contains(where: { $0.isInout && $0.type.description == "Set<AnyCancellable>" }),
           let attribute = output.attributes.first(where: { $0.value == kind.rawValue }) {
            sink.error(
                "a struct view model cannot keep the subscriptions of a \(kind.rawValue) output in Combine", at: attribute.location,
                notes: [.init("give the transform a 'cancellables: inout Set<AnyCancellable>' parameter, as such apps do,"
                    + " name the bag it is handed ('transform-bag: cancelBag'), or give the 'Output' object a bag of its own"
                    + " ('output-bag: cancelBag')")])
        }
        if kind == .constant, let attribute = output.attributes.first(where: { ["async", "failure"].contains($0.value) }) {
            sink.error("'@\(attribute.value)' is for streams, and a constant output is a value", at: attribute.location)
        }
        if let kind, kind.isBound, let async = output.attributes.first(where: { $0.value == "async" }) {
            sink.error("'@async' does not apply to a \(kind.rawValue) output", at: async.location)
        }
        if kind == .value, let attribute = output.attributes.first(where: { $0.value == "value" }) {
            if output.fallback == nil, !output.type.isOptional {
                sink.error(
                    "a value output needs a starting value: '- \(output.name.value): \(output.type.description) = ...'",
                    at: attribute.location, notes: [.init("or make its type optional, which starts with nil")])
            }
            if options.framework != .combine, options.valueWrapper == nil {
                sink.error(
                    "a value output in RxSwift is kept by the app's property wrapper, which the spec does not name",
                    at: attribute.location, notes: [
                        .init("name it in the options: 'wrapper: Property', a @propertyWrapper with init(wrappedValue:)"
                            + " whose projectedValue is a BehaviorRelay<Value>, as MGArchitecture's @Property"),
                        .init("or keep the value in a relay the view binds to: '@relay \(output.name.value): ...'"),
                    ])
            }
            if let failure = output.attributes.first(where: { $0.value == "failure" }) {
                sink.error("a value output cannot fail: '@failure' is for streams", at: failure.location)
            }
        }
        if let attribute = output.attributes.first(where: { $0.value == "failure" }) {
            if let argument = output.attributeArguments["failure"] {
                failure = argument.value
                if !typedFailureFrameworks.contains(options.framework) {
                    sink.error(
                        "'@failure' gives the output a typed error, which framework '\(options.framework.name)' does not"
                            + " have", at: attribute.location,
                        notes: [.init(
                            "typed errors are for 'combine' (AnyPublisher<T, E>) and 'reactiveswift' (Signal<T, E>)")])
                } else if argument.value.description == "Never" {
                    sink.error("'@failure(Never)' is what an output is without '@failure'", at: argument.location)
                } else if let style = options.styles.first(where: \.isObservable), !output.type.isVoid, kind != .signal {
                    sink.error(
                        "'@failure' applies to a stream, and in the \(style.name) style this output is a stored value",
                        at: attribute.location,
                        notes: [.init("turn the error into a value in the logic (an output of its own), or mark the"
                            + " output '@signal' to keep it an event stream")])
                } else if options.styles.contains(.constructor) && !isAsync {
                    sink.error(
                        "'@failure' applies to a stream, and in the constructor style this output is a value",
                        at: attribute.location, notes: [.init("mark the output '@async', or drop '@failure'")])
                }
            } else {
                sink.error(
                    "'@failure' needs the error type: '@failure(NetworkError)'", at: attribute.location)
            }
        }
        return (kind, failure)
    }

    /// An input that answers the view (`textViewShouldChange(...) -> Bool`) is a method of the triplet's inputs whose
    /// answer the logic gives as a function.
    static func checkAnswer(
        _ input: InputDecl, at location: SourceLocation, options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error(
                "an input that returns a value is a method of the triplet's inputs, and this spec also renders the"
                    + " '\(style.name)' style", at: location,
                notes: [.init("in the \(style.name) style the view hands streams, which answer nothing")])
        }
        if !options.framework.dialect.usesStreams {
            sink.error(
                "an input's answer is a function the logic gives, which the '\(options.framework.name)' framework's logic"
                    + " does not return", at: location,
                notes: [.init("inputs that return a value are for 'rxswift', 'rxcocoa', 'reactiveswift', 'combine' and 'async'")])
        }
        if options.sendable {
            sink.error(
                "an input's answer is a closure the logic gives, which a Sendable contract ('sendable: true') cannot hold",
                at: location, notes: [.init("drop 'sendable', or make the input one that answers nothing")])
        }
        if let kind = input.attributes.first(where: { ViewModel.StreamKind(rawValue: $0.value) != nil }) {
            sink.error(kind.value == "call" ? "'@call' sends the input into a stream of the logic, which answers nothing"
                : "'@\(kind.value)' makes the input a stream the view hands, which answers nothing", at: kind.location)
        }
    }

    /// A function output (`shouldSelectRow(at index: IndexPath) -> Bool`) is a method of the triplet's outputs,
    /// answered by a function the logic gives; it is neither a stream nor marked like one.
    private static func checkFunction(_ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) {
        for attribute in output.attributes where attribute.value != "if" {
            sink.error("'@\(attribute.value)' is for streams and values; a function output is a method", at: attribute.location)
        }
        if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error(
                "a function output is a method of the triplet's outputs, and this spec also renders the '\(style.name)'"
                    + " style", at: output.name.location,
                notes: [.init("in the \(style.name) style, make it a stream or a '@constant' of a function type")])
        }
        if options.sendable {
            sink.error(
                "a function output is a closure the logic gives, which a Sendable contract ('sendable: true') cannot hold",
                at: output.name.location, notes: [.init("make it a stream the view reads, or drop 'sendable'")])
        }
        if !options.framework.dialect.usesStreams {
            sink.error(
                "a function output is answered by a function the logic gives, which the '\(options.framework.name)'"
                    + " framework's logic does not return", at: output.name.location,
                notes: [.init("function outputs are for 'rxswift', 'rxcocoa', 'reactiveswift', 'combine' and 'async'")])
        }
    }

    private static func checkOneKind(
        _ kinds: [Located<String>], output: Bool, options: GenerationOptions, methodNote: String? = nil,
        into sink: inout DiagnosticSink
    ) -> ViewModel.StreamKind? {
        guard let first = kinds.first, let kind = ViewModel.StreamKind(rawValue: first.value) else { return nil }
        if let other = kinds.dropFirst().first(where: { $0.value != first.value }) {
            sink.error("'@\(other.value)' contradicts '@\(first.value)'", at: other.location)
        }
        if let refusal = refusal(kind, output: output, options: options) {
            let note = methodNote.map { refusal.note.replacingOccurrences(of: "drop '@call'", with: $0) } ?? refusal.note
            sink.error(refusal.message, at: first.location, notes: [.init(note)])
            return nil
        }
        return kind
    }
}
