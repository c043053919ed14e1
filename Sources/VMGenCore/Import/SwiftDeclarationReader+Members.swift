/// The members a declaration reader reads: functions, initializers and subscripts with their parameters, generic
/// clauses and effects, and properties with their types, values and accessors.
extension SwiftDeclarationReader {
    mutating func function(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        var functionName = kind.rawValue
        if kind == .func {
            var text = ""
            while let token = current, !token.isPunctuation("("), !token.isPunctuation("<") || text.isEmpty,
                  !token.isPunctuation("{"), !token.startsLine || text.isEmpty {
                text += token.text
                index += 1
                if token.kind == .identifier { break }
            }
            functionName = text
        } else if let token = current, token.isPunctuation("?") || token.isPunctuation("!") {
            functionName += token.text // `init?`, `init!`
            index += 1
        }
        var declaration = SwiftDeclaration(kind: kind, name: functionName, location: location)
        declaration.genericParameters = genericClause()
        if current?.isPunctuation("(") == true { declaration.parameters = parameters() }
        while let token = current, token.kind == .identifier, ["async", "throws", "rethrows", "reasync"].contains(token.text) {
            declaration.effects.append(token.text)
            index += 1
            if current?.isPunctuation("(") == true { skipBalanced() } // typed throws
        }
        if current?.isPunctuation("->") == true {
            index += 1
            declaration.type = text(until: ["{"], stopAtWords: ["where"], stopAtLine: true)
        }
        if current?.isWord("where") == true {
            index += 1
            declaration.whereClause = text(until: ["{"], stopAtLine: true)
        }
        if current?.isPunctuation("{") == true {
            let start = index
            declaration.bodyNames = bodyIdentifiers()
            declaration.bodyReadNames = Self.readNames(in: tokens[(start + 1)..<max(start + 1, index - 1)])
            declaration.bodySetNames = Self.setNames(in: tokens[(start + 1)..<max(start + 1, index - 1)])
            declaration.bodySentNames = KeptOutputImport.sentNames(in: tokens[(start + 1)..<max(start + 1, index - 1)])
            declaration.bodyAssignedNames = Self.setNames(in: tokens[(start + 1)..<max(start + 1, index - 1)], calls: false)
            // What the body hands its result to is asked of `transform` alone (`calledClosure(of:output:)`).
            if kind == .func, functionName == "transform" {
                declaration.finalCall = FinalCall(tokens[(start + 1)..<max(start + 1, index - 1)])
                declaration.keptStreams = KeptOutputImport.streams(in: tokens[(start + 1)..<max(start + 1, index - 1)])
            }
            // A method's too: a parameter of its own hides the class's member of its name but for `self.name`.
            if kind == .`init` || kind == .func && !declaration.parameters.isEmpty {
                declaration.bodySelfSetNames = Self.setNames(in: tokens[(start + 1)..<max(start + 1, index - 1)], selfOnly: true)
            }
            if kind == .`init` {
                declaration.delegatedLabels = Self.delegatedLabels(in: tokens[(start + 1)..<max(start + 1, index - 1)])
                declaration.plainAssignments = Self.plainAssignments(in: tokens[(start + 1)..<max(start + 1, index - 1)])
                declaration.expressionAssignments = Self.expressionAssignments(in: tokens[(start + 1)..<max(start + 1, index - 1)])
                declaration.initializerAssignedNames = Self.initializerAssignedNames(in: tokens[(start + 1)..<max(start + 1, index - 1)])
            }
        }
        return declaration
    }

    /// Skips the body at the current `{`, returning the identifiers in it.
    mutating func bodyIdentifiers() -> [String] {
        let start = index
        skipBalanced()
        return Self.names(in: tokens[(start + 1)..<max(start + 1, index - 1)])
    }

    /// The identifiers among `tokens`, those of string interpolations included (`"\\(name) #\\(shopId)"` names
    /// `name` and `shopId`).
    static func names(in tokens: ArraySlice<SwiftToken>, depth: Int = 0) -> [String] {
        tokens.flatMap { token -> [String] in
            switch token.kind {
            case .identifier: return [token.text]
            case .string where depth < 8 && token.text.contains("\\"): return interpolatedNames(token.text, depth: depth)
            default: return []
            }
        }
    }

