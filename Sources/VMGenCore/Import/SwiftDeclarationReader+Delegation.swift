/// What an initializer's body delegates to (the labels of its `self.init(...)` call), and what it assigns plainly.
extension SwiftDeclarationReader {
    /// The argument labels of the first `self.init(` call among `body` (`_` for an argument without a label); nil when
    /// there is none.
    static func delegatedLabels(in body: ArraySlice<SwiftToken>) -> [String]? {
        let tokens = Array(body)
        guard let call = tokens.indices.first(where: { index in
            index + 3 < tokens.count && tokens[index].isWord("self") && tokens[index + 1].isPunctuation(".")
                && tokens[index + 2].isWord("init") && tokens[index + 3].isPunctuation("(")
        }) else { return nil }
        var labels: [String] = []
        var depth = 0
        var argumentStart = true
        var index = call + 4
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
                if depth == 0 { return labels }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(",") {
                argumentStart = true
                index += 1
                continue
            }
            if argumentStart, !token.isPunctuation(")") {
                let labeled = token.kind == .identifier && index + 1 < tokens.count && tokens[index + 1].isPunctuation(":")
                labels.append(labeled ? token.text : "_")
                argumentStart = false
            }
            index += 1
        }
        return labels
    }

    /// The statements of `body` (at its top level) that assign one name to a property, `self.lostItemId = noticeId`
    /// or `lostItemId = noticeId`, by the property; a property assigned twice is left out.
    static func plainAssignments(in body: ArraySlice<SwiftToken>) -> [String: String] {
        let tokens = Array(body)
        var result: [String: String] = [:]
        var twice: Set<String> = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            guard depth == 0, token.startsLine || index == 0 || tokens[index - 1].isPunctuation(";") else { continue }
            var at = index
            if token.isWord("self"), at + 1 < tokens.count, tokens[at + 1].isPunctuation(".") { at += 2 }
            guard at + 2 < tokens.count, tokens[at].kind == .identifier, tokens[at + 1].isPunctuation("="),
                  tokens[at + 2].kind == .identifier,
                  at + 3 == tokens.count || tokens[at + 3].startsLine || tokens[at + 3].isPunctuation(";")
            else { continue }
            let property = tokens[at].text
            if result[property] != nil { twice.insert(property) }
            result[property] = tokens[at + 2].text
        }
        for property in twice { result[property] = nil }
        return result
    }
}
