/// The `transform:` option of a transform-style view model, as its method is written.
extension StructStyleRecognizer {
    /// `transform(_ input: Input, disposeBag: DisposeBag) -> Output`, as the `transform:` option writes it, under the
    /// method's own name (`transfer(input: Input) -> Output`).
    static func signature(of transform: SwiftDeclaration) -> String {
        let parameters = transform.parameters.map { parameter in
            // `input _: Input`: unnamed inside, which call sites do not see; the generated method names it by its label.
            parameter.name == "_" && parameter.label.map({ $0 != "_" }) == true ? parameter.label! + ": " + parameter.type
                : (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
        }
        return (transform.attributes.contains("discardableResult") ? "@discardableResult " : "")
            + transform.name + "(" + parameters.joined(separator: ", ") + ") -> " + (transform.type ?? "Void")
    }

    /// Whether the spec grammar takes `signature` as the `transform:` option.
    static func isValidSignature(_ signature: String, framework: Framework? = nil) -> Bool {
        // `override`, which needs a base class: the one the spec names beside it (`superclass:`).
        let base = signature.hasPrefix("override ") ? "  superclass: Base\n" : ""
        let text = "options:\n" + (framework.map { "  framework: \($0.name)\n" } ?? "") + base + "  transform: \(signature)\nviewmodel V:\n"
        return !Generator.resolve(SpecSource(path: "t", bytes: Array(text.utf8))).diagnostics.contains { $0.severity == .error }
    }
}
