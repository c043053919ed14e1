/// `- weak var coordinator: Coordinator?`: Swift's rules for `weak`, each reported where the spec breaks it.
extension StoredProperties {
    /// True when `property`, written `weak` at `weak`, is a `var` of an optional type starting `nil`, without a
    /// property wrapper and not `lazy`, of a type Swift may hold weakly as far as vmgen knows; otherwise reports every
    /// rule the line breaks, each with a note that writes the line as it compiles, and returns false.
    static func validWeak(_ property: PropertyDecl, at weak: SourceLocation, sink: inout DiagnosticSink) -> Bool {
        let name = property.name.value
        let type = property.type.description
        let keyword = property.keyword.value
        let wrapped = optionalWrapped(property.type)
        // The line as it compiles: every fix at once, so that following one note does not meet the next error.
        let optional = wrapped == nil ? SwiftType.optional(property.type).description : type
        let fixed = "- " + (property.privateSetter == nil ? "" : "private(set) ") + "weak var \(name): \(optional)"
        let write = Diagnostic.Note("write '\(fixed)'")
        var valid = true
        if keyword == "let" {
            sink.error("'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is not a spec"
                + " property", at: weak, notes: [write])
            valid = false
        }
        if property.lazy != nil {
            sink.error("a lazy property is held strongly; 'lazy' and 'weak' do not go together", at: weak,
                       notes: [.init("write '\(fixed)' without 'lazy'")])
            return false
        }
        if let wrapper = property.wrapper {
            sink.error("a weak property cannot have a property wrapper ('@\(wrapper.value)')", at: weak,
                       notes: [.init("write '\(fixed)' without '@\(wrapper.value)'")])
            return false
        }
        if let wrapped {
            if let what = notHeldWeakly(wrapped) {
                // `B??`: one `?` too many; anything else is held strongly, or is the app's class-bound protocol.
                let note = optionalWrapped(wrapped) != nil ? "write '- weak var \(name): \(wrapped.description)'"
                    : "write '- \(keyword) \(name): \(type)', held strongly, or name a class or a protocol that refines"
                        + " 'AnyObject'"
                sink.error("'weak' holds a class or a class-bound protocol, and '\(wrapped.description)' is \(what)",
                           at: property.typeLocation ?? property.name.location, notes: [.init(note)])
                valid = false
            }
        } else {
            sink.error("'weak \(keyword) \(name): \(type)' becomes nil when what it names goes away, so its type is optional",
                       at: property.name.location, notes: [write])
            valid = false
        }
        if let value = property.value, value.trimmingSpaces != "nil" {
            sink.error("'weak \(keyword) \(name)' starts nil (a new object held weakly would go away at once); it takes no"
                + " value but 'nil'", at: property.name.location,
                notes: [.init("write '\(fixed)' and set it after the view model is made")])
            valid = false
        }
        return valid
    }

    /// What an optional type wraps: `Coordinator` of `Coordinator?` or `Optional<Coordinator>` (`Swift.Optional`); nil
    /// when it is not optional.
    static func optionalWrapped(_ type: SwiftType) -> SwiftType? {
        switch type {
        case .optional(let wrapped): return wrapped
        case .named(let components):
            guard let last = components.last, last.name == "Optional", last.genericArguments.count == 1,
                  components.count == 1 || components.count == 2 && components[0].name == "Swift" else { return nil }
            return last.genericArguments[0]
        default: return nil
        }
    }

    /// What `type` is when vmgen knows Swift cannot hold it weakly ("an array", "a value type"); nil for a class, a
    /// class-bound protocol, and the app's types, which vmgen cannot see.
    static func notHeldWeakly(_ type: SwiftType) -> String? {
        switch type {
        case .optional: return "an optional"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .function: return "a function type"
        case .metatype: return "a metatype"
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return notHeldWeakly(elements[0].type) }
            return elements.isEmpty ? "a value type" : "a tuple"
        case .existential(let keyword, let constraint):
            guard keyword == "any", case .named(let components) = constraint, components.count == 1,
                  nonClassBoundProtocols.contains(components[0].name) else { return nil }
            return "a protocol that is not class-bound"
        case .named(let components):
            guard let last = components.last,
                  components.count == 1 || components.count == 2 && ["Swift", "Foundation"].contains(components[0].name)
            else { return nil }
            if optionalWrapped(type) != nil { return "an optional" }
            if last.name == "Any" { return "any value" }
            if valueTypes.contains(last.name) { return "a value type" }
            if nonClassBoundProtocols.contains(last.name) { return "a protocol that is not class-bound" }
            return nil
        case .composition: return nil
        }
    }

    /// The standard library's and Foundation's value types a spec names most.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "UInt128", "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval",
        "Decimal", "Date", "URL", "Data", "UUID", "IndexPath", "NSRange", "CGPoint", "CGSize", "CGRect", "Locale",
        "TimeZone", "DateComponents", "Void", "Never", "Result", "Array", "Dictionary", "Set", "Range", "ClosedRange",
        "Duration", "StaticString", "AttributedString", "URLRequest", "Calendar", "Measurement", "DateInterval",
    ]

    /// The standard library's protocols a class need not be.
    static let nonClassBoundProtocols: Set<String> = [
        "Error", "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Identifiable",
        "CustomStringConvertible", "Comparable",
    ]
}
