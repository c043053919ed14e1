/// A transform-style view model whose `transform` overrides its base class's, the base generic over the class's own
/// nested types (`final class UnlockViewModel: BaseViewModel<UnlockUserAction, UnlockViewModel.InputFromView,
/// UnlockViewModel.Output>` with `override func transform(input: Input) -> Output`, the `Input` it takes the base's,
/// made of the view's `InputFromView` and the controller's lifecycle streams), as some apps' scene templates write every
/// screen's. The generated class declares its own `Input` and a `transform` of it, no override of a base's: the import
/// says so where the class stands, naming the shape, where it used to say it found no contract at all.
enum InheritedTransformContracts {
    /// Why `type` is not imported, when it has that shape: its first inherited type a generic class whose arguments
    /// name nested types of its own (declared in it or an extension of it among `declarations`), and an `override
    /// func transform` in it or such an extension.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> String? {
        guard type.kind == .class, let base = type.inheritance.first, let open = base.firstIndex(of: "<"),
              base.hasSuffix(">") else { return nil }
        let owners = [type] + declarations.filter { $0.kind == .extension && $0.name == type.name }
        guard let transform = owners.flatMap(\.members).first(where: {
            $0.kind == .func && $0.name == "transform" && $0.modifiers.contains("override")
        }) else { return nil }
        let nested = Set(owners.flatMap(\.members).filter { [.struct, .class, .enum, .typealias].contains($0.kind) }.map(\.name))
        let arguments = TripletRecognizer.splitTopLevel(String(base[base.index(after: open)..<base.index(before: base.endIndex)]))
            .map { $0.trimmingSpaces }
        let own = arguments.compactMap { argument -> String? in
            for prefix in [type.name + ".", "Self."] where argument.hasPrefix(prefix) {
                let name = String(argument.dropFirst(prefix.count))
                if nested.contains(name) { return name }
            }
            return nested.contains(argument) ? argument : nil
        }
        guard !own.isEmpty else { return nil }
        let baseName = String(base[..<open])
        let input = transform.parameters.first?.type.trimmingSpaces ?? "Input"
        return "its 'transform' overrides its base class's ('override func transform'), '\(baseName)' made of its own "
            + own.map { "'\($0)'" }.joined(separator: " and ") + (nested.contains(input) ? "" : ", and takes the base's '\(input)'")
            + ": a generated view model declares its own 'Input' and 'Output' and a 'transform' of them, overriding no base"
            + " class's, so no spec says this shape"
    }
}
