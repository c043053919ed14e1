/// The starting value an `Output` struct's relay or subject declares where it is made (`let flag: BehaviorRelay<Bool> =
/// BehaviorRelay(value: true)`, `= .init(value: x)`, `let total = BehaviorRelay<Int>(value: 2)`,
/// `CurrentValueSubject<Int, Never>(3)`), read as written; and `--check`'s comparison of it with the spec's.
extension StructStyleRecognizer {
    /// What a member holding a current value is made with: `.written` the text of its starting value, `.unreadable`
    /// when something is assigned that is not the holder's initializer with one argument, `.none` when nothing is.
    enum WrittenStart: Equatable {
        case none
        case written(String)
        case unreadable(String)
    }

    /// The type of a member written without one but made by a holder's initializer (`let total =
    /// BehaviorRelay<Int>(value: 2)` is a `BehaviorRelay<Int>`); the written type otherwise.
    static func holderType(of member: SwiftDeclaration) -> String? {
        if let type = member.type { return type }
        guard let value = member.value?.trimmingSpaces, let open = value.firstIndex(of: "<") else { return nil }
        var depth = 0
        for index in value[open...].indices {
            if value[index] == "<" { depth += 1 }
            if value[index] == ">" { depth -= 1 }
            guard depth == 0 else { continue }
            let type = String(value[...index])
            let rest = value[value.index(after: index)...]
            guard rest.hasPrefix("(") || rest.hasPrefix(".init("), let (_, _, _, holder) = subjectLike(type), holder != nil
            else { return nil }
            return type
        }
        return nil
    }

    /// The starting value `member` (of type `type`) is made with, as written.
    static func writtenStart(of member: SwiftDeclaration, type: String) -> WrittenStart {
        guard let value = member.value?.trimmingSpaces, !value.isEmpty else { return .none }
        let text = "held: \(type) = \(value)\n"
        let tokens = SwiftTokenizer.tokenize(text, path: "").tokens
        guard let start = StartingValues.scan(tokens)["held"] else { return .unreadable(value) }
        // The whole value is the call (`BehaviorRelay(value: 1).skip(1)` is another relay, made from it).
        let spaceless = value.filter { !$0.isWhitespace }, argument = start.filter { !$0.isWhitespace }
        guard spaceless.hasSuffix(argument + ")") else { return .unreadable(value) }
        var callee = spaceless.dropLast(argument.count + 1)
        if callee.hasSuffix("value:") { callee = callee.dropLast("value:".count) }
        // Parentheses in the holder's generic arguments are a tuple type (`BehaviorRelay<(Int?, Int?)>`), not a call.
        guard callee.hasSuffix("("), !withoutGenericArguments(callee.dropLast()).contains(where: { "()".contains($0) })
        else { return .unreadable(value) }
        return .written(start)
    }

    /// `text` without what its angle brackets enclose (`BehaviorRelay<(Int?, Int?)>` is `BehaviorRelay<>`).
    static func withoutGenericArguments(_ text: Substring) -> String {
        var depth = 0, kept = ""
        for character in text {
            if character == ">", depth > 0 { depth -= 1; if depth == 0 { kept.append(character) }; continue }
            if character == "<" { depth += 1; if depth == 1 { kept.append(character) }; continue }
            if depth == 0 { kept.append(character) }
        }
        return kept
    }

    /// `--check`: the starting value of each relay or subject output the hand-written `Output` struct makes, against
    /// the one the spec gives it (which the generated `transform` makes it with); an error where they differ, or
    /// where the spec gives none.
    static func startingValueDifferences(
        handWritten: [SwiftDeclaration], spec: SpecSource, path: String, context: [SwiftDeclaration]
    ) -> [Diagnostic] {
        let found = viewModels(in: handWritten, context: context).filter { $0.style == .transform }
        guard !found.isEmpty, let resolved = Generator.resolve(spec).resolved else { return [] }
        var diagnostics: [Diagnostic] = []
        for viewModel in found {
            guard let generated = resolved.viewModels.first(where: { $0.viewModel.name == viewModel.owner.name })?.viewModel
            else { continue }
            for member in viewModel.output.members where [.let, .var].contains(member.kind) {
                guard let type = holderType(of: member), let (_, _, _, holder) = subjectLike(type), holder != nil,
                      case let .written(start) = writtenStart(of: member, type: type),
                      let output = generated.outputs.first(where: { $0.name == member.name }) else { continue }
                let theirs = SurfaceComparison.normalized(start)
                if let ours = output.fallback, SurfaceComparison.normalized(ours) == theirs { continue }
                diagnostics.append(Diagnostic(.error, path: path, at: member.location,
                    "'\(member.name)' of '\(viewModel.owner.name).\(viewModel.output.name)' starts with '\(start)' here and"
                        + (output.fallback.map { " with '\($0)'" } ?? " with no value") + " in the generated code"))
            }
        }
        return diagnostics
    }
}
