/// The triplet's type where either side declares it as a typealias of the groups' composition (`typealias
/// LoginViewModelType = LoginViewModelInput & LoginViewModelOutput`, `groups: typealias`): a protocol in its stead is
/// another type to call sites (a class conforming to both groups is a `LoginViewModelType` only through the
/// typealias), and so is a composition of other protocols.
extension SurfaceComparison {
    static func compositionDifferences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], path: String
    ) -> [Diagnostic] {
        let original = TripletRecognizer.flatten(handWritten), regenerated = TripletRecognizer.flatten(generated)
        let theirs = compositions(original), ours = compositions(regenerated)
        let generatedProtocols = Set(regenerated.filter { $0.kind == .protocol }.map(\.name))
        let handWrittenProtocols = Dictionary(
            original.filter { $0.kind == .protocol }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var diagnostics: [Diagnostic] = []
        func difference(_ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(.error, path: path, at: location, message))
        }
        for (name, alias) in theirs.sorted(by: { $0.value.location < $1.value.location }) {
            let written = spelled(alias)
            if let generatedAlias = ours[name] {
                if TypeCompositionImport.parts(of: alias.value ?? "") != TypeCompositionImport.parts(of: generatedAlias.value ?? "") {
                    difference("typealias '\(name)' is '\(written)' here and '\(spelled(generatedAlias))' in the generated code",
                               at: alias.location)
                }
                if alias.access != generatedAlias.access {
                    difference("typealias '\(name)' is \(alias.access) here and \(generatedAlias.access) in the generated code",
                               at: alias.location)
                }
                if let condition = alias.condition {
                    difference("typealias '\(name)' stands inside '#if \(condition)' here and in every build in the generated code",
                               at: alias.location)
                }
            } else if generatedProtocols.contains(name) {
                difference("'\(name)' is a typealias of '\(written)' here and a protocol in the generated code, which a type"
                    + " conforming to \(written.split(separator: "&").map { "'\(String($0).trimmingSpaces)'" }.joined(separator: " and "))"
                    + " is not", at: alias.location)
            }
        }
        for (name, alias) in ours.sorted(by: { $0.key < $1.key }) where theirs[name] == nil {
            if let original = handWrittenProtocols[name] {
                difference("'\(name)' is a protocol here and a typealias of '\(spelled(alias))' in the generated code",
                           at: original.location)
            } else {
                difference("the generated code adds 'typealias \(name) = \(spelled(alias))'",
                           at: handWritten.first?.location ?? SourceLocation(line: 1, column: 1))
            }
        }
        return diagnostics
    }

    /// The typealiases among flattened declarations whose value composes names (`A & B`), by name.
    private static func compositions(_ all: [SwiftDeclaration]) -> [String: SwiftDeclaration] {
        Dictionary(all.filter { $0.kind == .typealias && !$0.isGeneric && TypeCompositionImport.parts(of: $0.value ?? "") != nil }
            .map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// `A & B` as written, whitespace folded.
    private static func spelled(_ alias: SwiftDeclaration) -> String {
        (alias.value ?? "").split(separator: "&").map { String($0).trimmingSpaces }.joined(separator: " & ")
    }
}
