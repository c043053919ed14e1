/// A view model to which the view sends its events one by one, a method taking one case of an enum of them (`func
/// send(_ input: Input)` switching over `enum Input { case idChanged(String); case nextTapped }`), and whose answers it
/// observes as one stream of another enum's cases (`var output: AnyPublisher<Output, Never>`), as Project-Qriz's
/// sign-up screens write it: the one-stream event transform vmgen generates takes the events as one stream, the
/// argument of its `transform`, and returns the answers' stream from it, so call sites that send and subscribe would
/// change, and no spec says this shape. Named where the class stands, where the import used to say it found no
/// contract at all.
enum SentEventShapes {
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> String? {
        guard [.class, .struct, .actor].contains(type.kind) else { return nil }
        // Its own members and those of its extensions in the file (`extension IDInputViewModel { enum Input ... }`).
        let extensions = StructStyleRecognizer.extensionsByName(StructStyleRecognizer.flatten(declarations))
        let members = type.members + (extensions[type.name] ?? []).flatMap(\.members)
        guard let output = members.first(where: { [.let, .var].contains($0.kind) && $0.name == "output" }),
              let outputType = output.type?.trimmingSpaces, let element = streamElement(outputType),
              element.hasSuffix("Output"),
              let send = members.first(where: { member in
                  guard member.kind == .func, member.parameters.count == 1, member.parameters[0].label == "_",
                        (member.type ?? "Void").trimmingSpaces == "Void" else { return false }
                  return bare(member.parameters[0].type).hasSuffix("Input")
              })
        else { return nil }
        let input = send.parameters[0]
        return "the view sends its events one by one to 'func \(send.name)(_ \(input.name): \(input.type.trimmingSpaces))'"
            + " and observes the answers as '\(output.kind.rawValue) output: \(outputType)': the one-stream event"
            + " transform vmgen generates takes the events as one stream, the argument of its 'transform', and returns the"
            + " answers' stream from it, so call sites that send and subscribe would change, and no spec says this shape"
    }

    /// `Output` of `AnyPublisher<Output, Never>`, `Observable<Output>`, `Driver<Output>` or `Signal<Output>`.
    private static func streamElement(_ type: String) -> String? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
              ["AnyPublisher", "Observable", "Driver", "Signal"].contains(String(type[..<open]).trimmingSpaces)
        else { return nil }
        let arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
        return arguments.first.map { bare($0.trimmingSpaces) }
    }

    /// The type's last name (`Output` of `IDInputViewModel.Output`).
    private static func bare(_ type: String) -> String {
        String(type.trimmingSpaces.split(separator: ".").last ?? "")
    }
}
