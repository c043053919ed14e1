/// The transform style's value outputs as apps write them: `@Published var isLoading = false` (Combine) and values in
/// the app's own property wrapper (MGArchitecture's `@Property`, RxSwift), typed by their annotation, a literal, an
/// initializer call or a static member, with the usual empty value of a type for what a declaration leaves unsaid.
extension StructStyleRecognizer {
    /// The property wrapper holding an output's value: `Published` (Combine's), or the app's own (`@Property var
    /// isLoading = false`); nil for a member that is no value, or stands inside `#if`.
    static func valueWrapper(of member: SwiftDeclaration) -> String? {
        guard !member.isConditional else { return nil }
        return member.attributes.contains("Published") ? "Published" : member.attributes.first { $0.first?.isUppercase == true }
    }

    /// Values in the app's property wrapper are RxSwift's value outputs (`wrapper: Property`) when the outputs are
    /// RxSwift's and one wrapper holds them all; what vmgen assumes of the wrapper (a `BehaviorRelay` it projects, as
    /// MGArchitecture's `@Property`) is a note unless the file imports MGArchitecture or declares the wrapper so.
    static func keepWrappedValues(
        _ wrapped: [(viewModel: Int, output: Int, wrapper: String, member: SwiftDeclaration)], in spec: inout ImportedSpec,
        declarations: [SwiftDeclaration], modules: Set<String>, path: String, _ warnings: inout [Diagnostic]
    ) {
        guard let first = wrapped.first else { return }
        let isRx = spec.framework == .rxswift || spec.framework == .rxcocoa
        for value in wrapped where !isRx || value.wrapper != first.wrapper {
            let spelled = "@\(value.wrapper) var \(value.member.name)"
            let reason = !isRx
                ? "a value in the property wrapper @\(value.wrapper) of the app is a value output of RxSwift only (Combine's are"
                    + " @Published)"
                : "one spec keeps its value outputs in one property wrapper, and this file's first is @\(first.wrapper)"
            spec.viewModels[value.viewModel].outputs[value.output] = .skipped(spelled, because: reason, at: value.member.location)
            warnings.append(Diagnostic(.warning, path: path, at: value.member.location, "'\(spelled)' is not imported: \(reason)"))
        }
        guard isRx else { return }
        spec.valueWrapper = first.wrapper
        if !(first.wrapper == "Property" && modules.contains("MGArchitecture"))
            && !declaresRelayWrapper(first.wrapper, in: declarations) {
            warnings.append(Diagnostic(.note, path: path, at: first.member.location,
                "'@\(first.wrapper)' is read as the app's property wrapper of value outputs ('wrapper: \(first.wrapper)'): the"
                    + " generated code gives it init(wrappedValue:) and binds the BehaviorRelay it projects, as"
                    + " MGArchitecture's @Property does"))
        }
    }

    /// Whether the file declares the wrapper as vmgen uses it: `@propertyWrapper struct Property<Value>` with
    /// `projectedValue: BehaviorRelay<Value>`.
    static func declaresRelayWrapper(_ wrapper: String, in declarations: [SwiftDeclaration]) -> Bool {
        return flatten(declarations).contains { declaration in
            declaration.name == wrapper && declaration.attributes.contains("propertyWrapper")
                && declaration.members.contains { $0.name == "projectedValue" && $0.type?.hasPrefix("BehaviorRelay<") == true }
        }
    }

