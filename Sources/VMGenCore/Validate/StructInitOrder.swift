/// `input-init: loadTrigger, refreshTrigger` and `output-init: model homeModel, isLoading = .just(false)`: the
/// initializer the team's transform-style `Input` or `Output` declares of its own, each parameter a member in the
/// order the app's call sites hand them, with the label they write where it is not the member's name and the default
/// argument where there is one (`InitParameter`). The generated struct declares that initializer beside the one taking
/// each member in order (in its stead where only default arguments set it apart), so both the app's call sites and
/// the generated code make it. The `Input`'s takes every stream the view hands (none `@call`, `@made` or `@if`);
/// the `Output`'s every output the struct is handed (none `@made` or `@outside`: the struct makes the first itself,
/// the second is the logic's alone; no `@if`, which the transform style refuses). Every problem is an error where the option or the parameter stands.
enum StructInitOrder {
    /// Which struct the option orders.
    enum Group: String {
        case input = "Input"
        case output = "Output"

        var key: String { self == .input ? "input-init" : "output-init" }
        var what: String { self == .input ? "an input" : "an output" }
    }

    /// A parameter as written: `label member = default`, with where it stands.
    private static func parameter(_ item: Located<String>, key: String, into sink: inout DiagnosticSink) -> InitParameter? {
        var head = item.value
        var defaultValue: String?
        if let equals = item.value.firstIndex(of: "=") {
            head = String(item.value[..<equals]).trimmingSpaces
            let value = String(item.value[item.value.index(after: equals)...]).trimmingSpaces
            if case .success = ExpressionReader.read(value), !value.isEmpty {
                defaultValue = value
            } else {
                sink.error("'\(value)' in '\(key):' is no default value of '\(head)'", at: item.location)
            }
        }
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard (1...2).contains(words.count), words.allSatisfy({ Identifier.isValid($0) || $0 == "_" }),
              let member = words.last, member != "_" else {
            sink.error(
                "'\(head)' in '\(key):' is no parameter: write the member's name, with the label call sites write before"
                    + " it where that is another ('model homeModel')", at: item.location)
            return nil
        }
        return InitParameter(label: words.count == 2 && words[0] != member ? words[0] : nil, member: member,
                             defaultValue: defaultValue)
    }

    /// The option's parameters, checked against the view model's inputs or outputs; nil (with the errors) when they
    /// do not fit. `memberKeyword` (`members:`): with `var`, the initializer of each member in order takes the ones
    /// the struct makes itself too, each with its value as the default.
    static func resolve(
        _ group: Group, _ entries: [OptionEntry], styles: [Style], transform: TransformSignature, memberKeyword: String,
        viewModels: [ViewModel], into sink: inout DiagnosticSink
    ) -> [InitParameter]? {
        let key = group.key
        guard let entry = entries.last(where: { $0.key.value == key }) else { return nil }
        guard let items = OptionResolver.listItems(entry.value, what: group == .input ? "inputs" : "outputs", into: &sink)
        else { return nil }
        let errorsBefore = sink.diagnostics.count
        let parameters = items.map { (item: $0, parameter: parameter($0, key: key, into: &sink)) }
        if !styles.contains(.transform) {
            sink.error(
                "'\(key):' orders the transform style's \(group.rawValue) initializer, and this spec does not render it",
                at: entry.key.location, notes: [.init("add 'transform' to 'styles:', or drop '\(key):'")])
        }
        if transform.isEventStream || group == .output && (transform.hasOutputEnum || transform.isStateStream) {
            let which = transform.isEventStream ? "the one-stream event transform's" : "the transform's"
            sink.error(
                "'\(key):' orders the members of a struct, and \(which) \(group.rawValue) is an enum of cases",
                at: entry.key.location)
        }
        guard viewModels.count == 1, let viewModel = viewModels.first else {
            if viewModels.count > 1 {
                sink.error(
                    "'\(key):' orders one view model's \(group.rawValue) initializer, and this spec declares"
                        + " \(viewModels.count) view models", at: entry.key.location,
                    notes: [.init("give each view model a spec of its own")])
            }
            return nil
        }
        // The members the struct's initializer may take: (name, why not where it may not).
        let members: [(name: String, refused: String?)]
        switch group {
        case .input:
            if let conditional = viewModel.inputs.first(where: { $0.condition != nil }) {
                sink.error(
                    "'input-init:' orders every build's Input alike, and input '\(conditional.streamName)' exists only in"
                        + " some (@if)", at: entry.key.location)
            }
            if let other = viewModel.inputs.first(where: { $0.isCalled || $0.isMade }) {
                sink.error(
                    "'input-init:' orders an Input the view hands every stream of, and input '\(other.streamName)' is not"
                        + " handed (@call or @made)", at: entry.key.location)
            }
            members = viewModel.inputs.map { ($0.streamName, nil) }
        case .output:
            if transform.outputIsGiven {
                sink.error(
                    "'output-init:' orders the Output the transform makes, and this one's Output is handed to the view"
                        + " model (transform-output: given)", at: entry.key.location)
            }
            if let value = viewModel.outputs.first(where: { $0.streamKind == .value }) {
                sink.error(
                    "'output-init:' orders the members of the Output struct, and value output '\(value.name)' makes it an"
                        + " object that starts with its values", at: entry.key.location)
            }
            members = viewModel.outputs.map { output in
                (output.name, output.isMade ? "@made, a member the Output makes itself"
                    : output.isOutside ? "@outside, the logic's alone" : nil)
            }
        }
        var seen: Set<String> = []
        var labels: Set<String> = []
        for (item, parameter) in parameters {
            guard let parameter else { continue }
            guard let member = members.first(where: { $0.name == parameter.member }) else {
                sink.error("'\(parameter.member)' in '\(key):' is not \(group.what) of '\(viewModel.name)'", at: item.location)
                continue
            }
            if let refused = member.refused {
                sink.error(
                    "'\(parameter.member)' in '\(key):' is \(refused), which no initializer of the \(group.rawValue) takes",
                    at: item.location)
            } else if !seen.insert(parameter.member).inserted {
                sink.error("'\(parameter.member)' is named twice in '\(key):'", at: item.location)
            } else if parameter.callLabel != "_", !labels.insert(parameter.callLabel).inserted {
                sink.error("the label '\(parameter.callLabel)' is written twice in '\(key):'", at: item.location)
            }
        }
        let taken = members.filter { $0.refused == nil }.map(\.name)
        let missing = taken.filter { !seen.contains($0) }
        if !missing.isEmpty, sink.diagnostics.count == errorsBefore {
            sink.error(
                "'\(key):' names each \(group == .input ? "stream the view hands" : "member") the \(group.rawValue)"
                    + " \(group == .input ? "" : "is handed ")once, and leaves out "
                    + missing.map { "'\($0)'" }.joined(separator: ", "), at: entry.value.location)
        }
        let resolved = parameters.compactMap(\.parameter)
        let memberwise = group == .output && memberKeyword == "var"
            ? viewModel.outputs.filter { !$0.isOutside }.map(\.name) : taken
        if sink.diagnostics.count == errorsBefore, resolved.map(\.member) == memberwise,
           resolved.allSatisfy({ $0.label == nil && $0.defaultValue == nil }) {
            sink.error(
                "'\(key):' names the \(group == .input ? "inputs" : "outputs") in the order the spec declares them, which"
                    + " the \(group.rawValue) is made with already", at: entry.value.location, notes: [.init("drop '\(key):'")])
        }
        return sink.diagnostics.count == errorsBefore ? resolved : nil
    }
}
