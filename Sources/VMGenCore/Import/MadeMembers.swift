/// Relays and subjects a transform-style `Input` or `Output` struct makes itself where it declares them (`let tap:
/// PublishSubject<Void> = PublishSubject()`, `= .init()`, `let tap = PublishRelay<Void>()`, `let page =
/// BehaviorRelay<Int>(value: 1)`), as apps write `let input = ViewModel.Input()` and `let output = Output()`: the
/// spec's `@made` members, with the starting value as written.
extension StructStyleRecognizer {
    /// What a member is made with: nothing (`PublishSubject()`), or the starting value of one that holds a current
    /// value (`false` of `BehaviorRelay(value: false)`).
    enum Made: Equatable {
        case empty
        case starting(String)
    }

    /// How `member` (of type `type`, a relay or subject) is made where it is declared, when by its type's own
    /// initializer; nil when it is not made there, or made otherwise (`PublishSubject<Void>().asObserver()`).
    static func made(_ member: SwiftDeclaration, type: String) -> Made? {
        guard let value = member.value?.trimmingSpaces, member.accessors == nil, valueWrapper(of: member) == nil,
              !member.modifiers.contains("static"), let (_, _, _, holder) = subjectLike(type) else { return nil }
        if holder != nil {
            guard case let .written(start) = writtenStart(of: member, type: type) else { return nil }
            return .starting(start)
        }
        let spaceless = value.filter { !$0.isWhitespace }
        let full = type.filter { !$0.isWhitespace }, name = String(full.prefix { $0 != "<" })
        let callees = ["", name, full].flatMap { [$0 + ".init", $0] }.filter { !$0.isEmpty }
        return callees.contains { spaceless == $0 + "()" } ? .empty : nil
    }

    /// An `Input` member its struct makes: `@made @relay refresh`, `@made @relay page(_ value: Int) = 1`; nil for
    /// another member.
    static func madeInput(_ member: SwiftDeclaration, of found: Found) -> (ImportedSpec.Member, Framework?)? {
        guard found.style == .transform, found.input.kind == .struct, !member.isConditional, let type = member.type,
              let made = made(member, type: type), let (framework, kind, element, _) = subjectLike(type),
              !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")) else { return nil }
        var line = "@made " + madeKeyword(member) + "@\(kind.rawValue) " + inputLine(member.name, element: element)
        if case let .starting(start) = made { line += " = " + start }
        return (.entry(line, docs: member.docs, at: member.location, original: "\(member.name): \(type)"), framework)
    }

    /// Whether `member` of `Output` is a relay or subject its struct makes (`@made`).
    static func isMadeOutput(_ member: SwiftDeclaration, type: String, in found: Found) -> Bool {
        found.style == .transform && found.output.kind == .struct && made(member, type: type) != nil
    }
}

extension StructStyleRecognizer {
    /// An `Input` relay or subject with a current value that the view makes and hands in (`let email:
    /// CurrentValueSubject<String?, Never>`): `@subject email(_ value: String?) = nil`, its type's usual empty value
    /// for the value a probe starts it with (which the view model never reads: the view's own starts as the view
    /// says), with a note; for an enum the app declares (`let sort: BehaviorRelay<SortOrder>`), its first case without
    /// associated values (`= .price`); for a trigger of `Void` (`let loadTrigger: BehaviorRelay<Void>`, which the view
    /// starts with `()` to load at once), `()`, its one value; for a Foundation type made without arguments (`let
    /// selectedDate: BehaviorRelay<Date>`, which the view starts with `Date()`), that value (`argumentlessValue`); nil
    /// for another member, or one whose type has none of these.
    static func handedHolderInput(
        _ member: SwiftDeclaration, of found: Found, declared: [SwiftDeclaration] = [],
        note: (String, SourceLocation) -> Void
    ) -> (ImportedSpec.Member, Framework?)? {
        guard found.style == .transform, !member.isConditional, member.value == nil, let type = member.type,
              let (framework, kind, element, holder) = subjectLike(type), let holder,
              !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")),
              let start = emptyValue(of: element) ?? voidValue(of: element) ?? firstCase(of: element, in: declared)
                ?? argumentlessValue(of: element)
        else { return nil }
        note("'\(member.name)' is a \(holder) the view makes and hands in: the spec gives it '= \(start)', the value"
            + " test support starts its own with; the view model reads the view's", member.location)
        let line = "@\(kind.rawValue) " + inputLine(member.name, element: element) + " = " + start
        return (.entry(line, docs: member.docs, at: member.location, original: "\(member.name): \(type)"), framework)
    }
}

extension StructStyleRecognizer {
    /// `()` for `Void` and `()`, the one value of the type; nil for another type.
    static func voidValue(of type: String) -> String? {
        ["Void", "()", "Swift.Void"].contains(type.trimmingSpaces) ? "()" : nil
    }

    /// `.price` of `enum SortOrder { case price, rating }` among `declared` (flattened): the first case, when it has no
    /// associated values; nil for another type, or an enum declared more than once (two types of one name).
    static func firstCase(of type: String, in declared: [SwiftDeclaration]) -> String? {
        let enums = declared.filter { $0.kind == .enum && $0.name == type }
        guard enums.count == 1, let first = enums[0].cases.first, first.parameters.isEmpty else { return nil }
        return "." + Identifier.escaped(first.name)
    }
}
