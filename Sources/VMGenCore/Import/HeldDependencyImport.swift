/// A dependency the import keeps in a relay (`- @relay let repository: Repository`, `StreamWrappedDependencies.held`)
/// in a spec whose framework has no such relay or subject (`@relay` is RxSwift's and RxCocoa's, `@subject` theirs and
/// Combine's; a file read with others may be given another framework): the spec would not generate, so the dependency
/// is stored as it is given, as before, with a warning naming why.
enum HeldDependencyImport {
    /// Drops `@relay` or `@subject` from the dependencies of `spec` whose framework has none, each with a warning.
    static func fit(_ spec: inout ImportedSpec, path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for index in spec.viewModels.indices {
            for (position, member) in spec.viewModels[index].dependencies.enumerated() where member.skipped == nil {
                guard let word = ["@relay", "@subject"].first(where: { member.line.hasPrefix($0 + " ") }) else { continue }
                let kind: ViewModel.StreamKind = word == "@relay" ? .relay : .subject
                let frameworks = MemberKinds.frameworks(of: kind, output: false)
                if let framework = spec.framework, frameworks.contains(framework) { continue }
                // `@relay let repository: Repository` back to `repository: Repository`, stored as it is given.
                var rest = member.line.dropFirst(word.count + 1)
                for keyword in ["let ", "var "] where rest.hasPrefix(keyword) { rest = rest.dropFirst(keyword.count) }
                spec.viewModels[index].dependencies[position].line = String(rest)
                let name = OwnMembers.dependencyNames([spec.viewModels[index].dependencies[position]]).first ?? ""
                diagnostics.append(Diagnostic(
                    .warning, path: path, at: member.location,
                    "'\(name)' of '\(spec.viewModels[index].name)' is kept in a \(kind == .relay ? "relay" : "subject")"
                        + " that starts with its parameter, which '\(word)' says in "
                        + frameworks.map(\.name).joined(separator: ", ") + ", and this spec's framework is "
                        + (spec.framework?.name ?? "none") + ": the generated class stores the parameter as it is given,"
                        + " and call sites that read '\(name)' through the view model change"))
            }
        }
        return diagnostics
    }
}
