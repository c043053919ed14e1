/// `subject-contract: given`: the subject style's class keeps the `Input` and the `Output` its initializer is handed
/// (`init(input: Input = Input(), output: Output = Output(), coordinator: AppCoordinator?)`), as apps write it so that a
/// test can hand its own while every screen leaves them out. Each struct makes its relays and subjects itself (`let
/// viewDidLoad = PublishSubject<Void>()`, `let days = BehaviorRelay<[Int]>(value: [])`): the view sends into the
/// handed input's, the logic reads them, and its streams are bound into the handed output's. Each refusal stands where
/// the option or the member is written.
enum GivenSubjectContracts {
    /// The frameworks with relays or subjects.
    static let frameworks: [Framework] = [.rxswift, .rxcocoa, .combine]

    /// Sets `subjectContractIsGiven`, or reports where the option stands why it cannot: a value other than `given`, a
    /// spec that renders another style than the subject style, a framework without relays or subjects.
    static func resolve(
        _ options: inout GenerationOptions, _ value: Located<String>, styles: [Style], into sink: inout DiagnosticSink
    ) {
        guard value.value == "given" else {
            sink.error(
                "unknown 'subject-contract: \(value.value)'; the one value is 'given' (the class keeps the 'Input' and"
                    + " 'Output' its initializer is handed)", at: value.location,
                notes: [.init("write 'subject-contract: given', or drop the line for an 'Input' and 'Output' the class makes")])
            return
        }
        if StyleBoundOptions.refusesOtherStyles(
            "subject-contract: given", of: .subject, because: "its class keeps the 'Input' and 'Output' it is handed",
            styles: styles, at: value, into: &sink) { return }
        guard frameworks.contains(options.framework) else {
            sink.error(
                "'subject-contract: given' hands the view model structs of relays or subjects, which"
                    + " '\(options.framework.name)' has none of", at: value.location,
                notes: [.init("the frameworks with them: " + frameworks.map { "'\($0.name)'" }.joined(separator: ", "))])
            return
        }
        options.subjectContractIsGiven = true
    }

    /// Reports, where `name` stands, a member a handed `Input` or `Output` cannot make: one that is not a relay or a
    /// subject (an input the view calls, `@call`, is a method of the class, as without the option). A kind written and
    /// refused already (`@relay` in Combine) is not reported twice.
    static func check(
        _ name: Located<String>, kind: ViewModel.StreamKind?, attributes: [Located<String>], output: Bool,
        options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        guard options.subjectContractIsGiven, kind?.isSubjectLike != true, output || kind != .call,
              kind != nil || !attributes.contains(where: { ViewModel.StreamKind(rawValue: $0.value) != nil }) else { return }
        let what = output ? "Output" : "Input"
        sink.error(
            "'subject-contract: given' hands the view model an '\(what)' that makes each of its relays or subjects, and"
                + " '\(name.value)' is " + (kind.map { "'@\($0.rawValue)'" } ?? (output ? "a stream" : "an observer")),
            at: name.location,
            notes: [.init("write '@relay' or '@subject'" + (output ? "" : ", or '@call' for a method of the class"))])
    }
}
