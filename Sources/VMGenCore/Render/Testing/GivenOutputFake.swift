/// The fake of a view model handed its `Output` (`transform-output: given`): like the view model, it is handed the
/// `Output` in its `init`, returns that very one from `transform`, and `send(...)` sends into its relays and subjects.
extension FakeWriter {
    /// Whether the view model keeps the `Output` it is handed.
    var isGivenOutput: Bool { style == .transform && context.options.transform.outputIsGiven }

    /// Whether the subject style's view model keeps the `Input` and `Output` it is handed (`subject-contract: given`):
    /// the fake makes its own, as the view model's default arguments do, and records and sends through them.
    var isGivenSubjectContract: Bool { style == .subject && context.options.subjectContractIsGiven }

    /// `output: LoginViewModel.Output`, the parameter of the fake's `init` and the probe's.
    static func givenOutputParameter(_ context: RenderContext) -> String {
        "output: \(context.typeName).\(context.options.transform.outputType)"
    }

    /// The storage behind an output of the handed `Output`: the relay or subject the fake was handed; nil for another.
    func givenOutputBacking(_ output: ViewModel.Output) -> FakeOutputBacking? {
        guard isGivenOutput || isGivenSubjectContract, let kind = output.streamKind else { return nil }
        let target = "self.output." + Identifier.member(output.name)
        return FakeOutputBacking(
            memberNames: ["output"], declaration: "", view: "", send: { dialect.send(into: target, kind, $0) })
    }

    /// `private let output: LoginViewModel.Output`, what the fake was handed; after a blank line where `separated`
    /// (no output's storage stands before it).
    func writeGivenOutputProperty(separated: Bool, _ writer: inout SwiftWriter) {
        guard isGivenOutput else { return }
        if separated { writer.blank() }
        writer.line("private let " + Self.givenOutputParameter(context))
    }

    /// The end of the fake's `transform`: the `Output` it was handed, as the view model returns it, after calling the
    /// closure the view model calls with it (`transform-calls:`) where there is one.
    func writeGivenOutputReturn(calling called: String?, _ writer: inout SwiftWriter) {
        if let called { writer.line(called) }
        writer.line("return output")
    }
}
