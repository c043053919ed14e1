/// `- @relay let repository: Repository` under `dependencies:`: what a hand-written view model keeps of a value it is
/// made with, in a relay that starts with it (`init(repository: Repository)` setting `let repository:
/// BehaviorRelay<Repository>` to `BehaviorRelay(value: repository)`), which call sites read (`viewModel.repository.value`)
/// and its logic maps. The initializer takes the type as written, the class stores the relay or subject where call
/// sites read it, and the logic is handed it. Where it cannot be, a located error.
enum HeldDependencies {
    /// The relay or subject `dependency`, written `@relay` or `@subject` (`held`), is kept in with `options`'s framework
    /// (`BehaviorRelay<Repository>`, `BehaviorSubject<Repository>`, `CurrentValueSubject<Repository, Never>`); nil
    /// after reporting why it cannot be.
    static func heldType(
        _ dependency: DependencyDecl, _ held: Located<String>, options: GenerationOptions, sink: inout DiagnosticSink
    ) -> String? {
        let name = dependency.name.value
        let type = dependency.type.description
        let kind: ViewModel.StreamKind = held.value == "relay" ? .relay : .subject
        let frameworks = MemberKinds.frameworks(of: kind, output: false)
        guard frameworks.contains(options.framework) else {
            sink.error(
                "'@\(held.value)' keeps dependency '\(name)' in a \(held.value) that starts with it, which the"
                    + " \(options.framework.name) framework has none of", at: held.location,
                notes: [.init("it is for " + frameworks.map(\.name).joined(separator: ", ")
                    + "; elsewhere write '- let \(name): \(type)'")])
            return nil
        }
        if let style = options.styles.first(where: StoredProperties.classless.contains) {
            sink.error(
                "'@\(held.value)' keeps dependency '\(name)' in a \(held.value) the class stores, and the \(style.name)"
                    + " style's view model is no class", at: held.location,
                notes: [.init("generate a style that declares a class (triplet, subject, transform, observable, published)")])
            return nil
        }
        guard dependency.keyword != nil, dependency.weak == nil else {
            sink.error(
                "'@\(held.value)' keeps dependency '\(name)' in a \(held.value) where call sites read it: write it with"
                    + " 'let' (or 'var')", at: held.location,
                notes: [.init("write '- @\(held.value) let \(name): \(type)'")])
            return nil
        }
        if dependency.isImplicitlyUnwrapped || dependency.isEscaping || dependency.type.isFunction {
            sink.error(
                "'@\(held.value)' keeps a value in a \(held.value); '\(type)\(dependency.isImplicitlyUnwrapped ? "!" : "")'"
                    + " is a closure or implicitly unwrapped, which it does not take", at: held.location,
                notes: [.init("write '- let \(name): ...' without '@\(held.value)'")])
            return nil
        }
        switch (options.framework, kind) {
        case (.combine, _): return "CurrentValueSubject<\(type), Never>"
        case (_, .relay): return "BehaviorRelay<\(type)>"
        default: return "BehaviorSubject<\(type)>"
        }
    }
}
