/// What the value of `- init let domain: Domain = signUpUseCase.userDomain()` may name: the generated initializer sets
/// it before the class is made, where its parameters (the dependencies) shadow the class's members, so the value is
/// written of the dependencies, literals, types and functions of the app's own. A member of the class (another property,
/// an input, an output, what vmgen declares for it) or `self` is a located error where it stands: which of them are
/// stored and set by then depends on the style, and the generated initializer would read `self` before it is made or
/// name what the class does not declare. The import reads a hand-written initializer's value the same way
/// (`InitSetProperties`).
extension StoredProperties {
    /// False after reporting each name of the value of `property` that the initializer cannot read.
    static func validInitValue(
        _ property: PropertyDecl, of declaration: ViewModelDecl, sink: inout DiagnosticSink
    ) -> Bool {
        guard let value = property.value, let start = property.valueLocation else { return true }
        let dependencies = Set(declaration.dependencies.map(\.name.value))
        let owner = "'\(declaration.name.value)'"
        var members: [String: String] = [:]
        for other in declaration.properties { members[other.name.value] = "a property of \(owner)" }
        for input in declaration.inputs { members[input.name.value] = "an input of \(owner)" }
        for output in declaration.outputs { members[output.name.value] = "an output of \(owner)" }
        for name in SpecValidator.reservedNames.union(["subscriptions", "outputBindings"]) {
            members[name] = "a member vmgen declares for \(owner)"
        }
        members["super"] = "the base class of \(owner)"
        members["self"] = owner + " itself"
        var valid = true
        for (name, offset) in freeNames(in: value) where !dependencies.contains(name) {
            guard let described = members[name] else { continue }
            sink.error("the initializer sets '\(property.name.value)' before the class is made, and its value reads "
                + "'\(name)', \(described)", at: SourceLocation(line: start.line, column: start.column + offset),
                notes: [.init("write it of the dependencies (the initializer's parameters), literals and types")])
            valid = false
        }
        return valid
    }

    /// The names `expression` uses freely with their offsets in characters: not after a `.`, no argument label, none
    /// inside a string literal but in its interpolations.
    static func freeNames(in expression: String) -> [(String, Int)] {
        enum Mode { case text, code(depth: Int) }
        let characters = Array(expression)
        var names: [(String, Int)] = []
        var index = 0
        // Code, a string's text inside it, an interpolation's code inside that: each with the depth it opened at.
        var modes: [Mode] = [.code(depth: 0)]
        var depth = 0
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        while index < characters.count {
            let character = characters[index]
            if case .text = modes.last! {
                if character == "\\", index + 1 < characters.count, characters[index + 1] == "(" {
                    modes.append(.code(depth: depth))
                    depth += 1
                    index += 2
                } else {
                    if character == "\"" { modes.removeLast() }
                    index += character == "\\" ? 2 : 1
                }
                continue
            }
            switch character {
            case "\"":
                modes.append(.text)
                index += 1
            case "(":
                depth += 1
                index += 1
            case ")":
                depth -= 1
                // The end of an interpolation: back in its string's text.
                if modes.count > 1, case .code(let opened) = modes.last!, opened == depth { modes.removeLast() }
                index += 1
            case _ where isIdentifier(character) || character == "$" || character == "`":
                let start = index
                while index < characters.count, isIdentifier(characters[index]) || characters[index] == "$" || characters[index] == "`" {
                    index += 1
                }
                let name = String(characters[start..<index]).replacingOccurrences(of: "`", with: "")
                let before = characters[..<start].last { $0 != " " }
                var after = index
                while after < characters.count, characters[after] == " " { after += 1 }
                let isLabel = after < characters.count && characters[after] == ":" && (before == "(" || before == ",")
                if before != ".", !isLabel, !(name.first?.isNumber ?? true) { names.append((name, start)) }
            default:
                index += 1
            }
        }
        return names
    }
}
