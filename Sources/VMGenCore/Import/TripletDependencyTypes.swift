/// A triplet class's dependency of a type the class nests as `Input` or `Output` (`struct Input` of what a screen makes
/// it with, `init(input: Input)`): the generated triplet class declares neither, so the type stays the app's, in an
/// extension of the generated class, and the spec names it through the class (`- input: CartViewModel.Input`), as the
/// logic, declared outside the class, names it. Other nested types are named through the class already where needed
/// (`InitSetProperties`); these two are the transform style's own, where the generated class declares them.
enum TripletDependencyTypes {
    static let contractNames = ["Input", "Output"]

    static func qualified(_ dependencies: [ImportedSpec.Member], of owner: SwiftDeclaration) -> [ImportedSpec.Member] {
        let nested = owner.members.filter {
            [.struct, .class, .enum, .typealias].contains($0.kind) && contractNames.contains($0.name)
        }.map(\.name)
        guard !nested.isEmpty else { return dependencies }
        let replacements = Dictionary(uniqueKeysWithValues: nested.map { ($0, owner.name + "." + $0) })
        return dependencies.map { member in
            guard member.skipped == nil, let colon = member.line.firstIndex(of: ":") else { return member }
            var qualified = member
            let type = String(member.line[member.line.index(after: colon)...])
            qualified.line = String(member.line[...colon]) + type.replacingIdentifiers(replacements)
            return qualified
        }
    }
}
