/// An enum's `case` line: `case viewDidLoad`, `case search(String), select(item: Item)`, `case one = 1`.
extension SwiftDeclarationReader {
    /// The first case of the line, holding the others as its members (`typeDeclaration` spreads them); nil when the
    /// line names none (a `case` in a statement the reader did not skip).
    mutating func enumCases(at location: SourceLocation) -> SwiftDeclaration? {
        var cases: [SwiftDeclaration] = []
        while let token = current, token.kind == .identifier {
            var declaration = SwiftDeclaration(kind: .case, name: token.text, location: token.location)
            index += 1
            if current?.isPunctuation("(") == true {
                declaration.parameters = associatedValues()
            }
            if current?.isPunctuation("=") == true {
                index += 1
                declaration.value = text(until: [","], tracksAngles: false, stopAtLine: true)
            }
            cases.append(declaration)
            guard current?.isPunctuation(",") == true else { break }
            index += 1
        }
        guard var first = cases.first else {
            skipToEndOfDeclaration()
            return nil
        }
        first.members = Array(cases.dropFirst())
        return first
    }

    /// `(String, item: Item)`: each associated value's label (nil for none) and type, `name` empty.
    private mutating func associatedValues() -> [SwiftDeclaration.Parameter] {
        index += 1 // (
        var result: [SwiftDeclaration.Parameter] = []
        while let token = current, !token.isPunctuation(")") {
            let start = index
            var label: String?
            if token.kind == .identifier, self.token(1)?.isPunctuation(":") == true {
                label = token.text
                index += 2
            } else if token.kind == .identifier, self.token(1)?.kind == .identifier, self.token(2)?.isPunctuation(":") == true {
                label = token.text == "_" ? nil : token.text // `_ name: Type`
                index += 3
            }
            let type = text(until: [",", ")", "="])
            if current?.isPunctuation("=") == true {
                index += 1
                _ = text(until: [",", ")"], tracksAngles: false)
            }
            result.append(.init(label: label, name: "", type: type, defaultValue: nil, location: token.location))
            if current?.isPunctuation(",") == true { index += 1 }
            if index == start { index += 1 } // never stall
        }
        if current != nil { index += 1 } // )
        return result
    }
}
