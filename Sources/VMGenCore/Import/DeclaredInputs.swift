/// Methods the view calls that a triplet declares outside its inputs protocol: one returning nothing in the outputs
/// protocol (`func configureButtonEnabled(onEnabled: @escaping (Bool) -> Void)`, which hands the view model a handler)
/// or beside `inputs` and `outputs` in the type protocol (`func registerPeek(for sourceView: Container)`). Each is an
/// input the spec declares there, `@in(outputs)` or `@in(type)`: the generated class takes each call as the input's
/// stream for the logic, and the protocol declares the same method, so call sites do not change.
extension TripletRecognizer {
    /// The method as an input `protocol` (`outputs` or `type`) declares, with a note saying where its body goes; the
    /// input's reason where it cannot be one (generic, `async`, a default argument). Nil for a method that answers
    /// the view with a value, which is no such input.
    static func declaredInput(_ member: SwiftDeclaration, in protocol: String) -> ImportedSpec.Member? {
        guard member.kind == .func, member.type.map({ $0 == "Void" || $0 == "()" }) ?? true else { return nil }
        var input = input(from: member)
        guard input.skipped == nil else { return input }
        input.line = "@in(\(`protocol`)) " + input.line
        input.note = "'\(describe(member))' is imported as an input the \(`protocol`) protocol declares ('@in(\(`protocol`))'): the"
            + " generated class takes each call as that input's stream, so move its body into the logic"
        return input
    }

    /// The outputs imported as `@in(outputs)` inputs (a function output returning nothing), moved to the inputs, with
    /// their entries in `frameworks` (one per output).
    static func relocateDeclaredInputs(_ viewModel: inout ImportedSpec.ViewModel, frameworks: inout [Framework?]) {
        let isDeclared = { (output: ImportedSpec.Member) in output.skipped == nil && output.line.hasPrefix("@in(outputs) ") }
        guard viewModel.outputs.contains(where: isDeclared) else { return }
        viewModel.inputs += viewModel.outputs.filter(isDeclared)
        frameworks = zip(viewModel.outputs, frameworks).filter { !isDeclared($0.0) }.map(\.1)
        viewModel.outputs.removeAll(where: isDeclared)
    }
}
