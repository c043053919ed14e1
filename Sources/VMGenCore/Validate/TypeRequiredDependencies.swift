/// `type-requires: theme`: a readable dependency (`- let theme: Theme`) the triplet's type protocol declares, `var
/// theme: Theme { get }`, as apps that reach what the view model was made with through the protocol declare it
/// (`protocol SetupViewModelProtocol { var theme: Theme { get }; var inputs: ... }`). The class stores it where call
/// sites read it already; the fake takes it in its initializer and hands it back.
enum TypeRequiredDependencies {
    /// The dependencies `type-requires:` names besides `init`, in its order; a located error for any other name.
    static func resolve(_ declaration: ViewModelDecl, _ viewModel: ViewModel, into sink: inout DiagnosticSink) -> [String] {
        guard let line = declaration.typeRequires else { return [] }
        var names: [String] = []
        for name in line.value where name.value != "init" {
            // Each says what the line names, why the type protocol cannot require it, and what to write instead.
            let only = "the type protocol may require 'init' and the dependencies the class stores as they are given"
                + " ('- let' or '- var' under 'dependencies:')"
            guard let dependency = viewModel.dependencies.first(where: { $0.name == name.value }) else {
                sink.error("unknown requirement '\(name.value)'; '\(viewModel.name)' has no dependency '\(name.value)', and"
                    + " \(only)", at: name.location,
                    notes: [.init("declare '- let \(name.value): Type' under 'dependencies:', or leave '\(name.value)' out of"
                        + " 'type-requires:'")])
                continue
            }
            let outOfTheLine = "leave '\(name.value)' out of 'type-requires:'; call sites still read it on the class"
            guard dependency.keyword != nil else {
                sink.error("'type-requires:' names '\(name.value)', a dependency only the logic sees, which the class declares"
                    + " no property for; \(only)", at: name.location,
                    notes: [.init("write it '- let \(name.value): \(dependency.type.description)' under 'dependencies:', or"
                        + " leave '\(name.value)' out of 'type-requires:'")])
                continue
            }
            // The fake of --tests declares what the type protocol requires as it is given: a weak one it declares
            // already (`FakeOwnState`), and one kept in a relay it would have to start a relay of its own.
            if dependency.isWeak || dependency.heldType != nil {
                let held = declaration.dependencies.first { $0.name.value == name.value }?.held?.value ?? "relay"
                let kept = dependency.isWeak ? "holds weakly ('weak var')" : "keeps in a \(held) ('@\(held)')"
                sink.error("'type-requires:' names '\(name.value)', which the class \(kept); \(only)", at: name.location,
                    notes: [.init(outOfTheLine)])
                continue
            }
            names.append(name.value)
        }
        return names
    }
}
