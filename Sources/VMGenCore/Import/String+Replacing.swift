extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Each whole identifier that is a key of `replacements` replaced by its value, but one after a `.`, which names a
    /// member (`Input` in `AnyPublisher<Input, Never>`, not in `Self.Input`): a generic parameter by its argument, a
    /// binding protocol's associated type by what its `where` clause binds.
    func replacingIdentifiers(_ replacements: [String: String]) -> String {
        var result = ""
        var word = ""
        var beforeWord: Character?
        func flush() {
            guard !word.isEmpty else { return }
            result += beforeWord == "." ? word : replacements[word] ?? word
            word = ""
        }
        for character in self {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { beforeWord = result.last }
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}
