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
            guard let dependency = viewModel.dependencies.first(where: { $0.name == name.value }) else {
                sink.error("unknown requirement '\(name.value)'; the type protocol may require 'init' or a readable dependency"
                    + " of '\(viewModel.name)'", at: name.location,
                    notes: [.init("a readable dependency is stored where call sites read it: '- let \(name.value): Type' under"
                        + " 'dependencies:'")])
                continue
            }
            guard dependency.keyword != nil else {
                sink.error("'\(name.value)' is a dependency only the logic sees, so the class declares no property the type"
                    + " protocol could require", at: name.location,
                    notes: [.init("write it '- let \(name.value): \(dependency.type.description)' under 'dependencies:'")])
                continue
            }
            // The fake of --tests declares what the type protocol requires as it is given: a weak one it declares
            // already (`FakeOwnState`), and one kept in a relay it would have to start a relay of its own.
            if dependency.isWeak || dependency.heldType != nil {
                sink.error("'type-requires:' cannot name '\(name.value)', a dependency "
                    + (dependency.isWeak ? "held weakly ('weak var')" : "kept in a relay or subject ('@relay', '@subject')")
                    + ": vmgen does not generate a type protocol that requires it", at: name.location,
                    notes: [.init("leave '\(name.value)' out of 'type-requires:'; call sites still read it on the class")])
                continue
            }
            names.append(name.value)
        }
        return names
    }
}
