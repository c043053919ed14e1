/// `- weak var coordinator: PostCoordinator` under `dependencies:`: what a hand-written view model keeps for the
/// coordinator that makes it and holds it (`weak var coordinator: PostCoordinator?`, set from `init(coordinator:)`).
/// The initializer takes it as written, the class stores it `weak` and optional, where call sites read it, and the
/// logic is not handed it (`ViewModel.logicDependencies`). Swift's rules for `weak`, each reported where the spec
/// breaks them.
enum WeakDependencies {
    /// True when `dependency`, written `weak` at `weak`, is a `var` of a type Swift can hold weakly, without a default
    /// value but `nil` on an optional type; otherwise reports why and returns false.
    static func valid(_ dependency: DependencyDecl, at weak: SourceLocation, sink: inout DiagnosticSink) -> Bool {
        let name = dependency.name.value
        let type = dependency.type.description
        if dependency.keyword?.value == "let" {
            sink.error("'weak' is set to nil when what it names goes away, so it makes a 'var'; 'weak let' is not a"
                + " dependency", at: weak, notes: [.init("write '- weak var \(name): \(type)'")])
            return false
        }
        if dependency.isEscaping {
            sink.error("'weak var \(name)' holds a class instance weakly; '@escaping \(type)' is a closure, stored strongly",
                       at: weak, notes: [.init("write '- var \(name): ...' without 'weak'")])
            return false
        }
        if dependency.isImplicitlyUnwrapped || dependency.type.isFunction {
            sink.error("'weak var \(name)' holds a class instance weakly; '\(type)\(dependency.isImplicitlyUnwrapped ? "!" : "")'"
                + " is stored strongly", at: weak, notes: [.init("write '- var \(name): ...' without 'weak'")])
            return false
        }
        // What the class stores, `T?` of `T`: a type vmgen knows Swift cannot hold weakly is an error at the type, in the
        // weak property's words (`StoredProperties.notHeldWeakly`).
        let held = StoredProperties.optionalWrapped(dependency.type) ?? dependency.type
        if let what = StoredProperties.notHeldWeakly(held) {
            let note = StoredProperties.optionalWrapped(held) != nil ? "write '- weak var \(name): \(held.description)'"
                : "write '- var \(name): \(type)', held strongly, or name a class or a protocol that refines 'AnyObject'"
            sink.error("'weak' holds a class or a class-bound protocol, and '\(held.description)' is \(what)",
                       at: dependency.typeLocation ?? dependency.name.location, notes: [.init(note)])
            return false
        }
        // `= nil` on an optional type is no instance: the caller that passes none means none (`init(navigator:
        // HomeNavigation? = nil)`, as a screen made without a coordinator in previews and tests).
        if let value = dependency.defaultValue?.trimmingSpaces,
           value != "nil" || StoredProperties.optionalWrapped(dependency.type) == nil {
            if value == "nil" {
                sink.error("'weak var \(name)' defaults to nil, and its type '\(type)' is not optional",
                           at: dependency.name.location, notes: [.init("write '- weak var \(name): \(type)? = nil'")])
            } else {
                sink.error("'weak var \(name)' has a default value, which nothing else would keep alive: it would be nil at"
                    + " once", at: dependency.name.location,
                    notes: [.init("drop the default value, or write '= nil' on an optional type")])
            }
            return false
        }
        return true
    }
}
