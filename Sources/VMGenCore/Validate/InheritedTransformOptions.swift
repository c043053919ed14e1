/// A transform that overrides the base class's (`transform: override func transform(input: Input) -> Output`), and a
/// base class whose `Input` carries the view's streams (`view-input: fromView: InputFromView`), as an app's scene
/// template writes every screen's view model: `final class UnlockViewModel: BaseViewModel<UnlockUserAction,
/// UnlockViewModel.InputFromView, UnlockViewModel.Output>`.
extension OptionResolver {
    /// Reads `view-input:` into the transform's signature, and checks that both it and `override` have the base class
    /// they need, each error where the option stands.
    static func checkInheritedTransform(
        _ options: inout GenerationOptions, styles: [Style], viewInput: Located<String>?, transformAt transformLocation: SourceLocation?,
        superclassAt superclassLocation: SourceLocation?, into sink: inout DiagnosticSink
    ) {
        let signature = options.transform
        if signature.isOverride, options.superclass == nil, superclassLocation == nil {
            sink.error(
                "'override' needs the base class whose 'transform' the method overrides", at: transformLocation ?? .init(line: 1, column: 1),
                notes: [.init("name it in 'superclass:', or drop 'override'")])
        }
        guard let viewInput else { return }
        guard styles.contains(.transform) else {
            sink.error(
                "'view-input:' names the struct the transform style's base class carries, and this spec does not render it",
                at: viewInput.location, notes: [.init("add 'transform' to 'styles:', or drop 'view-input:'")])
            return
        }
        let parts = viewInput.value.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            .map { String($0).trimmingSpaces }
        guard parts.count == 2, parts.allSatisfy({ Identifier.isValid($0) && !Identifier.keywords.contains($0) }) else {
            sink.error(
                "expected 'member: Type' after 'view-input:', the member of the base class's 'Input' and the struct the view"
                    + " model declares, as 'fromView: InputFromView'", at: viewInput.location)
            return
        }
        if options.superclass == nil, superclassLocation == nil {
            sink.error(
                "'view-input:' reads the view's inputs from the base class's 'Input', and this spec names no base class",
                at: viewInput.location, notes: [.init("name it in 'superclass:', or drop 'view-input:'")])
        }
        if signature.isEventStream || signature.isStateStream {
            sink.error(
                "'view-input:' carries a struct of streams, and this 'transform' takes or returns one stream of cases",
                at: viewInput.location, notes: [.init("drop 'view-input:'")])
            return
        }
        if [signature.inputType, signature.outputType].contains(parts[1]) || Identifier.unusable.contains(parts[1]) {
            sink.error(
                "'\(parts[1])' cannot name the view's input struct: the base class's 'Input' and the view model's"
                    + " '\(signature.outputType)' are other types", at: viewInput.location)
            return
        }
        options.transform.viewInput = .init(member: parts[0], type: parts[1])
    }
}
