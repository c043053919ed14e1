/// `- weak var coordinator: Coordinator?`: Swift's rules for `weak`, each reported where the spec breaks it.
extension StoredProperties {
    /// True when `property`, written `weak` at `weak`, is a `var` of an optional type starting `nil`, without a
    /// property wrapper and not `lazy`; otherwise reports why and returns false.
    static func validWeak(_ property: PropertyDecl, at weak: SourceLocation, sink: inout DiagnosticSink) -> Bool {
        let name = property.name.value
        let type = property.type.description
        if property.keyword.value == "let" {
            sink.error("'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is not a spec"
                + " property", at: weak, notes: [.init("write '- weak var \(name): \(type)'")])
            return false
        }
        if property.lazy != nil {
            sink.error("a lazy property is held strongly; 'lazy' and 'weak' do not go together", at: weak,
                       notes: [.init("write '- weak var \(name): \(type)' without 'lazy'")])
            return false
        }
        if let wrapper = property.wrapper {
            sink.error("a weak property cannot have a property wrapper ('@\(wrapper.value)')", at: weak,
                       notes: [.init("write '- weak var \(name): \(type)' without '@\(wrapper.value)'")])
            return false
        }
        if !property.type.isOptional {
            sink.error("'weak var \(name): \(type)' becomes nil when what it names goes away, so its type is optional",
                       at: property.name.location, notes: [.init("write '- weak var \(name): \(type)?'")])
            return false
        }
        if let value = property.value, value.trimmingSpaces != "nil" {
            sink.error("'weak var \(name)' starts nil (a new object held weakly would go away at once); it takes no"
                + " value but 'nil'", at: property.name.location,
                notes: [.init("write '- weak var \(name): \(type)' and set it after the view model is made")])
            return false
        }
        return true
    }
}