    /// `@Published var isLoading = false` in an output class: a value output, `@value isLoading: Bool = false`. The
    /// type is the annotation's, or a literal's (`Bool`, `Int`, `Double`, `String`); the starting value is required
    /// unless the type is optional.
    static func publishedValue(_ member: SwiftDeclaration, wrapper: String = "Published") -> ImportedSpec.Member {
        let value = member.value?.trimmingSpaces
        let spelled = "@\(wrapper) var \(member.name)" + (member.type.map { ": " + $0 } ?? "") + (value.map { " = " + $0 } ?? "")
        // A call of a type (`ArticleType(id: 3, name: "Catalog")`) or an array of such calls, as Swift reads them.
        guard let type = member.type ?? value.flatMap(inferredType) ?? value.flatMap(initializerType)
            ?? value.flatMap(ArrayLiteralTypes.type) else {
            return .skipped(spelled, because: "its type is neither written nor that of a literal; write ': Type'",
                            at: member.location)
        }
        guard value != nil || type.hasSuffix("?") else {
            return .skipped(spelled, because: "a value output needs a starting value", at: member.location)
        }
        let line = "@value \(Identifier.escaped(member.name)): \(type)" + (value.map { " = " + $0 } ?? "")
        return .entry(line, docs: member.docs, at: member.location, original: spelled)
    }

    /// The type Swift infers for a value written without one: a literal's, an initializer call's or a static member's.
    static func inferredType(_ value: String) -> String? {
        literalType(value) ?? staticMemberType(value)
    }

    /// The type Swift infers for a literal or a plain initializer call: `Bool`, `String`, `Int`, `Double`,
    /// `[Item]` for `[Item]()`, `[(Item, Int)]` for `[(Item, Int)]()`, `AlertMessage` for `AlertMessage()`; nil for
    /// anything else.
    static func literalType(_ value: String) -> String? {
        if value.hasSuffix("()") {
            let type = String(value.dropLast(2))
            // An array or dictionary of tuples (`[(PHAsset, IndexPath)]()`) writes its element between parentheses.
            let bracketed = type.hasPrefix("[") && type.hasSuffix("]")
            let isName = type.first.map { $0.isUppercase || $0 == "[" } == true
                && type.allSatisfy { $0.isLetter || $0.isNumber || "_.[]<>:, ".contains($0) || (bracketed && "()?".contains($0)) }
            // `R.string.localizable.title()`: a call of a function, whose result's type the text does not say; a
            // type's name has each of its parts capitalised (`Screen.Loader()`).
            let parts = bracketed ? [] : type.prefix { $0 != "<" }.split(separator: ".", omittingEmptySubsequences: false)
            return isName && parts.allSatisfy({ $0.first?.isUppercase == true }) ? type : nil
        }
        if value == "true" || value == "false" { return "Bool" }
        if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { return "String" }
        guard !value.isEmpty, value.contains(where: \.isNumber) else { return nil }
        if value.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "-" }) { return "Int" }
        if value.allSatisfy({ $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) { return "Double" }
        return nil
    }

    /// The type a static member or an enum case of a type names: `ValidationResult` for `ValidationResult.success(())`
    /// or `Theme.standard`, as Swift infers it when the member is of its own type (as such members are); nil otherwise.
    static func staticMemberType(_ value: String) -> String? {
        guard let dot = value.firstIndex(of: "."), value.first?.isUppercase == true else { return nil }
        let type = value[..<dot]
        let member = value[value.index(after: dot)...].prefix { $0 != "(" }
        guard type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              member.first?.isLowercase == true, member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              member.count == value.distance(from: value.index(after: dot), to: value.endIndex) || value.hasSuffix(")")
        else { return nil }
        return String(type)
    }

    /// The usual empty value of a type: `nil`, `[]`, `[:]`, `false`, `0`, `""` (and of the generic spellings and other
    /// numbers, `naturalStartingValue`); nil for any other type.
    static func emptyValue(of type: String) -> String? {
        if type.hasSuffix("?") { return "nil" }
        if type.hasPrefix("["), type.hasSuffix("]") {
            return TripletRecognizer.splitTopLevel(String(type.dropFirst().dropLast())).count == 1
                && !type.dropFirst().dropLast().contains(":") ? "[]" : "[:]"
        }
        switch type {
        case "Bool": return "false"
        case "Int", "Double", "Float", "CGFloat", "UInt", "Int64": return "0"
        case "String": return "\"\""
        default: return StructStyleRecognizer.naturalStartingValue(of: type)
        }
    }
}
