/// `- @value email: String` under `inputs:`: a plain value the view hands in the transform style's `Input` struct
/// beside its streams (`struct Input { let email: String; let tap: Observable<Void> }`), which `transform` hands the
/// logic as it is. Which frameworks and styles take it is `MemberKinds` (the kind `.value`); this checks what only a
/// value input asks: the struct form of the transform (not the one-stream event transform, whose `Input` is an enum),
/// and one value, `name: Type`. `= value`, `@made`, `@optional`, `@latest`/`@event` are refused where they stand by
/// their own checks.
enum ValueInputs {
    static func check(_ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) {
        let attribute = input.attributes.first { $0.value == "value" }
        let location = attribute?.location ?? input.location
        if options.transform.isEventStream {
            sink.error(
                "'@value' makes the input a plain value of the transform style's Input struct, and the one-stream event"
                    + " transform's Input is an enum of events", at: location,
                notes: [.init("drop '@value': the event's value is the case's")])
        }
        if input.parameters.count != 1 || input.answerType != nil {
            sink.error(
                "a value input is one value the view hands, written '- @value \(input.name.value): Type'", at: input.name.location)
        }
    }
}
