/// A subject-style `Output` that builds itself from the view model's `Input` and what the class is given (`init(input:
/// Input, dependency: Dependency)`, the class writing `self.output = .init(input: input, dependency: dependency)`, as
/// s22's 90s_iOS writes each view model): the initializer is `subject-output: built`, which the generated `Output`
/// declares, running the logic on the input's streams, so the class and call sites make it as before; its body, what
/// makes each output, moves into the logic's `transform`, which a note says where it stands. Read where the spec can
/// say it (`BuiltSubjectOutputs`): every input a relay or subject, every output one the logic gives as it is, and the
/// initializer's other parameters the dependencies the logic is handed, by name and type, in order.
enum BuiltSubjectOutputImport {
    /// The initializer `found`'s `Output` builds itself with, where `viewModel` (its inputs, outputs and dependencies as
    /// imported) lets `subject-output: built` say it; nil otherwise.
    static func initializer(
        of found: StructStyleRecognizer.Found, viewModel: ImportedSpec.ViewModel, givenContract: Bool, alone: Bool,
        aliases: AppTypeAliases
    ) -> SwiftDeclaration? {
        let initializers = found.output.members.filter { $0.kind == .`init` }
        guard found.style == .subject, alone, !givenContract, found.output.kind == .struct, initializers.count == 1,
              let initializer = initializers.first, StructStyleRecognizer.explicitInitializers(of: found.output).count == 1,
              initializer.effects.isEmpty, let first = initializer.parameters.first, (first.label ?? first.name) == "input",
              first.defaultValue == nil,
              [found.input.name, found.owner.name + "." + found.input.name].contains(first.type.trimmingSpaces),
              viewModel.inputs.allSatisfy({ $0.skipped == nil && ($0.line.hasPrefix("@relay ") || $0.line.hasPrefix("@subject ")) }),
              viewModel.outputs.allSatisfy({ output in
                  output.skipped == nil && !["@made", "@kept", "@outside", "@value", "@if"].contains { output.line.contains($0) } })
        else { return nil }
        // The dependencies the logic is handed, each `name: Type` as the spec declares it (no `weak` one, none held).
        var handed: [(name: String, type: String)] = []
        for dependency in viewModel.dependencies {
            guard dependency.skipped == nil, !dependency.line.hasPrefix("@") else { return nil }
            var line = Substring(dependency.line)
            if line.hasPrefix("weak ") { continue }
            for keyword in ["var ", "let "] where line.hasPrefix(keyword) { line = line.dropFirst(keyword.count) }
            let head = line.split(separator: "=", maxSplits: 1)[0]
            guard let colon = head.firstIndex(of: ":"), case let name = String(head[..<colon]).trimmingSpaces,
                  Identifier.isValid(name) else { return nil }
            handed.append((name, String(head[head.index(after: colon)...]).trimmingSpaces))
        }
        let rest = initializer.parameters.dropFirst()
        guard rest.count == handed.count, zip(rest, handed).allSatisfy({ parameter, dependency in
            (parameter.label ?? parameter.name) == dependency.name && parameter.defaultValue == nil
                && SurfaceComparison.normalized(aliases.expanded(parameter.type))
                    == SurfaceComparison.normalized(aliases.expanded(dependency.type))
        }) else { return nil }
        return initializer
    }

    /// The note where the initializer stands.
    static func note(_ initializer: SwiftDeclaration, of found: StructStyleRecognizer.Found, signature: String, path: String) -> Diagnostic {
        Diagnostic(.note, path: path, at: initializer.location,
            "'\(signature)' of '\(found.owner.name).\(found.output.name)' is 'subject-output: built': the generated"
                + " '\(found.output.name)' declares it, running the logic's 'transform' on the streams of 'input', into which"
                + " this initializer's body (what makes each output) moves")
    }
}

extension SurfaceComparison {
    /// The initializers an extension of `name` declares (`extension XViewModel.Output { init(input: XViewModel.Input,
    /// dependency: Dependency) }`, as `subject-output: built` generates), beside the struct's own and its memberwise
    /// one, as call sites see them: a type the view model nests named as the struct's own members name it (`Input`).
    static func extensionInitializers(
        of name: String, found: StructStyleRecognizer.Found, extensions: [String: [SwiftDeclaration]], aliases: AppTypeAliases
    ) -> [SwiftDeclaration] {
        let prefix = found.owner.name + "."
        return (extensions[name] ?? []).flatMap(\.members).filter { $0.kind == .`init` && !OwnMembers.isPrivate($0) }.map { initializer in
            var member = SwiftDeclaration(kind: .`init`, name: "init", location: initializer.location)
            member.parameters = initializer.parameters.map { parameter in
                let type = parameter.type.trimmingSpaces
                let own = type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
                return .init(label: nil, name: parameter.label ?? parameter.name,
                             type: normalized(aliases.expanded(own)) + (parameter.defaultValue == nil ? "" : "=…"),
                             location: initializer.location)
            }
            member.effects = initializer.effects
            return member
        }
    }
}
