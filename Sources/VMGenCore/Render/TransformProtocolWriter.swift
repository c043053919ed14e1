/// `transform-protocol: SearchViewModelling`: the protocol the transform style declares when asked, holding its
/// `transform` method as the `transform:` option spells it. The view model conforms to it, and so does its fake in
/// test support (`FakeWriter`), so a view that depends on the protocol takes either with no glue written by hand.
enum TransformProtocolWriter {
    /// The protocols the transform style's view model conforms to of its own: the one asked for, or none.
    static func conformances(_ context: RenderContext) -> [String] {
        context.style == .transform ? context.options.transformProtocol.map { [$0] } ?? [] : []
    }

    /// The protocol, after the view model, when asked for.
    static func write(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard context.style == .transform, let name = context.options.transformProtocol else { return }
        let signature = context.options.transform
        let type = context.typeName
        writer.blank()
        writer.docs(["What a view depends on: `\(type)` conforms, and so does its fake in test support."])
        writer.block("\(context.isolation)\(context.access)protocol \(Identifier.escaped(name))") { writer in
            for attribute in signature.attributeLines { writer.line(attribute) }
            writer.list(
                "func \(Identifier.escaped(signature.name))(", signature.parameters(qualifiedBy: type, except: context.appTypeNames),
                ") -> " + signature.resultType(qualifiedBy: type, except: context.appTypeNames))
            // The methods the view calls (`@call`), which a view that depends on the protocol calls through it.
            for input in context.viewModel.inputs where input.isCalled {
                writer.docs(input.docs)
                writer.line(CalledInputs.requirement(input))
            }
            // The values the one-stream event transform's class keeps (`@value`), which such a view reads through it.
            if signature.isEventStream {
                for output in context.viewModel.outputs where output.streamKind == .value {
                    writer.docs(output.docs)
                    writer.line("var \(Identifier.escaped(output.name)): \(output.type.description) { get }")
                }
            }
        }
    }
}
