/// A member that exists only in some builds: `#if DEBUG` around it in hand-written code, `@if(DEBUG)` in a spec.
/// The condition is kept as Swift's compilation-condition text (`DEBUG`, `os(iOS) && !targetEnvironment(simulator)`),
/// spaces folded; vmgen checks its characters and brackets, and the compiler its meaning.
public enum CompileCondition {
    /// A view model's conditions may make at most this many different builds: the code that builds its contract in one
    /// call is written once for each (`#if`, `#elseif`..., `#else`).
    public static let maximumBranches = 8

    /// What a condition may contain: names, calls such as `os(iOS)` or `swift(>=5.9)`, `!`, `&&`, `||`, brackets.
    static let allowedCharacters: Set<Character> = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ !&|()<>=.,:")

    /// Why `text` is no condition vmgen can write after `#if`, with the offset of the character at fault; nil when it is.
    public static func problem(in text: String) -> (message: String, offset: Int)? {
        let characters = Array(text)
        if characters.allSatisfy({ $0 == " " }) { return ("expected a condition, such as 'DEBUG'", 0) }
        var depth = 0
        for (offset, character) in characters.enumerated() {
            guard allowedCharacters.contains(character) else {
                let shown = character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
                    ? String(character) : character.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined()
                return ("'\(shown)' cannot stand in an #if condition", offset)
            }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { return ("unbalanced ')' in the condition", offset) }
            }
        }
        if depth > 0 { return ("unbalanced '(' in the condition", characters.count) }
        if Formula(parsing: String(characters)) == nil {
            return ("'\(text)' is no condition Swift reads: names, calls such as 'os(iOS)' or 'swift(>=5.9)', '!' before"
                + " one, '&&' and '||' spaced alike on both sides, brackets", 0)
        }
        return nil
    }

    /// The text with runs of spaces folded to one, and none inside brackets' edges: `os( iOS )` is `os(iOS)`.
    public static func normalized(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == " " || character == "\t" {
                if !result.isEmpty && result.last != " " && result.last != "(" { result.append(" ") }
            } else {
                if character == ")" && result.last == " " { result.removeLast() }
                result.append(character)
            }
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// `!DEBUG`, `!os(iOS)`, or `!(A && B)`; `!!A` is `A`.
    public static func negated(_ condition: String) -> String {
        if condition.hasPrefix("!"), isAtom(String(condition.dropFirst())) { return String(condition.dropFirst()) }
        return isAtom(condition) ? "!" + condition : "!(" + condition + ")"
    }

    /// `A && B`, each part in brackets when it has an operator of its own; nil for none.
    public static func all(_ conditions: [String]) -> String? {
        guard conditions.count > 1 else { return conditions.first }
        return conditions.map { isAtom($0) || ($0.hasPrefix("!") && isAtom(String($0.dropFirst()))) ? $0 : "(" + $0 + ")" }
            .joined(separator: " && ")
    }

    /// A name, a call (`os(iOS)`), or a whole bracketed condition: something `!` applies to as it is.
    static func isAtom(_ condition: String) -> Bool {
        var depth = 0
        for (offset, character) in condition.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                // `(A) || (B)` closes its first bracket before the end.
                if depth == 0 && offset != condition.count - 1 && condition.first == "(" { return false }
            }
            if depth == 0 && (character == " " || character == "!" && offset > 0 || character == "&" || character == "|") {
                return false
            }
        }
        return true
    }

    /// The distinct conditions of `conditions`, in the order they first appear.
    public static func distinct(_ conditions: [String?]) -> [String] {
        guard conditions.contains(where: { $0 != nil }) else { return [] }
        var seen: Set<String> = []
        return conditions.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// One branch of the code written once per combination of conditions: the directive that opens it (`#if DEBUG`,
    /// `#elseif ...`, `#else`), and which conditions hold in it.
    public struct Branch: Equatable, Sendable {
        public var directive: String
        public var holds: Set<String>
    }

    /// The branches for `conditions` (each combination that some build can have once, all holding first); one branch
    /// with no directive when there are none. A combination no build can have (`DEBUG` and `!DEBUG`) is left out.
    public static func branches(_ conditions: [String]) -> [Branch] {
        guard !conditions.isEmpty else { return [Branch(directive: "", holds: [])] }
        let possible = possibleCombinations(conditions)
        return possible.enumerated().map { position, combination in
            // Bit set: the condition does not hold. Combination 0 is every condition holding.
            let holds = conditions.enumerated().filter { combination & (1 << $0.offset) == 0 }.map(\.element)
            var parts: [String] = []
            for (offset, condition) in conditions.enumerated() {
                let part = combination & (1 << offset) == 0 ? condition : negated(condition)
                if !parts.contains(part) { parts.append(part) }
            }
            let directive = position == 0 ? "#if " + all(parts)!
                : position == possible.count - 1 ? "#else" : "#elseif " + all(parts)!
            return Branch(directive: directive, holds: Set(holds))
        }
    }

    /// How many branches `branches` writes for `conditions`.
    public static func branchCount(_ conditions: [String]) -> Int {
        // Each condition at least doubles what there is to try; past a dozen, there are too many builds anyway.
        guard conditions.count <= 12 else { return Int.max }
        return conditions.isEmpty ? 1 : possibleCombinations(conditions).count
    }

    /// The combinations of `conditions` some build has (bit `i` set: condition `i` does not hold), in order: those some
    /// values of the names and calls they are made of give. Each value of the names is tried once (at most 2^12), so
    /// any spec is quick; with more names, or a condition vmgen cannot read, every combination counts as possible.
    static func possibleCombinations(_ conditions: [String]) -> [Int] {
        let every = Array(0..<(1 << conditions.count))
        let formulas = conditions.compactMap(Formula.init(parsing:))
        guard formulas.count == conditions.count else { return every }
        var atoms: [String] = []
        for formula in formulas { formula.collectAtoms(into: &atoms) }
        guard atoms.count <= 12 else { return every }
        var found = Set<Int>()
        for assignment in 0..<(1 << atoms.count) {
            let values = Dictionary(uniqueKeysWithValues: atoms.enumerated().map { ($1, assignment & (1 << $0) != 0) })
            var combination = 0
            for (index, formula) in formulas.enumerated() where !formula.evaluate(values) { combination |= 1 << index }
            found.insert(combination)
        }
        return found.sorted()
    }

    /// A condition as a formula over its names and calls (`DEBUG`, `os(iOS)`), each true or false in a build.
    indirect enum Formula: Equatable {
        case atom(String)
        case not(Formula)
        case and(Formula, Formula)
        case or(Formula, Formula)

        /// nil when `text` is not a whole condition.
        init?(parsing text: String) {
            var reader = Reader(characters: Array(text))
            guard let formula = reader.disjunction(), reader.atEnd, reader.valid else { return nil }
            self = formula
        }

        func evaluate(_ values: [String: Bool]) -> Bool {
            switch self {
            case .atom(let name): return values[name] ?? false
            case .not(let formula): return !formula.evaluate(values)
            case .and(let left, let right): return left.evaluate(values) && right.evaluate(values)
            case .or(let left, let right): return left.evaluate(values) || right.evaluate(values)
            }
        }

        func collectAtoms(into atoms: inout [String]) {
            switch self {
            case .atom(let name): if !atoms.contains(name) { atoms.append(name) }
            case .not(let formula): formula.collectAtoms(into: &atoms)
            case .and(let left, let right), .or(let left, let right):
                left.collectAtoms(into: &atoms)
                right.collectAtoms(into: &atoms)
            }
        }

        private struct Reader {
            let characters: [Character]
            var index = 0

            var atEnd: Bool {
                mutating get {
                    skipSpaces()
                    return index == characters.count
                }
            }

            mutating func skipSpaces() {
                while index < characters.count && characters[index] == " " { index += 1 }
            }

            mutating func consume(_ text: String) -> Bool {
                skipSpaces()
                let expected = Array(text)
                guard index + expected.count <= characters.count,
                      Array(characters[index..<index + expected.count]) == expected else { return false }
                index += expected.count
                return true
            }

            /// `&&` or `||` with the same spacing on both sides, as Swift wants a binary operator.
            mutating func binary(_ symbol: String) -> Bool {
                let start = index
                skipSpaces()
                let spacedBefore = index > start || index > 0 && characters[index - 1] == " "
                let expected = Array(symbol)
                guard index + expected.count <= characters.count,
                      Array(characters[index..<index + expected.count]) == expected else {
                    index = start
                    return false
                }
                index += expected.count
                let spacedAfter = index < characters.count && characters[index] == " "
                if spacedBefore != spacedAfter { valid = false }
                return true
            }

            /// Whether the text is spelled as Swift reads a condition (spacing, names, calls' arguments).
            var valid = true

            mutating func disjunction() -> Formula? {
                guard var formula = conjunction() else { return nil }
                while binary("||") {
                    guard let right = conjunction() else { return nil }
                    formula = .or(formula, right)
                }
                return formula
            }

            mutating func conjunction() -> Formula? {
                guard var formula = unary() else { return nil }
                while binary("&&") {
                    guard let right = unary() else { return nil }
                    formula = .and(formula, right)
                }
                return formula
            }

            mutating func unary() -> Formula? {
                if consume("!") {
                    // A prefix operator stands against its operand: `! DEBUG` is no condition.
                    // `!!A` lexes as the operator `!!`, which no condition has.
                    if index < characters.count && (characters[index] == " " || characters[index] == "!") { return nil }
                    return unary().map(Formula.not)
                }
                if consume("(") {
                    guard let formula = disjunction(), consume(")") else { return nil }
                    return formula
                }
                skipSpaces()
                let start = index
                guard index < characters.count, characters[index].isLetter || characters[index] == "_" else { return nil }
                while index < characters.count, characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "_" { index += 1 }
                let name = String(characters[start..<index])
                // A call, `os(iOS)` or `swift(>=5.9)`: its arguments are part of the name.
                if index < characters.count && characters[index] == "(" {
                    var depth = 0
                    let open = index
                    repeat {
                        if characters[index] == "(" { depth += 1 }
                        if characters[index] == ")" { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < characters.count
                    guard depth == 0 else { return nil }
                    let arguments = String(characters[(open + 1)..<(index - 1)]).filter { $0 != " " }
                    guard !arguments.isEmpty else { return nil }
                    // `swift(>=5.9)`, `compiler(<6)`: a version after `>=` or `<`.
                    if ["swift", "compiler"].contains(name) {
                        let version = arguments.hasPrefix(">=") ? arguments.dropFirst(2) : arguments.hasPrefix("<") ? arguments.dropFirst() : nil
                        guard let version, !version.isEmpty, version.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
                    } else if !arguments.allSatisfy({ $0.isLetter || $0.isNumber || "_.,:".contains($0) }) {
                        return nil
                    }
                }
                return .atom(String(characters[start..<index]).filter { $0 != " " })
            }
        }
    }
}
