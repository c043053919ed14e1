/// The starting values of the relays and subjects a file makes (`let query = BehaviorRelay<String>(value: "")`,
/// `self.index = BehaviorSubject(value: 0)`, `CurrentValueSubject<Int, Never>(8)`, `let text: CurrentValueSubject<String,
/// Never> = .init("hi")`, `Holder<T>.init(...)`), by the name they are assigned to,
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
            guard tokens[index].kind == .identifier, values[tokens[index].text] == nil,
                  tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation(":") else { continue }
            var position = index + 1
            var holder: String?
            // `name: CurrentValueSubject<String, Never> = ...`: the holder is the annotation's.
            if tokens[position].isPunctuation(":") {
                while position < min(tokens.count, index + 40), !tokens[position].isPunctuation("="),
                      !tokens[position].isPunctuation("{"), !(position > index + 1 && tokens[position].startsLine) {
                    if holder == nil, tokens[position].kind == .identifier, holders[tokens[position].text] != nil {
                        holder = tokens[position].text
                    }
                    position += 1
                }
                guard holder != nil, position < tokens.count, tokens[position].isPunctuation("=") else { continue }
            }
            position += 1 // =
            if position < tokens.count, tokens[position].kind == .identifier, holders[tokens[position].text] != nil {
                holder = tokens[position].text
                position += 1
                position = skippingGenericArguments(tokens, from: position)
            }
            // `.init(`, `Holder.init(`.
            if position + 1 < tokens.count, tokens[position].isPunctuation("."), tokens[position + 1].isWord("init") {
                position += 2
            }
            guard let holder, let labelled = holders[holder], position < tokens.count, tokens[position].isPunctuation("(")
            else { continue }
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

    /// The position after the generic arguments at `start` (`<String>`, `<Int, Never>`), balanced; `start` when none.
    private static func skippingGenericArguments(_ tokens: [SwiftToken], from start: Int) -> Int {
        guard start < tokens.count, tokens[start].isPunctuation("<") else { return start }
        var position = start
        var depth = 0
        while position < tokens.count {
            if tokens[position].isPunctuation("<") { depth += 1 }
            if tokens[position].isPunctuation(">") { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
        return position
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
