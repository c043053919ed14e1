/// The view model's isolation and the triplet's protocol names and refinements, as the options and the spec's own
/// lines give them (split from `SpecValidator.swift`, which lowers each member).
extension SpecValidator {
    /// The view model's global actor: its own `isolation:` line, else the options'. Swift concurrency's view models
    /// share their streams on an actor: the main actor unless one is named, and `none` is refused.
    static func isolation(
        _ declaration: ViewModelDecl, _ options: GenerationOptions, into sink: inout DiagnosticSink
    ) -> String? {
        let isolation = declaration.isolation.map(\.value) ?? options.isolation
        // A view model's own line against a `transform` isolated to a global actor (`@MainActor`): the same, or none.
        if let line = declaration.isolation, line.value != nil, options.styles.contains(.transform) {
            TransformSignatureResolver.checkIsolation(
                options.transform, isolation: line.value, framework: options.framework, at: line.location, into: &sink)
        }
        guard options.framework == .async, isolation == nil else { return isolation }
        if let line = declaration.isolation {
            sink.error(
                "the 'async' framework's view models run on an actor; 'isolation: none' does not apply",
                at: line.location, notes: [.init("drop the line for the main actor, or name a global actor")])
        }
        return "MainActor"
    }

    /// The triplet's protocol names: the view model's own, one prefix (`protocols: Actitivies`), or each in full
    /// (`protocols: CellInputs, CellOutputs, CellViewModelType`, and a fourth for the errors' when there are some).
    static func protocolNames(
        _ declaration: ViewModelDecl, hasErrors: Bool, into sink: inout DiagnosticSink
    ) -> ViewModel.ProtocolNames? {
        guard let line = declaration.protocolNames else { return nil }
        let names = line.value
        if names.count == 1 { return ViewModel.ProtocolNames(prefix: names[0]) }
        if names.count == 3 && hasErrors {
            sink.error(
                "'\(declaration.name.value)' has errors, so 'protocols:' names a fourth protocol, the errors'",
                at: line.location, notes: [.init("add it after the type's: '\(names.joined(separator: ", ")), \(declaration.name.value)Errors'")])
        } else if names.count == 4 && !hasErrors {
            sink.error(
                "'protocols:' names an errors protocol, '\(names[3])', and '\(declaration.name.value)' has no 'errors:'",
                at: line.location)
        }
        return ViewModel.ProtocolNames(
            inputs: names[0], outputs: names[1], type: names[2],
            errors: names.count == 4 ? names[3] : declaration.name.value + "Errors")
    }

    /// The groups the triplet's type protocol refines (`type-refines:`); `errors` only where there are errors.
    static func typeRefines(
        _ declaration: ViewModelDecl, hasErrors: Bool, into sink: inout DiagnosticSink
    ) -> [ViewModel.ProtocolGroup] {
        var groups: [ViewModel.ProtocolGroup] = []
        for group in declaration.typeRefines?.value ?? [] {
            guard let known = ViewModel.ProtocolGroup(rawValue: group.value) else { continue }
            if known == .errors && !hasErrors {
                sink.error("the type protocol cannot refine the errors' protocol: '\(declaration.name.value)' has no 'errors:'",
                           at: group.location)
                continue
            }
            groups.append(known)
        }
        return groups
    }
}
