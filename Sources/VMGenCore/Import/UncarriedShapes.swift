/// What a spec cannot say of a view model otherwise imported, each a warning where it stands: an input or output of
/// another framework than the view model's, a conformance written with an attribute other than `@unchecked Sendable`
/// (`@preconcurrency P`), an attribute on `transform` other than `@discardableResult` and a global actor (`@objc`). A relay or subject holding a current value in `Input` is
/// `shapeProblem`'s (MemberShapes.swift).
extension StructStyleRecognizer {
    /// An input or output of another framework than the view model's (`AnyPublisher<Void, Never>` or a
    /// `CurrentValueSubject` among RxSwift streams): a spec has one framework, whose stream or subject the generated
    /// member would be (an `Observable`, a `BehaviorSubject`), so it is not imported, with a warning where it stands.
    /// RxSwift's streams beside RxCocoa's are one framework.
    static func skipMembersOfAnotherFramework(
        _ members: [(viewModel: Int, isInput: Bool, index: Int, framework: Framework)], in spec: inout ImportedSpec,
        path: String, _ warnings: inout [Diagnostic]
    ) {
        guard let chosen = spec.framework else { return }
        let rx: Set<Framework> = [.rxswift, .rxcocoa]
        for (viewModel, isInput, index, framework) in members
        where framework != chosen && !(rx.contains(framework) && rx.contains(chosen)) {
            let section = isInput ? \ImportedSpec.ViewModel.inputs : \ImportedSpec.ViewModel.outputs
            let member = spec.viewModels[viewModel][keyPath: section][index]
            guard member.skipped == nil else { continue }
            let original = member.original
            let reason = "its stream is of \(framework.name) and the other streams of the view model are of \(chosen.name):"
                + " one spec has one framework, in which this \(isInput ? "input" : "output") would be of \(chosen.name);"
                + " mixed frameworks in one contract are not supported"
            spec.viewModels[viewModel][keyPath: section][index] = .skipped(original, because: reason, at: member.location)
            warnings.append(Diagnostic(.warning, path: path, at: member.location, "'\(original)' is not imported: \(reason)"))
        }
    }
}

extension StructStyleRecognizer {
    /// The conformances `conforms:` can carry: protocol names, and `@unchecked Sendable` (however it is spaced). One
    /// written with another attribute (`@preconcurrency P`, `@retroactive P`) is a warning where the type stands, and
    /// is left out, so that the spec still generates.
    static func carriedConformances(
        _ conformances: [String], of owner: SwiftDeclaration, warn: (String, SourceLocation) -> Void
    ) -> [String] {
        conformances.compactMap { conformance in
            guard conformance.hasPrefix("@") else { return conformance }
            let words = conformance.split(whereSeparator: \.isWhitespace)
            if words == ["@unchecked", "Sendable"] { return OptionResolver.uncheckedSendable }
            warn("'\(conformance)' of '\(owner.name)' is not imported: 'conforms:' takes protocol names and"
                    + " '\(OptionResolver.uncheckedSendable)', no other attribute; the generated '\(owner.name)' does not"
                    + " conform, so declare 'extension \(owner.name): \(conformance) {}' in a file of your own", owner.location)
            return nil
        }
    }
}

extension StructStyleRecognizer {
    /// An attribute on `transform` other than `@discardableResult` and its global actor (which the `transform:` option
    /// carries): `@objc`, `@available(iOS 15, *)`, a second actor, an actor other than the class's; and a `nonisolated`
    /// method of an isolated class. The generated method has none of them, so each is a warning where the method stands.
    static func transformAttributeWarnings(_ transform: SwiftDeclaration, owner: SwiftDeclaration, path: String) -> [Diagnostic] {
        let carried = carriedActor(of: transform, owner: owner)
        let classActor = owner.attributes.first(where: TripletRecognizer.isGlobalActor)
        let takes = " the generated 'transform' takes '@discardableResult' and one global actor ('transform:')"
        var warnings = transform.attributes.filter { $0 != "discardableResult" && $0 != carried }.map { attribute in
            Diagnostic(.warning, path: path, at: transform.location,
                "'@\(attribute)' on '\(owner.name).transform' is not imported:"
                    + (carried != nil && TripletRecognizer.isGlobalActor(attribute)
                        ? " the method is '@\(carried!)' already, and the spec gives it one global actor"
                        : TripletRecognizer.isGlobalActor(attribute) && classActor != nil
                        ? " '\(owner.name)' is '@\(classActor!)', and the generated method is on the class's actor"
                        : takes + ", which the spec cannot give another attribute"))
        }
        // On a nonisolated class a `nonisolated` method is the generated one; on an isolated class, it is not.
        for modifier in transform.modifiers where classActor != nil && modifier == "nonisolated" {
            warnings.append(Diagnostic(.warning, path: path, at: transform.location,
                "'\(modifier)' on '\(owner.name).transform' is not imported: the generated 'transform' is on the class's"
                    + " actor, or on the global actor 'transform:' names"))
        }
        return warnings
    }

    /// An extra parameter of `transform` that is a closure (`action: (Output) -> Void`, `completion: @escaping () ->
    /// Void`): the generated method takes it so that call sites do not change, and ignores it, as it does a
    /// `disposeBag`; the hand-written method may call it (`action(output)`, where the view binds the outputs), so what
    /// call sites pass in it would no longer run. A warning where the parameter stands, never a silent change.
    static func transformClosureWarnings(
        _ transform: SwiftDeclaration, owner: SwiftDeclaration, path: String, except carried: String? = nil
    ) -> [Diagnostic] {
        // One the body never names is ignored by it as by the generated method: carried as it is.
        transform.parameters.dropFirst().filter {
            isClosureType($0.type) && $0.name != carried && bodyNames($0, in: transform)
        }.map { parameter in
            let written = (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
            return Diagnostic(.warning, path: path, at: parameter.location,
                "'\(written)' of '\(owner.name).transform' is a closure the hand-written method may call; the generated"
                    + " 'transform' takes it so that call sites compile unchanged, and never calls it: what call sites pass"
                    + " in it (bindings of the output, say) no longer runs; call it in code of your own, or pass it nothing")
        }
    }

    /// Whether a parameter's type as written is a function type: `(Output) -> Void`, `@escaping () -> Void`,
    /// `((Int) -> Void)?`; not a generic whose argument is one (`Observable<() -> Void>`).
    static func isClosureType(_ type: String) -> Bool {
        var text = Substring(type.trimmingSpaces)
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(where: { $0 == " " || $0 == "(" }) else { return false }
            text = text[space...].drop { $0 == " " }
        }
        return text.hasPrefix("(") && text.contains("->")
    }
}
