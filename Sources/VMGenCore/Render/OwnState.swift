/// The class's own stored state: the spec's `properties:` and the dependencies call sites read (`- let postId: Int`),
/// declared as a hand-written view model declares them, so call sites that read or set them stay as they are.
extension RenderContext {
    /// `var tempName: String?`, `let limit: Int = 20`, each with its docs and the options' access.
    func writeOwnProperties(_ writer: inout SwiftWriter) {
        for property in viewModel.properties {
            writer.docs(property.docs)
            // `@Published public var query`: the wrapper before the access, as Swift writes it.
            let wrapper = property.wrapper.map { "@\($0) " } ?? ""
            // Swift's `@Observable` macro tracks a stored property through accessors, which `lazy` cannot have: it is
            // made when first read, storage rather than state the view observes.
            // `weak` likewise, though the macro takes it (it moves `weak` to its storage): a weak reference that goes
            // away is set to nil by no setter, so Observation would tell a view of what the coordinator sets and not of
            // it going away; what a coordinator sets is no state a view shows.
            let ignored = (property.isLazy || property.isWeak) && style == .observable ? "@ObservationIgnored " : ""
            writer.line(ignored + wrapper + access + property.declaration.dropFirst(wrapper.count))
        }
    }

    /// In a class that stores no dependency of its own (its `init` hands them to the logic): a blank line, the
    /// dependencies call sites read, then `properties:`; nothing when there are none.
    func writeOwnState(_ writer: inout SwiftWriter) {
        let readable = viewModel.dependencies.filter { $0.keyword != nil }
        guard !readable.isEmpty || !viewModel.properties.isEmpty else { return }
        writer.blank()
        writer.line("// MARK: Own state")
        writer.blank()
        for dependency in readable {
            // A weak one `@ObservationIgnored`, as a weak property is (`writeOwnProperties`).
            let ignored = dependency.isWeak && style == .observable ? "@ObservationIgnored " : ""
            writer.line("\(ignored)\(access)\(dependency.storedKeyword!) \(Identifier.escaped(dependency.name)): \(dependency.declaredType)")
        }
        writeOwnProperties(&writer)
    }

    /// `self.postId = postId` for each dependency call sites read, first in an `init` that hands the others to the logic,
    /// then the properties the initializer sets (`writeInitSetProperties`).
    func writeReadableDependencyAssignments(_ writer: inout SwiftWriter) {
        for dependency in viewModel.dependencies where dependency.keyword != nil {
            writer.line("self.\(Identifier.member(dependency.name)) = \(storedValue(of: dependency))")
        }
        writeInitSetProperties(&writer)
    }

    /// `self.domain = signUpUseCase.domain()` for each property the initializer sets (`- init let domain: Domain = ...`),
    /// its value read in the initializer, where the dependencies are its parameters; after the dependencies are stored
    /// and before anything uses `self`, as Swift asks.
    func writeInitSetProperties(_ writer: inout SwiftWriter) {
        for property in viewModel.properties where property.isSetInInit {
            writer.line("self.\(Identifier.member(property.name)) = \(property.value ?? "")")
        }
    }

    /// Whether the initializer sets a property of `properties:` (`- init let ...`), so the class needs one.
    var setsPropertiesInInit: Bool { viewModel.properties.contains(where: \.isSetInInit) }

    /// What the class stores for `dependency`: its parameter, or a relay or subject started with it (`- @relay let
    /// repository: Repository`: `BehaviorRelay<Repository>(value: repository)`).
    func storedValue(of dependency: ViewModel.Dependency) -> String {
        let parameter = Identifier.escaped(dependency.name)
        return dependency.heldType.map { dialect.making($0, startingValue: parameter) } ?? parameter
    }
}
