/// `input-init: loadTrigger, refreshTrigger`: the order the app's call sites hand the transform style's `Input` its
/// streams in, where the team's struct declares an initializer of its own in that order
/// (`init(loadTrigger: Driver<Void>, refreshTrigger: Driver<Void>)` beside members declared the other way round).
/// The generated `Input` declares that initializer beside the one taking each member in order (in its stead where
/// only default arguments, `refreshRank = .empty()`, set it apart), so both the app's call sites and the generated
/// code make it. Every input is a stream the view hands (none `@call`, `@made` or
/// `@if`) and is named once; else an error where the option or the name stands.
enum InputInitOrder {
    /// The option's names, checked against the view model's inputs; nil (with the errors) when they do not fit.
    static func resolve(
        _ entries: [OptionEntry], styles: [Style], transform: TransformSignature, viewModels: [ViewModel],
        into sink: inout DiagnosticSink
    ) -> (names: [String], defaults: [String: String])? {
        guard let entry = entries.last(where: { $0.key.value == "input-init" }) else { return nil }
        guard let items = OptionResolver.listItems(entry.value, what: "inputs", into: &sink) else { return nil }
        let errorsBefore = sink.diagnostics.count
        // `refreshRank = .empty()`: a member the call sites may leave out, with the value it then takes.
        var defaults: [String: String] = [:]
        let names = items.map { item -> Located<String> in
            guard let equals = item.value.firstIndex(of: "=") else { return item }
            let name = String(item.value[..<equals]).trimmingSpaces
            let value = String(item.value[item.value.index(after: equals)...]).trimmingSpaces
            if case .success = ExpressionReader.read(value), !value.isEmpty {
                defaults[name] = value
            } else {
                sink.error("'\(value)' in 'input-init:' is no default value of '\(name)'", at: item.location)
            }
            return Located(name, at: item.location)
        }
        if !styles.contains(.transform) {
            sink.error(
                "'input-init:' orders the transform style's Input initializer, and this spec does not render it",
                at: entry.key.location, notes: [.init("add 'transform' to 'styles:', or drop 'input-init:'")])
        }
        if transform.isEventStream {
            sink.error(
                "'input-init:' orders the members of a struct, and the one-stream event transform's Input is an enum of"
                    + " cases", at: entry.key.location)
        }
        guard viewModels.count == 1, let viewModel = viewModels.first else {
            if viewModels.count > 1 {
                sink.error(
                    "'input-init:' orders one view model's Input initializer, and this spec declares \(viewModels.count)"
                        + " view models", at: entry.key.location, notes: [.init("give each view model a spec of its own")])
            }
            return nil
        }
        let handed = viewModel.inputs
        if let conditional = handed.first(where: { $0.condition != nil }) {
            sink.error(
                "'input-init:' orders every build's Input alike, and input '\(conditional.streamName)' exists only in some (@if)",
                at: entry.key.location)
        }
        if let other = handed.first(where: { $0.isCalled || $0.isMade }) {
            sink.error(
                "'input-init:' orders an Input the view hands every stream of, and input '\(other.streamName)' is not handed"
                    + " (@call or @made)", at: entry.key.location)
        }
        var seen: Set<String> = []
        for name in names {
            if !handed.contains(where: { $0.streamName == name.value }) {
                sink.error("'\(name.value)' in 'input-init:' is not an input of '\(viewModel.name)'", at: name.location)
            } else if !seen.insert(name.value).inserted {
                sink.error("'\(name.value)' is named twice in 'input-init:'", at: name.location)
            }
        }
        let missing = handed.map(\.streamName).filter { !seen.contains($0) }
        if !missing.isEmpty, sink.diagnostics.count == errorsBefore {
            sink.error(
                "'input-init:' names each stream the view hands the Input once, and leaves out "
                    + missing.map { "'\($0)'" }.joined(separator: ", "), at: entry.value.location)
        }
        if sink.diagnostics.count == errorsBefore, names.map(\.value) == handed.map(\.streamName), defaults.isEmpty {
            sink.error(
                "'input-init:' names the inputs in the order the spec declares them, which the Input is made with already",
                at: entry.value.location, notes: [.init("drop 'input-init:'")])
        }
        return sink.diagnostics.count == errorsBefore ? (names.map(\.value), defaults) : nil
    }
}
