/// The readable dependencies the triplet's type protocol requires (`type-requires: theme`): the fake stores each,
/// given to its initializer after the constants, and hands it back, as the protocol's `var theme: Theme { get }` asks.
extension FakeWriter {
    /// The dependencies the type protocol declares, in the triplet's fake; none in another style.
    var requiredDependencies: [ViewModel.Dependency] {
        guard style == .triplet else { return [] }
        return viewModel.typeRequiredDependencies.compactMap { name in viewModel.dependencies.first { $0.name == name } }
    }

    /// `let theme: Theme` (`weak var coordinator: Coordinator?` for a weak one), before the initializer.
    func writeRequiredDependencies(_ writer: inout SwiftWriter) {
        for dependency in requiredDependencies {
            writer.line("\(dependency.isWeak ? "weak var" : "let") \(Identifier.escaped(dependency.name)): \(dependency.declaredType)")
        }
    }

    /// The initializer's parameters for them: `theme: Theme`.
    var requiredDependencyParameters: [String] {
        requiredDependencies.map { Identifier.escaped($0.name) + ": " + $0.parameterType }
    }

    /// The statements that store them: `self.theme = theme`.
    var requiredDependencyAssignments: [String] {
        requiredDependencies.map { "self.\(Identifier.member($0.name)) = \(Identifier.escaped($0.name))" }
    }

    /// The arguments `type-requires: init`'s convenience initializer passes them with: `theme: theme`.
    var requiredDependencyArguments: String {
        requiredDependencies.map { Identifier.escaped($0.name) + ": " + Identifier.escaped($0.name) }.joined(separator: ", ")
    }
}