    /// The identifiers of a string literal's interpolations (`\\(...)`, `\\#(...)` in a raw string).
    private static func interpolatedNames(_ literal: String, depth: Int) -> [String] {
        var names: [String] = []
        var rest = Substring(literal)
        // Bounded, so that no literal makes the reading quadratic: 64 interpolations of 4,096 characters each.
        var count = 0
        while count < 64, let slash = rest.firstIndex(of: "\\") {
            rest = rest[rest.index(after: slash)...].drop { $0 == "#" }
            guard rest.first == "(" else { continue }
            // The interpolation's tokens, to its closing parenthesis (strings in it are whole tokens).
            count += 1
            let inner = SwiftTokenizer.tokenize(String(rest.prefix(4096)), path: "").tokens
            var level = 0
            var end = inner.endIndex
            for (offset, token) in inner.enumerated() {
                if token.isPunctuation("(") { level += 1 }
                if token.isPunctuation(")") { level -= 1 }
                if level == 0 {
                    end = offset
                    break
                }
            }
            names += Self.names(in: inner[..<end], depth: depth + 1)
            rest = rest.dropFirst()
        }
        return names
    }

    /// `(label name: Type = default, ...)`.
    mutating func parameters() -> [SwiftDeclaration.Parameter] {
        index += 1 // (
        var result: [SwiftDeclaration.Parameter] = []
        while let token = current, !token.isPunctuation(")") {
            let start = index
            while current?.kind == .attribute {
                index += 1
                if current?.isPunctuation("(") == true { skipBalanced() }
            }
            let location = current?.location ?? token.location
            var names: [String] = []
            while let word = current, word.kind == .identifier, names.count < 2 {
                names.append(word.text)
                index += 1
            }
            if current?.isPunctuation(":") == true, !names.isEmpty {
                index += 1
                let type = text(until: [",", ")", "="])
                var defaultValue: String?
                if current?.isPunctuation("=") == true {
                    index += 1
                    defaultValue = text(until: [",", ")"], tracksAngles: false)
                }
                result.append(SwiftDeclaration.Parameter(
                    label: names.count == 2 ? names[0] : nil, name: names.last!, type: type, defaultValue: defaultValue,
                    location: location))
            } else {
                _ = text(until: [",", ")"], tracksAngles: false)
            }
            if current?.isPunctuation(",") == true { index += 1 }
            if index == start { index += 1 } // never stall
        }
        if current != nil { index += 1 } // )
        return result
    }

    mutating func property(_ kind: SwiftDeclaration.Kind, at location: SourceLocation) -> SwiftDeclaration {
        let propertyName: String
        if current?.isPunctuation("(") == true {
            skipBalanced() // a tuple pattern
            propertyName = ""
        } else {
            propertyName = name() ?? ""
        }
        var declaration = SwiftDeclaration(kind: kind, name: propertyName, location: location)
        if current?.isPunctuation(":") == true {
            index += 1
            declaration.type = text(until: ["{", "="], stopAtLine: true)
        }
        if current?.isPunctuation("=") == true {
            index += 1
            declaration.value = text(until: ["{"], tracksAngles: false, stopAtLine: true, allowsBraces: true)
        }
        if current?.isPunctuation("{") == true {
            let bodyStart = index
            skipBalanced()
            let body = tokens[(bodyStart + 1)..<max(bodyStart + 1, index - 1)]
            let words = body.map(\.text)
            if !words.isEmpty, words.allSatisfy({ ["get", "set", "async", "throws", "mutating", "nonmutating"].contains($0) }) {
                declaration.accessors = words.joined(separator: " ")
            } else {
                declaration.bodyNames = Self.names(in: body)
                declaration.bodySetNames = Self.setNames(in: body)
                declaration.bodySentNames = KeptOutputImport.sentNames(in: body)
                declaration.bodyAssignedNames = Self.setNames(in: body, calls: false)
                declaration.convertedStream = KeptOutputImport.convertedStream(in: body)
                declaration.valueReadStream = KeptOutputImport.valueReadStream(in: body)
            }
        }
        return declaration
    }
}
