/// Which names a body may set: what a member that moves to an extension of the generated class assigns, passes `inout`
/// or calls a method on (which may be `mutating`), so that the import keeps a `private(set) var` it only reads
/// `private(set)` and declares the setter of one it sets internal. Read from the tokens as written, erring towards
/// "may set": a local named like a property counts.
extension SwiftDeclarationReader {
    /// The names `tokens` may set: `name = ...`, `name += 1`, `self.name = ...`, `self?.name = ...`, `&name`,
    /// `name.member = ...`, `name[0] = ...`, `name.append(...)`, `name.sort { ... }`.
    /// `calls`: false for what the body assigns or passes `inout` alone, no method called on it (a member of the
    /// contract the generated class declares `let` or computed may take a method call, never an assignment).
    /// `selfOnly`: only what the body names through `self` (in an initializer, a bare name that is also a parameter's is
    /// the parameter: `if let name = repository.fullname {` in `init(repository:)` changes no property).
    static func setNames(in tokens: ArraySlice<SwiftToken>, calls: Bool = true, selfOnly: Bool = false) -> [String] {
        let list = Array(tokens)
        var result: [String] = []
        for (index, token) in list.enumerated() where token.kind == .identifier {
            var start = index
            // `self.name`, `self?.name`: the class's own; `other.name` is another value's.
            if index > 0, list[index - 1].isPunctuation(".") {
                var back = index - 2
                while back >= 0, list[back].isPunctuation("?") || list[back].isPunctuation("!") { back -= 1 }
                guard back >= 0, list[back].isWord("self") else { continue }
                start = back
            } else if selfOnly {
                continue
            }
            // `&name`: passed inout.
            if start > 0, list[start - 1].isPunctuation("&"), !list[start].isSpaced {
                result.append(token.text)
                continue
            }
            // The chain after it: `.member`, `?`, `!`, `[...]`.
            var next = index + 1
            var chained = false
            while next < list.count {
                if list[next].isPunctuation("."), next + 1 < list.count, list[next + 1].kind == .identifier {
                    next += 2
                    chained = true
                } else if (list[next].isPunctuation("?") || list[next].isPunctuation("!")) && !list[next].isSpaced {
                    next += 1
                } else if list[next].isPunctuation("["), !list[next].isSpaced {
                    next = closing(list, from: next) + 1
                    chained = true
                } else {
                    break
                }
            }
            if isAssignment(list, at: next)
                || calls && chained && next < list.count && (list[next].isPunctuation("(") || list[next].isPunctuation("{")) {
                result.append(token.text)
            }
        }
        return result
    }

    /// Whether an assignment operator starts at `index`: `=` (not `==`), `+=`, `-=`, `*=`, `/=`, `%=`, `&=`, `|=`, `^=`,
    /// `<<=`, `>>=`.
    private static func isAssignment(_ list: [SwiftToken], at index: Int) -> Bool {
        var at = index
        guard at < list.count, list[at].kind == .punctuation else { return false }
        if ["<", ">"].contains(list[at].text) {
            // `<<=` and `>>=`; `<=` and `>=` compare.
            guard at + 1 < list.count, list[at + 1].text == list[at].text, !list[at + 1].isSpaced else { return false }
            at += 2
        } else if ["+", "-", "*", "/", "%", "&", "|", "^"].contains(list[at].text) {
            at += 1
        }
        guard at < list.count, list[at].isPunctuation("="), at == index || !list[at].isSpaced else { return false }
        return !(at + 1 < list.count && list[at + 1].isPunctuation("=") && !list[at + 1].isSpaced)
    }

    /// The index of the bracket that closes the one at `index` (the last token when none does).
    private static func closing(_ list: [SwiftToken], from index: Int) -> Int {
        var depth = 0
        for position in index..<list.count {
            if ["(", "[", "{"].contains(where: list[position].isPunctuation) { depth += 1 }
            if [")", "]", "}"].contains(where: list[position].isPunctuation) {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return list.count - 1
    }
}

extension SwiftDeclarationReader {
    /// The names an initializer's `body` assigns itself as it runs, at its top level or inside its
    /// statements' blocks (`if`, `guard ... else`, `switch`, `for`, `do`), not inside a closure (a binding's
    /// `sink { self?.count = $0 }`, which runs later), its own constants and variables left out (`var count = 0` then
    /// `count += 1`), and what it passes `inout` (`&cancellables`): what the class starts with when it is made
    /// (`InitSetProperties`).
    static func initializerAssignedNames(in body: ArraySlice<SwiftToken>) -> [String] {
        let tokens = Array(body)
        var kept: [SwiftToken] = []
        var locals: Set<String> = []
        // Per open `{`: whether it opens a closure; per block, how deep `(` and `[` are and the statement's first word.
        var closures: [Bool] = []
        var parentheses = [0]
        var heads = [""]
        let statements: Set<String> = ["if", "guard", "for", "while", "switch", "catch", "else", "}"]
        for (index, token) in tokens.enumerated() {
            let previous = index > 0 ? tokens[index - 1] : nil
            if parentheses[parentheses.count - 1] == 0,
               token.startsLine || previous == nil || previous!.isPunctuation(";") || previous!.isPunctuation("{") {
                heads[heads.count - 1] = token.text
            }
            if token.kind == .punctuation, ["(", "["].contains(token.text) { parentheses[parentheses.count - 1] += 1 }
            if token.kind == .punctuation, [")", "]"].contains(token.text) { parentheses[parentheses.count - 1] -= 1 }
            if token.isPunctuation("{") {
                let afterWord = previous.map { ["else", "do", "repeat", "defer"].contains($0.text) } ?? false
                let opensClosure = !afterWord && (parentheses[parentheses.count - 1] > 0
                    || !statements.contains(heads[heads.count - 1])
                    || previous.map { ["=", "in", "(", ",", ":", "return"].contains($0.text) } ?? true)
                closures.append(opensClosure)
                parentheses.append(0)
                heads.append("")
                if !closures.contains(true) { kept.append(token) }
                continue
            }
            if token.isPunctuation("}"), !closures.isEmpty {
                let wasClosure = closures.contains(true)
                closures.removeLast()
                parentheses.removeLast()
                heads.removeLast()
                if !wasClosure { kept.append(token) }
                continue
            }
            guard !closures.contains(true) else { continue }
            if token.isWord("let") || token.isWord("var"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                locals.insert(tokens[index + 1].text)
            }
            // `.store(in: &cancellables)`: passed `inout` to keep what it is given, no value the class starts with.
            if token.isPunctuation("&"), index + 1 < tokens.count, !tokens[index + 1].isSpaced { continue }
            kept.append(token)
        }
        // Assigned itself (`count = 0`, `self.count += 1`, `rows[0] = 5`), not a member of it (`formatter.maximumFractionDigits
        // = 2` configures the value it starts with, which stays the declaration's, as before).
        var names: [String] = []
        for (index, token) in kept.enumerated() where token.kind == .identifier && !locals.contains(token.text) {
            if index > 0, kept[index - 1].isPunctuation(".") {
                var back = index - 2
                while back >= 0, kept[back].isPunctuation("?") || kept[back].isPunctuation("!") { back -= 1 }
                guard back >= 0, kept[back].isWord("self"), back == 0 || !kept[back - 1].isPunctuation(".") else { continue }
            }
            var next = index + 1
            while next < kept.count, kept[next].isPunctuation("["), !kept[next].isSpaced { next = closing(kept, from: next) + 1 }
            if isAssignment(kept, at: next) { names.append(token.text) }
        }
        return names
    }
}
