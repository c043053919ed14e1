/// The `transform:` option of a transform-style view model, as its method is written.
extension StructStyleRecognizer {
    /// `transform(_ input: Input, disposeBag: DisposeBag) -> Output`, as the `transform:` option writes it, under the
    /// method's own name (`transfer(input: Input) -> Output`). Its global actor (`@MainActor func transform`) is carried
    /// in it, as the option takes it, unless the class is isolated to another (`transformAttributeWarnings` says so
    /// where the method stands).
    static func signature(of transform: SwiftDeclaration, owner: SwiftDeclaration? = nil) -> String {
        let parameters = transform.parameters.map { parameter in
            // `input _: Input`: unnamed inside, which call sites do not see; the generated method names it by its label.
            parameter.name == "_" && parameter.label.map({ $0 != "_" }) == true ? parameter.label! + ": " + parameter.type
                : (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
        }
        return (carriedActor(of: transform, owner: owner).map { "@" + $0 + " " } ?? "")
            + (transform.attributes.contains("discardableResult") ? "@discardableResult " : "")
            + transform.name + "(" + parameters.joined(separator: ", ") + ") -> " + (transform.type ?? "Void")
    }

    /// The global actor a `transform` is isolated to (`@MainActor`, or an actor of the app's: an attribute whose name
    /// ends in `Actor`, as a class's `isolation:` is read), which the `transform:` option carries: the first, where
    /// the class is isolated to none or to the same.
    static func carriedActor(of transform: SwiftDeclaration, owner: SwiftDeclaration?) -> String? {
        guard let actor = transform.attributes.first(where: TripletRecognizer.isGlobalActor) else { return nil }
        let classActor = owner?.attributes.first(where: TripletRecognizer.isGlobalActor)
        return classActor == nil || classActor == actor ? actor : nil
    }

    /// Whether the spec grammar takes `signature` as the `transform:` option.
    static func isValidSignature(_ signature: String, framework: Framework? = nil) -> Bool {
        // `override` (after the attributes, `@MainActor override func`), which needs a base class: the one the spec
        // names beside it (`superclass:`).
        let base = signature.split(separator: " ").drop { $0.hasPrefix("@") }.first == "override" ? "  superclass: Base\n" : ""
        let text = "options:\n" + (framework.map { "  framework: \($0.name)\n" } ?? "") + base + "  transform: \(signature)\nviewmodel V:\n"
        return !Generator.resolve(SpecSource(path: "t", bytes: Array(text.utf8))).diagnostics.contains { $0.severity == .error }
    }
}
