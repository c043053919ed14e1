/// `- init let domain: Domain = signUpUseCase.domain()` under `properties:`: a stored property every initializer of the
/// class sets from its parameters, as hand-written view models set what they work out of their dependencies.
extension StoredProperties {
    /// Whether the property `init` marks is one the initializer can set: with a value (what it sets), neither `lazy`
    /// (made when first read instead) nor `weak`, with no property wrapper but `@Published` (whose value Swift sets
    /// through the wrapper's `init(wrappedValue:)`); false after reporting why not.
    static func validSetInInit(_ property: PropertyDecl, at location: SourceLocation, sink: inout DiagnosticSink) -> Bool {
        let name = property.name.value
        if let lazy = property.lazy {
            sink.error("'lazy' makes the property when it is first read, and 'init' in the initializer; write one", at: lazy)
            return false
        }
        if let weak = property.weak {
            sink.error("'init' sets a property the class keeps; a 'weak' one is set by whoever holds it", at: weak)
            return false
        }
        guard property.value != nil else {
            sink.error("'init \(property.keyword.value) \(name)' has no value for the initializer to set; give it one"
                + " ('= ...', of the dependencies)", at: property.name.location)
            return false
        }
        if let wrapper = property.wrapper, wrapper.value != "Published" {
            sink.error("the initializer sets '\(name)' through no property wrapper but '@Published', not"
                + " '@\(wrapper.value)'", at: wrapper.location)
            return false
        }
        return true
    }

    /// Whether the property `logic` marks is one the logic can be handed: one the initializer sets (`init`), before it
    /// calls the logic, and a `let`, which the logic is handed once and stays what it was handed; false after reporting
    /// each reason (`logic lazy var`: both).
    static func validHandedToLogic(_ property: PropertyDecl, at location: SourceLocation, sink: inout DiagnosticSink) -> Bool {
        let name = property.name.value
        var valid = true
        if property.setInInit == nil {
            sink.error("'logic' hands the logic what the initializer sets, and '\(name)' is not set there; write 'init'"
                + " after it", at: location,
                notes: [.init("write '- logic init let \(name): ... = ...', its value of the dependencies")])
            valid = false
        }
        if property.keyword.value != "let" {
            sink.error("the logic is handed '\(name)' once, when the view model is made, and a 'var' set later would not"
                + " reach it; write 'let'", at: property.keyword.location,
                notes: [.init("write '- logic init let \(name): ...', or drop 'logic'")])
            valid = false
        }
        return valid
    }
}
