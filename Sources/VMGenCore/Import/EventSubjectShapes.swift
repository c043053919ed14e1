/// A subject-bridged view model whose `input` is one subject of the cases of an enum it nests (`enum Input { case
/// nextTapped; case agreed(Bool) }` with `let input = PublishSubject<Input>()`, its `output`, if any, one relay of an
/// enum's cases too), into which the view sends each event, as every screen of the corpus's `Parting` writes it:
/// the subject style's generated `Input` is a struct of one observer, relay or subject per input, and the one-stream
/// event transform takes such a stream as its `transform`'s argument, so no spec says this shape. Named where the class
/// stands, where the import used to say it found no contract at all.
enum EventSubjectShapes {
    static func reason(of type: SwiftDeclaration) -> String? {
        guard type.kind == .class,
              let input = type.members.first(where: { [.let, .var].contains($0.kind) && $0.name == "input" }),
              let (holder, element) = eventHolder(input, in: type) else { return nil }
        let output = type.members.first { [.let, .var].contains($0.kind) && $0.name == "output" }
        let outputText = output.flatMap { member in
            eventHolder(member, in: type).map { " and its '\(member.name)' one '\($0.0)' of the cases of its enum '\($0.1)'" }
        } ?? ""
        return "its 'input' is one '\(holder)' of the cases of its enum '\(element)'\(outputText), the view sending each"
            + " event into it: the generated 'Input' of the subject style is a struct of one observer, relay or subject per"
            + " input, and the one-stream event transform takes such a stream as its 'transform' argument, so no spec"
            + " says this shape"
    }

    /// The holder's spelling (`PublishSubject<Input>`) and the enum it holds the cases of, where `member` is a relay
    /// or subject, its type written or made where it is declared, of an enum `type` nests.
    private static func eventHolder(_ member: SwiftDeclaration, in type: SwiftDeclaration) -> (String, String)? {
        var written = member.type?.trimmingSpaces
        if written == nil, let value = member.value?.trimmingSpaces, let open = value.firstIndex(of: "("),
           value[..<open].hasSuffix(">") {
            written = String(value[..<open])
        }
        guard let holder = written, let (_, _, element, _) = StructStyleRecognizer.subjectLike(holder) else { return nil }
        let name = element.hasPrefix(type.name + ".") ? String(element.dropFirst(type.name.count + 1)) : element
        guard type.members.contains(where: { $0.kind == .enum && $0.name == name }) else { return nil }
        return (holder, name)
    }
}
