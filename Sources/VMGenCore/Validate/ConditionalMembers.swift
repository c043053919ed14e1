/// Members that exist only in some builds (`- @if(DEBUG) debugMenuTapped()`), as hand-written protocols write them
/// with `#if` around. vmgen writes `#if` around every line that names such a member, and the code that names every
/// member in one call (a memberwise initializer) once for each build the conditions make.
enum ConditionalMembers {
    /// The styles whose view model declares each member on its own line: the triplet's protocols and class, and the
    /// observable and published classes. The others hand the view one struct of every member, which the view builds or
    /// destructures in one expression that `#if` cannot interrupt.
    static let styles: [Style] = [.triplet, .observable, .published]

    static func check(_ declaration: ViewModelDecl, options: GenerationOptions, into sink: inout DiagnosticSink) {
        let written = declaration.inputs.compactMap(\.condition) + declaration.outputs.compactMap(\.condition)
        guard let first = written.first else { return }
        if let style = options.styles.first(where: { !styles.contains($0) }) {
            sink.error(
                "a member under '@if' is for the triplet, observable and published styles, and this spec also renders the"
                    + " '\(style.name)' style", at: first.location,
                notes: [.init("the \(style.name) style hands the view every member in one struct, which cannot leave a"
                    + " member out under #if; make the member unconditional, or generate this view model as a triplet")])
        }
        var conditions: [String] = []
        for condition in written where !conditions.contains(condition.value) {
            conditions.append(condition.value)
            if CompileCondition.branchCount(conditions) > CompileCondition.maximumBranches {
                sink.error(
                    "the '@if' conditions of view model '\(declaration.name.value)' make more than"
                        + " \(CompileCondition.maximumBranches) different builds; vmgen writes the call that builds its"
                        + " contract once for each", at: condition.location,
                    notes: [.init("use one condition for the members that go together (a DEBUG menu's inputs and outputs)")])
                return
            }
        }
    }
}
