/// What a fake declares of the view model's own state: its `weak` properties, as an app's protocol of `conforms:` asks
/// for them (`var coordinator: SettingCoordinating? { get set }`, which MVVM-C apps declare and their coordinators set).
extension RenderContext {
    /// `weak var coordinator: SettingCoordinating?`, declared as the view model declares it: held weakly, so a view
    /// test's coordinator goes away when the test drops it; `@ObservationIgnored` in the observable style's fake. The
    /// class's other own state (a lazy value made of its dependencies, a wrapper's) the fake does not declare.
    /// The weak dependencies (`- weak var coordinator: PostCoordinator`) first, likewise: the view model stores them as
    /// it stores a weak property, and a view test sets one on the fake as the coordinator sets it on the view model.
    func writeFakeWeakProperties(_ writer: inout SwiftWriter) {
        let weak = viewModel.properties.filter(\.isWeak)
        let weakDependencies = viewModel.dependencies.filter(\.isWeak)
        guard !weak.isEmpty || !weakDependencies.isEmpty else { return }
        writer.blank()
        for dependency in weakDependencies {
            writer.docs(dependency.docs)
            writer.line((style == .observable ? "@ObservationIgnored " : "")
                + "weak var \(Identifier.escaped(dependency.name)): \(dependency.declaredType)")
        }
        for property in weak {
            writer.docs(property.docs)
            writer.line((style == .observable ? "@ObservationIgnored " : "") + property.declaration)
        }
    }

    /// In the transform style's fake with `conforms:`: `typealias Input = SettingViewModel.Input` (and `Output`), the
    /// view model's nested types the fake's `transform` takes and returns, named in the fake as in the view model, for
    /// a protocol that declares them as associated types (`associatedtype Input`) without the method they would be
    /// inferred from. True when it wrote them.
    func writeFakeContractTypeAliases(_ writer: inout SwiftWriter) -> Bool {
        guard style == .transform, !options.conformances.isEmpty else { return false }
        let transform = options.transform
        var names: [String] = []
        // The app's own types (`app-types:`) the fake names by themselves.
        for name in [transform.inputType, transform.outputType] where Identifier.isValid(name) && !Identifier.isKeyword(name)
            && !names.contains(name) && !isAppType(name) {
            names.append(name)
        }
        for name in names { writer.line("typealias \(name) = \(typeName).\(name)") }
        return !names.isEmpty
    }
}
