/// The starting values of the relays and subjects a file makes (`let query = BehaviorRelay<String>(value: "")`,
/// `self.index = BehaviorSubject(value: 0)`, `CurrentValueSubject<Int, Never>(8)`), by the name they are assigned to,
/// wherever the assignment stands (a stored property, or a local of the initializer that the property is then set
/// from, as many triplets write them): a triplet's inputs protocol declares such a relay without its value.
enum StartingValues {
    /// The holders of a current value, and whether the value is the argument labelled `value:`.
    private static let holders = ["BehaviorRelay": true, "BehaviorSubject": true, "CurrentValueSubject": false]

    /// The first starting value assigned to each name, as written (`""`, `.random`).
    static func scan(_ tokens: [SwiftToken]) -> [String: String] {
        var values: [String: String] = [:]
        var index = 0
        while index + 3 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index + 1].isPunctuation("="),
                  tokens[index + 2].kind == .identifier, let labelled = holders[tokens[index + 2].text],
                  values[tokens[index].text] == nil
            else { continue }
            var position = index + 3
            // `<String>`, `<Int, Never>`: the generic arguments, balanced.
            if position < tokens.count, tokens[position].isPunctuation("<") {
                var depth = 0
                while position < tokens.count {
                    if tokens[position].isPunctuation("<") { depth += 1 }
                    if tokens[position].isPunctuation(">") { depth -= 1 }
                    position += 1
                    if depth == 0 { break }
                }
            }
            guard position < tokens.count, tokens[position].isPunctuation("(") else { continue }
            position += 1
            if labelled {
                guard position + 1 < tokens.count, tokens[position].isWord("value"), tokens[position + 1].isPunctuation(":")
                else { continue }
                position += 2
            }
            if let value = argument(tokens, from: position) { values[tokens[index].text] = value }
        }
        return values
    }

    /// The text of the one argument starting at `start`, up to the `)` that closes the call; nil when a second
    /// argument follows or nothing closes it.
    private static func argument(_ tokens: [SwiftToken], from start: Int) -> String? {
        var depth = 0
        var text = ""
        for token in tokens[start...] {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { return text.isEmpty ? nil : text }
                depth -= 1
            }
            if depth == 0 && token.isPunctuation(",") { return nil }
            if token.kind == .documentation || token.kind == .directive { return nil }
            text += (token.isSpaced && !text.isEmpty ? " " : "") + token.text
        }
        return nil
    }
}
