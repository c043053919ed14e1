/// A view model whose `transform` takes a struct of streams and returns one stream of the screen's states
/// (`func transform(input: LoginViewModelInput) -> LoginViewModelOutput` over `struct LoginViewModelInput { let
/// appleLoginButtonDidTap: AnyPublisher<Void, Never> }` and `typealias LoginViewModelOutput = AnyPublisher<LoginState,
/// Never>`): no style generates that pair, as the transform style returns a struct of streams and the one-stream event
/// transform takes one stream of cases, so the view model is not imported and the warning says so by its shape.
enum StateStreamTransforms {
    /// Why `type` (a class or struct the file declares, with its extensions among `declarations`) is not imported,
    /// when its `transform` has that shape; nil otherwise. `context`: the app's other files, whose typealiases and
    /// structs the signature may name.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration], context: [SwiftDeclaration]) -> String? {
        let all = declarations + context
        let owners = [type] + declarations.filter { $0.kind == .extension && $0.name == type.name }
        for transform in owners.flatMap(\.members) where transform.kind == .func && transform.name == "transform" {
            guard let parameter = transform.parameters.first, let written = transform.type?.trimmingSpaces else { continue }
            let input = parameter.type.trimmingSpaces
            let structs = all.filter { $0.parent == nil } + owners.flatMap(\.members)
            guard structs.contains(where: { $0.kind == .struct && [input, "\(type.name).\(input)"].contains($0.name) })
            else { continue }
            let alias = all.first { $0.kind == .typealias && $0.name == written && $0.parent == nil && !$0.isGeneric }
            let result = alias?.value?.trimmingSpaces ?? written
            guard let (_, element, _) = TripletRecognizer.stream(result) else { continue }
            let spelled = alias == nil ? "'\(result)'" : "'\(written)' ('\(result)')"
            return "its 'transform' takes the struct '\(input)' and returns one stream of '\(element)', \(spelled),"
                + " which no style generates (the transform style returns a struct; the one-stream event"
                + " transform takes one stream of cases)"
        }
        return nil
    }
}
