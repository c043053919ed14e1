/// A property the triplet's type protocol declares beside its groups that the class stores from its initializer's
/// parameter of the same name (`var theme: Theme { get }` in `SetupViewModelProtocol`, `let theme: Theme` set from
/// `init(theme: Theme, ...)`): a readable dependency the type protocol requires, `type-requires: theme` with `- let
/// theme: Theme`, as apps that reach what the view model was made with through the protocol declare it.
enum TypeRequiredDependencyImport {
    /// Whether `member` of the type protocol is such a property, carried into `viewModel`; false for any other.
    static func carry(_ member: SwiftDeclaration, into viewModel: inout ImportedSpec.ViewModel) -> Bool {
        guard member.kind == .var, !member.isConditional, member.attributes.isEmpty, member.modifiers.isEmpty,
              !TripletRecognizer.isSettable(member), member.effects.isEmpty,
              let type = member.type, !type.hasSuffix("!"),
              let index = viewModel.dependencies.firstIndex(where: {
                  $0.skipped == nil && OwnMembers.dependencyNames([$0]).first == member.name }),
              ReadableDependencyTypes.mismatch(member, among: viewModel.dependencies) == nil,
              SurfaceComparison.normalized(dependencyType(viewModel.dependencies[index].line) ?? "") == SurfaceComparison.normalized(type)
        else { return false }
        let line = viewModel.dependencies[index].line
        if !["let ", "var ", "weak "].contains(where: line.hasPrefix) {
            viewModel.dependencies[index].line = "let " + line
        }
        // Its documentation, from the protocol where the class's parameter has none.
        if viewModel.dependencies[index].docs.isEmpty { viewModel.dependencies[index].docs = member.docs }
        viewModel.typeRequiredDependencies.append(member.name)
        return true
    }

    /// The type a dependency's line declares: `Theme` of `theme: Theme = .light`.
    private static func dependencyType(_ line: String) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...]
        return String(rest.indices.first { rest[$0...].hasPrefix(" = ") }.map { rest[..<$0] } ?? rest).trimmingSpaces
    }
}
