/// `subject-output: built`: the subject style's `Output` builds itself, as apps write it whose `Output` declares
/// `init(input: Input, dependency: Dependency)` and whose class makes it with `self.output = .init(input: input,
/// dependency: dependency)`. The generated `Output` declares that initializer (the view model's `Input`, then each
/// dependency the logic is handed), which runs the logic on the streams of the input's relays and subjects, and the
/// class makes its `output` with it. So every input is a relay or subject the `Input` holds, every output one the
/// logic gives as it is (none the class keeps), and every dependency handed as the class is given
/// it; each refusal is an error where the option stands, naming the member.
enum BuiltSubjectOutputs {
    /// Whether the spec's `subject-output: built` holds; every problem reported where the option stands.
    static func resolve(
        _ entries: [OptionEntry], options: GenerationOptions, viewModels: [ViewModel], into sink: inout DiagnosticSink
    ) -> Bool {
        guard let entry = entries.last(where: { $0.key.value == "subject-output" }) else { return false }
        let value = entry.value
        guard value.value == "built" else {
            sink.error(
                "unknown 'subject-output: \(value.value)'; the one value is 'built' (the 'Output' builds itself with"
                    + " 'init(input:)', which runs the logic)", at: value.location,
                notes: [.init("write 'subject-output: built', or drop the line for an 'Output' the class makes")])
            return false
        }
        let option = "subject-output: built"
        if StyleBoundOptions.refusesOtherStyles(
            option, of: .subject, because: "its 'Output' builds itself from the view model's 'Input'", styles: options.styles,
            at: value, into: &sink) { return false }
        guard options.styles.contains(.subject) else {
            sink.error("'\(option)' makes the subject style's 'Output', and this spec does not render it", at: value.location,
                       notes: [.init("write 'styles: subject', or drop '\(option)'")])
            return false
        }
        if options.subjectContractIsGiven {
            sink.error("'\(option)' makes the 'Output' the class keeps, and 'subject-contract: given' hands it one",
                       at: value.location, notes: [.init("drop one of the two options")])
            return false
        }
        var problems: [String] = []
        for viewModel in viewModels {
            for input in viewModel.inputs where input.streamKind?.isSubjectLike != true || input.condition != nil {
                problems.append("input '\(input.streamName)' of '\(viewModel.name)' is "
                    + (input.condition != nil ? "under '@if'" : input.isCalled ? "'@call'" : "no '@relay' or '@subject'"))
            }
            for output in viewModel.outputs {
                // (`@made` is the transform style's: refused in the subject style before this.)
                let why = output.isOutside ? "'@outside'" : output.keptIn != nil ? "'@kept'"
                    : output.streamKind == .value ? "'@value'" : output.condition != nil ? "under '@if'" : nil
                if let why { problems.append("output '\(output.name)' of '\(viewModel.name)' is \(why)") }
            }
            for dependency in viewModel.logicDependencies where dependency.heldType != nil || dependency.isOwnProperty {
                problems.append("'\(dependency.name)' of '\(viewModel.name)' is handed to the logic as the class keeps it")
            }
        }
        guard problems.isEmpty else {
            for problem in problems {
                sink.error(
                    "'\(option)' runs the logic on the relays and subjects of the view model's 'Input', each output as the"
                        + " logic gives it and each dependency as the class is given it, and " + problem, at: value.location,
                    notes: [.init("drop '\(option)' for an 'Output' the class makes")])
            }
            return false
        }
        return true
    }
}
