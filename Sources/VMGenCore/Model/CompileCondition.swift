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
                return ("'\(character)' cannot stand in an #if condition", offset)
            }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth < 0 { return ("unbalanced ')' in the condition", offset) }
            }
        }
        if depth > 0 { return ("unbalanced '(' in the condition", characters.count) }
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
        let count = 1 << conditions.count
        let possible = (0..<count).filter { isPossible(conditions, holding: $0) }
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
        return conditions.isEmpty ? 1 : (0..<(1 << conditions.count)).filter { isPossible(conditions, holding: $0) }.count
    }

    /// Whether some build makes each condition hold or not as `combination` says (bit set: it does not): some values of
    /// the names and calls they are made of give each its value. Unknown (too many names, or unreadable): possible.
    static func isPossible(_ conditions: [String], holding combination: Int) -> Bool {
        let formulas = conditions.map(Formula.init(parsing:))
        guard formulas.allSatisfy({ $0 != nil }) else { return true }
        var atoms: [String] = []
        for formula in formulas { formula!.collectAtoms(into: &atoms) }
        guard atoms.count <= 10 else { return true }
        return (0..<(1 << atoms.count)).contains { assignment in
            let values = Dictionary(uniqueKeysWithValues: atoms.enumerated().map { ($1, assignment & (1 << $0) != 0) })
            return formulas.enumerated().allSatisfy { index, formula in
                formula!.evaluate(values) == (combination & (1 << index) == 0)
            }
        }
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
            guard let formula = reader.disjunction(), reader.atEnd else { return nil }
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

            mutating func disjunction() -> Formula? {
                guard var formula = conjunction() else { return nil }
                while consume("||") {
                    guard let right = conjunction() else { return nil }
                    formula = .or(formula, right)
                }
                return formula
            }

            mutating func conjunction() -> Formula? {
                guard var formula = unary() else { return nil }
                while consume("&&") {
                    guard let right = unary() else { return nil }
                    formula = .and(formula, right)
                }
                return formula
            }

            mutating func unary() -> Formula? {
                if consume("!") { return unary().map(Formula.not) }
                if consume("(") {
                    guard let formula = disjunction(), consume(")") else { return nil }
                    return formula
                }
                skipSpaces()
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber
                    || characters[index] == "_" || characters[index] == "." { index += 1 }
                guard index > start else { return nil }
                // A call, `os(iOS)` or `swift(>=5.9)`: its arguments are part of the name.
                if index < characters.count && characters[index] == "(" {
                    var depth = 0
                    repeat {
                        if characters[index] == "(" { depth += 1 }
                        if characters[index] == ")" { depth -= 1 }
                        index += 1
                    } while depth > 0 && index < characters.count
                    guard depth == 0 else { return nil }
                }
                return .atom(String(characters[start..<index]).filter { $0 != " " })
            }
        }
    }
}
