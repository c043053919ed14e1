/// Reading the struct styles' members: an `Input` member as an input, an `Output` member as an output, the
/// initializer's parameters as dependencies.
extension StructStyleRecognizer {
    /// An `Input` member, written as the input method that makes it: a stream the logic maps (transform style) or an
    /// observer the view sends to (subject style).
    static func input(_ member: SwiftDeclaration, style: Style) -> (ImportedSpec.Member, Framework?) {
        let type = member.type ?? ""
        let original = "\(member.name): \(type)"
        if member.isConditional { return (.skipped(original, because: "it stands inside #if", at: member.location), nil) }
        // RxCocoa's traits, as the view hands them: `@driver trigger`.
        var attribute = ""
        var found = style == .subject ? observer(type) : TripletRecognizer.stream(type).flatMap { framework, element, kind in
            [.rxswift, .reactiveswift, .combine, .async].contains(framework) && kind == nil ? (framework, element) : nil
        }
        // A relay or a subject the view sends into (`@relay`, `@subject`).
        if found == nil, style == .transform, let (framework, kind, element, initial) = subjectLike(type),
           initial == nil, !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")) {
            found = (framework, element)
            attribute = "@\(kind.rawValue) "
        }
        if found == nil, style == .transform, let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
           let kind = ViewModel.StreamKind.allCases.first(where: { $0.isTrait && $0.typeName == String(type[..<open]) }) {
            let arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
            if arguments.count == 1 {
                found = (.rxcocoa, arguments[0] == "()" ? "Void" : arguments[0])
                attribute = "@\(kind.rawValue) "
            }
        }
        // A plain value beside the streams (`let email: String`): `@value`, the view hands it and the logic reads it.
        if found == nil, style == .transform, let value = valueInput(member) {
            return (.entry(value, docs: member.docs, at: member.location, original: original), nil)
        }
        if found == nil, style == .transform, !OwnMembers.isStream(member), let why = valueInputRefusal(member) {
            return (.skipped(original, because: why, at: member.location), nil)
        }
        guard let (framework, element) = found else {
            if style == .subject, let why = subjectInputRefusal(member, type: type) {
                return (.skipped(original, because: why, at: member.location), nil)
            }
            let expected = style == .subject
                ? "an observer (AnyObserver, Signal<T, Never>.Observer, AnySubscriber<T, Never> or AsyncStream<T>.Continuation)"
                : "a stream the logic maps (Observable, Signal<T, Never>, AnyPublisher<T, Never> or AsyncStream<T>) or one of RxCocoa's"
                    + " traits (Driver, Signal, ControlEvent, ControlProperty)"
            return (.skipped(original, because: "an input of the \(style.name) style is \(expected); this kind is not"
                + " supported yet", at: member.location), nil)
        }
        let line = inputLine(member.name, element: element)
        return (.entry(attribute + line, docs: member.docs, at: member.location, original: original), framework)
    }

    /// Why a member of the subject style's `Input` that is neither an observer nor a relay or subject read as an input
    /// is not imported, where it is a relay or subject holding a value whose starting value is not read, or a plain
    /// value (`var currentPageNum: Int = 0`); nil for any other, which the general reason says.
    static func subjectInputRefusal(_ member: SwiftDeclaration, type: String) -> String? {
        if let (framework, kind, _, holder) = subjectLike(type), let holder,
           !(kind == .subject && framework == .combine && !type.hasSuffix(", Never>")) {
            return "a \(holder) the view sends into starts with the value written where it is made, in its declaration or"
                + " in the call that makes 'input', and none is written there that vmgen reads"
        }
        guard subjectLike(type) == nil, observer(type) == nil, !OwnMembers.isStream(member) else { return nil }
        return "a plain value of the Input of the subject style, which the view sets, is no input: that Input holds the"
            + " observers, relays and subjects the view sends into"
    }

    /// `@value email: String` for a plain value of the transform style's `Input` (`let email: String`): a `let` or
    /// `var` (the struct's keyword is the `members:` option, `MemberKeywords`) without a value of its own nor a
    /// wrapper, whose written type is no stream, relay, subject or observer (nor implicitly unwrapped); nil for
    /// anything else, which stays a warning.
    static func valueInput(_ member: SwiftDeclaration) -> String? {
        guard [.let, .var].contains(member.kind), member.value == nil, valueWrapper(of: member) == nil, member.accessors == nil, let type = member.type?.trimmingSpaces,
              !type.isEmpty, !type.hasSuffix("!"), !type.hasPrefix("some "),
              !OwnMembers.isStream(member), !type.hasPrefix("AsyncStream<"), !type.hasPrefix("AsyncThrowingStream<")
        else { return nil }
        return "@value " + Identifier.escaped(member.name) + ": " + type
    }

    /// Why a member of `Input` that is no stream is not read as a value input (`@value`), where it is not.
    static func valueInputRefusal(_ member: SwiftDeclaration) -> String? {
        let what = "a plain value of the transform style's Input is read as '@value name: Type' from a 'let' or 'var'"
            + " without a value of its own, and this one "
        if member.value != nil { return what + "has a value of its own, which the Input's initializer does not take" }
        if member.type?.hasSuffix("!") == true { return what + "is implicitly unwrapped" }
        return nil
    }

    /// An input as the spec writes it from its stream's element: `refresh`, `select(_ value: Int)`,
    /// `move(x: Int, y: Int)`.
    static func inputLine(_ memberName: String, element: String) -> String {
        let name = Identifier.escaped(memberName)
        let elements = element.hasPrefix("(") && element.hasSuffix(")")
            ? TripletRecognizer.splitTopLevel(String(element.dropFirst().dropLast())) : []
        if element == "Void" { return name }
        if elements.count > 1 && elements.allSatisfy({ $0.contains(":") }) {
            return name + "(" + elements.joined(separator: ", ") + ")"
        }
        // A tuple without labels is one value of the tuple's type: `Observable<(ClosedRange<Double>, ...)>`.
        return name + "(_ value: " + element + ")"
    }

    /// An `Output` member of the transform style: a relay or a subject the view binds to (`@relay items: [Item]`),
    /// else a stream as the triplet reads it. A relay with a current value needs a starting value: the one it is made
    /// with where it is declared (`= BehaviorRelay(value: true)`), as written; when the declaration gives none, the
    /// usual empty value of its type, with a note; for another type, the relay the logic gives (`givenHolderOutput`).
    static func transformOutput(
        _ member: SwiftDeclaration, of found: Found, note: (String, SourceLocation) -> Void
    ) -> (ImportedSpec.Member, Framework?, isObservable: Bool) {
        if let wrapper = valueWrapper(of: member) {
            if member.type == nil, let value = member.value?.trimmingSpaces, literalType(value) == nil,
               let type = staticMemberType(value) {
                note("the type of '\(member.name)' is not written: the spec reads '\(value)' as a '\(type)'", member.location)
            }
            // `@Published`: Combine's. The app's wrapper (MGArchitecture's `@Property`): RxSwift's, which `recognize` checks.
            return (publishedValue(member, wrapper: wrapper), wrapper == "Published" ? .combine : nil, false)
        }
        let type = holderType(of: member) ?? ""
        guard !member.isConditional, let (framework, kind, element, holder) = subjectLike(type) else {
            let (entry, framework) = TripletRecognizer.output(from: SwiftDeclaration.asProperty(member))
            return (entry, framework, framework == .rxswift && entry.skipped == nil)
        }
        let spelled = "\(member.name): \(type)"
        // Made by the struct where it is declared (`= PublishSubject()`): `@made`, and `Output()` makes it.
        var attributes = (isMadeOutput(member, type: type, in: found) ? "@made " + madeKeyword(member) : "") + "@\(kind.rawValue) "
        if framework == .combine, let failure = TripletRecognizer.splitTopLevel(
            String(type[type.index(after: type.firstIndex(of: "<")!)...].dropLast())).last, failure != "Never" {
            attributes += "@failure(\(failure)) "
        }
        var line = attributes + Identifier.escaped(member.name) + ": " + element
        if holder != nil, case let start = writtenStart(of: member, type: type), start != .none {
            // Made where it is declared (`= BehaviorRelay(value: true)`): that value, as written.
            guard case let .written(value) = start else {
                return (.skipped(spelled, because: "its starting value cannot be read from '\(member.value?.trimmingSpaces ?? "")';"
                    + " write '= value' in the spec by hand", at: member.location), nil, false)
            }
            line += " = " + value
        } else if let holder {
            guard let initial = emptyValue(of: element) else {
                return (givenHolderOutput(member, type: type, holder: holder, note: note), framework, false)
            }
            line += " = " + initial
            note("the starting value of '\(member.name)' (a \(holder)) is not in its declaration: the spec starts it with"
                + " '\(initial)'; check that the view model does", member.location)
        }
        return (.entry(line, docs: member.docs, at: member.location, original: spelled), framework, false)
    }

    /// The dependencies: the initializer's parameters, or, for a struct without one, the stored properties its
    /// memberwise initializer takes (`let navigator: ReposNavigatorType`), as such apps write them.
    static func dependencies(
        of owner: SwiftDeclaration, warn: (String, SourceLocation) -> Void
    ) -> [ImportedSpec.Member] {
        guard owner.kind == .struct, !owner.members.contains(where: { $0.kind == .`init` }) else {
            return TripletRecognizer.dependencies(of: owner, warnAboutOthers: false, warn: warn)
        }
        return owner.members.filter {
            ($0.kind == .let || $0.kind == .var) && $0.accessors == nil && !$0.modifiers.contains("static")
                && !$0.modifiers.contains("lazy") && !($0.kind == .let && $0.value != nil)
        }.map { property in
            guard let type = property.type else {
                let line = "\(property.name) = \(property.value ?? "")"
                return .skipped(line, because: "a stored property without a written type", at: property.location)
            }
            let line = "\(Identifier.escaped(property.name)): \(type)" + (property.value.map { " = \($0.trimmingSpaces)" } ?? "")
            return .entry(line, docs: property.docs, at: property.location, original: line)
        }
    }
}

extension SwiftDeclaration {
    /// A stored property read as a `var` requirement, as the triplet's outputs are.
    static func asProperty(_ member: SwiftDeclaration) -> SwiftDeclaration {
        var property = member
        property.kind = .var
        return property
    }
}
