/// The starting values of the relays and subjects a file makes (`let query = BehaviorRelay<String>(value: "")`,
/// `self.index = BehaviorSubject(value: 0)`, `CurrentValueSubject<Int, Never>(8)`, `let text: CurrentValueSubject<String,
/// Never> = .init("hi")`, `Holder<T>.init(...)`), and of the ReactiveSwift properties it makes of the logic's output
/// of the same name (`enabled = Property(initial: false, then: output.enabled)`, as vmgen keeps a value output with a
/// starting value; a property made of another stream is an object the logic makes), by the name they are assigned to,
/// wherever the assignment stands (a stored property, or a local of the initializer that the property is then set
/// from, as many triplets write them): a triplet's inputs protocol declares such a relay without its value.
enum StartingValues {
    /// The holders of a current value, and the label of the argument that gives it (nil: the first, unlabelled).
    private static let holders: [String: String?] = [
        "BehaviorRelay": "value", "BehaviorSubject": "value", "CurrentValueSubject": nil, "Property": "initial",
    ]

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
            guard let holder, let label = holders[holder], position < tokens.count, tokens[position].isPunctuation("(")
            else { continue }
            position += 1
            if let label {
                guard position + 1 < tokens.count, tokens[position].isWord(label), tokens[position + 1].isPunctuation(":")
                else { continue }
                position += 2
            }
            // A property's starting value is followed by the stream it then takes: `then: output.<name>)`.
            let name = tokens[index].text
            guard let (value, end) = argument(tokens, from: position, followedBy: holder == "Property" ? "then" : nil)
            else { continue }
            if holder == "Property" {
                let rest = tokens.dropFirst(end + 3).prefix(4)
                guard rest.count == 4, rest.first?.isWord("output") == true, rest.dropFirst().first?.isPunctuation(".") == true,
                      rest.dropFirst(2).first?.isWord(name) == true, rest.last?.isPunctuation(")") == true else { continue }
            }
            values[name] = value
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

    /// The text of the one argument starting at `start`, up to the `)` that closes the call, or up to the `,` before
    /// the argument labelled `next`, and the position of that `)` or `,`; nil when another argument follows or nothing
    /// closes it.
    private static func argument(
        _ tokens: [SwiftToken], from start: Int, followedBy next: String? = nil
    ) -> (text: String, end: Int)? {
        var depth = 0
        var text = ""
        for (offset, token) in tokens[start...].enumerated() {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { return text.isEmpty || next != nil ? nil : (text, start + offset) }
                depth -= 1
            }
            if depth == 0 && token.isPunctuation(",") {
                let following = start + offset + 1
                guard let next, following + 1 < tokens.count, tokens[following].isWord(next),
                      tokens[following + 1].isPunctuation(":") else { return nil }
                return text.isEmpty ? nil : (text, start + offset)
            }
            if token.kind == .documentation || token.kind == .directive { return nil }
            text += (token.isSpaced && !text.isEmpty ? " " : "") + token.text
        }
        return nil
    }
}
