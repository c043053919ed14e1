/// `event-aliases: Input, Output`: the names the one-stream event transform's class also gives its two enums
/// (`typealias Input = MenuViewModelInput`, `typealias Output = MenuViewModelOutput`), as a class declares them for a
/// protocol of its app whose associated types are `Input` and `Output` (`protocol ViewModelBuilder { associatedtype
/// Input; associatedtype Output; func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> }`)
/// and call sites name the enums by (`PassthroughSubject<MenuViewModel.Input, Never>`).
extension OptionResolver {
    /// The two names, in order, after checking each is a name; nil after an error.
    static func parseEventAliases(_ value: Located<String>, into sink: inout DiagnosticSink) -> [String]? {
        guard let items = listItems(value, what: "types", into: &sink) else { return nil }
        // `Input Output`: two names with no comma between them.
        if items.count == 1, case let words = items[0].value.split(separator: " "), words.count == 2,
           words.allSatisfy({ Identifier.isValid(String($0)) }) {
            sink.error("'event-aliases:' separates its two names with a comma", at: items[0].location,
                       notes: [.init("write 'event-aliases: \(words[0]), \(words[1])'")])
            return nil
        }
        guard items.count == 2 else {
            sink.error("'event-aliases:' names the input enum's alias and the output enum's, two names; this lists"
                + " \(items.count)", at: value.location, notes: [.init("write 'event-aliases: Input, Output'")])
            return nil
        }
        for item in items where !Identifier.isValid(item.value) || Identifier.keywords.contains(item.value) {
            sink.error("'\(item.value)' is not a type name", at: item.location)
            return nil
        }
        return items.map(\.value)
    }

    /// An error where the option stands unless the spec renders the one-stream event transform, and the aliases
    /// name neither enum itself nor each other.
    static func checkEventAliases(
        _ options: inout GenerationOptions, styles: [Style], at location: SourceLocation, into sink: inout DiagnosticSink
    ) {
        guard let aliases = options.eventAliases else { return }
        let enums = [options.transform.inputType, options.transform.outputType]
        if !styles.contains(.transform) || !options.transform.isEventStream {
            sink.error("'event-aliases:' names the enums of the one-stream event transform, which this spec does not"
                + " render", at: location, notes: [.init("with 'styles: transform', write 'transform: transform(input:"
                    + " AnyPublisher<XInput, Never>) -> AnyPublisher<XOutput, Never>', or drop 'event-aliases:'")])
            options.eventAliases = nil
        } else if aliases[0] == aliases[1] || aliases.contains(where: enums.contains) {
            sink.error("'event-aliases: \(aliases.joined(separator: ", "))' would declare a name twice beside the enums"
                + " '\(enums[0])' and '\(enums[1])'", at: location,
                notes: [.init("name the aliases otherwise than the enums and each other, or drop 'event-aliases:'")])
            options.eventAliases = nil
        }
    }
}
