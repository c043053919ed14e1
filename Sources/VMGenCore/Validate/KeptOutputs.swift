/// `@kept(itemsRelay)` on an output of the transform, triplet or subject-bridged style: the class keeps what the logic's
/// stream sends in its own relay or subject of that name, declared under `properties:` (`- let itemsRelay:
/// BehaviorRelay<[Item]> = .init(value: [])`), and hands the view the output made of it, as hand-written view models
/// keep a private relay their `Output` (or outputs protocol's property) is made of (`items: itemsRelay.asDriver()`) and
/// read its current value in members of their own (`var items: [Item] { itemsRelay.value }`), which then move to an
/// extension unchanged.
enum KeptOutputs {
    /// The relays and subjects a kept output may be kept in, by framework: the type's name before `<`, and whether it
    /// takes `Never` as its second argument (Combine's).
    static func keepers(_ framework: Framework) -> [String] {
        switch framework {
        case .rxswift, .rxcocoa: ["BehaviorRelay", "PublishRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject"]
        case .combine: ["CurrentValueSubject", "PassthroughSubject"]
        default: []
        }
    }

    /// Checks `@kept(name)` on `output`; returns the property's name, or nil when there is none or it is refused (a
    /// located error says why).
    static func check(
        _ output: OutputDecl, kind: ViewModel.StreamKind?, properties: [PropertyDecl], outputs: [OutputDecl],
        options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> String? {
        guard let attribute = output.attributes.first(where: { $0.value == "kept" }) else { return nil }
        guard let argument = output.attributeArguments["kept"] else {
            sink.error("'@kept' names the property of the class that keeps the output: '@kept(itemsRelay)'", at: attribute.location)
            return nil
        }
        let name = argument.value.description
        func refuse(_ message: String, notes: [Diagnostic.Note] = []) -> String? {
            sink.error(message, at: attribute.location, notes: notes)
            return nil
        }
        if let refusal = refusal(options) {
            return refuse(refusal, notes: [.init("write 'styles: transform', 'styles: triplet' or 'styles: subject' for this"
                + " view model's spec")])
        }
        // The subject style's `@Published var output` of values (`PublishedSubjectOutput`) keeps no relay of its own.
        if options.styles.contains(.subject),
           let value = outputs.lazy.compactMap({ $0.attributes.first { $0.value == "value" } }).first {
            return refuse("'@kept' keeps the output in the subject style's 'Output' of streams, and a '@value' output makes"
                + " that 'output' a '@Published var' struct of values", notes: [
                    .init("the value output is here", at: value.location),
                    .init("keep every output a stream, or write the kept one as a '@value' the logic sets")])
        }
        if keepers(options.framework).isEmpty {
            return refuse("'@kept' keeps the output in a relay or subject, which framework '\(options.framework.name)' has none of",
                notes: [.init("'@kept' is for 'rxswift', 'rxcocoa' and 'combine'")])
        }
        if options.isStruct || options.transform.outputBag != nil {
            return refuse("'@kept' keeps the binding of the output in the class's own bag, which a struct view model or an"
                + " 'output-bag:' does not have")
        }
        if let other = output.attributes.first(where: { ["async", "failure", "made", "relay", "subject", "value", "constant"].contains($0.value) })
            ?? (output.parameters != nil ? attribute : nil) {
            return refuse("a kept output is a stream the view binds, made of the class's relay or subject; '@\(other.value)'"
                + (output.parameters != nil ? " on a function output" : "") + " is not one")
        }
        guard let property = properties.first(where: { $0.name.value == name }) else {
            return refuse("'@kept(\(name))' names no property of the view model",
                notes: [.init("declare it under 'properties:': '- let \(name): \(example(options.framework, output.type.description))'")])
        }
        let element = output.type.description
        let type = property.type.description
        let accepted = keepers(options.framework).map { options.framework == .combine ? "\($0)<\(element), Never>" : "\($0)<\(element)>" }
        if property.keyword.value != "let" || property.wrapper != nil || property.lazy != nil || property.weak != nil
            || property.setInInit != nil || property.value == nil || !accepted.contains(type) {
            return refuse("'@kept(\(name))' names a property that is not a relay or subject of the output's type the class"
                + " makes with a value: a 'let' of " + accepted.map { "'\($0)'" }.joined(separator: ", "),
                notes: [.init("the property is here", at: property.location),
                        .init("for example '- let \(name): \(example(options.framework, element))'")])
        }
        return name
    }

    /// Why the styles `options` generate cannot keep an output, or nil where they can: the transform style of `Input`
    /// and `Output` structs, whose `transform` makes the view's `Output`; the triplet, whose class stores each output
    /// the outputs protocol declares; the subject-bridged style, whose class makes its `output` (not one the app's
    /// contract declares, `subject-contract:`).
    static func refusal(_ options: GenerationOptions) -> String? {
        let transform = options.transform
        let styles = Set(options.styles)
        if styles.isEmpty || !styles.isSubset(of: [.transform, .triplet, .subject]) {
            return "'@kept' is for the transform style of 'Input' and 'Output' structs, the triplet and the subject-bridged"
                + " style, whose class makes the outputs the view binds"
        }
        if styles.contains(.transform), transform.isEventStream || transform.isStateStream || transform.outputIsGiven {
            return "'@kept' is for the transform style of 'Input' and 'Output' structs alone, whose 'transform' makes"
                + " the view's 'Output'"
        }
        if styles.contains(.subject), options.subjectContractIsGiven {
            return "'@kept' keeps the output in the class's relay, and the subject style's 'output' is here the app's"
                + " contract's, which the class does not make"
        }
        return nil
    }

    /// Checks `@outside` on `output` (`kept`: whether its `@kept` was accepted); returns whether the output is offered
    /// outside the view's `Output`. It is for a kept output alone, whose relay or subject the class keeps set and
    /// members of the team's extension read (`var route: Signal<Route> { routeRelay.asSignal() }`): elsewhere, or with
    /// a kind of what the view's `Output` hands (`@signal`, `@driver`, `@observable`), a located error.
    static func checkOutside(_ output: OutputDecl, kept: Bool, into sink: inout DiagnosticSink) -> Bool {
        guard let attribute = output.attributes.first(where: { $0.value == "outside" }) else { return false }
        if !output.attributes.contains(where: { $0.value == "kept" }) {
            sink.error("'@outside' offers a kept output outside the view's 'Output': write it with the relay or subject"
                + " that keeps it, '@kept(routeRelay) @outside'", at: attribute.location)
            return false
        }
        if let kind = output.attributes.first(where: { ["signal", "driver", "observable"].contains($0.value) }) {
            sink.error("'@\(kind.value)' says how the view's 'Output' hands the stream, which an '@outside' output is not in",
                at: kind.location, notes: [.init("drop '@\(kind.value)': the team's member reading the relay says it")])
            return false
        }
        return kept
    }

    /// `BehaviorRelay<[Item]> = .init(value: [])`, to show what a kept output's property is.
    static func example(_ framework: Framework, _ element: String) -> String {
        switch framework {
        case .combine: "CurrentValueSubject<\(element), Never> = .init(...)"
        case .rxswift: "BehaviorSubject<\(element)> = .init(value: ...)"
        default: "BehaviorRelay<\(element)> = .init(value: ...)"
        }
    }
}
