/// `self-as: state: DaysViewModelState, storedProperties: StockListViewModelStoredProperties`: the type protocol's
/// properties that hand the view model itself as an app's protocol it conforms to.
extension Parser {
    /// The rest of a `self-as:` line: `name: Protocol` pairs, each name once; nil after reporting what is wrong.
    mutating func selfAsLine(_ cursor: inout LineCursor) -> [SelfAsDecl]? {
        let expected = "expected 'self-as: state: StateProtocol', a property of the type protocol and the app's protocol"
            + " (of 'conforms:') it hands the view model as"
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error(expected, at: cursor.location)
            return nil
        }
        var pairs: [SelfAsDecl] = []
        repeat {
            cursor.skipSpaces()
            guard let name = cursor.name(allowingDashes: false) else {
                sink.error(pairs.isEmpty ? expected : "expected a property's name after ','", at: cursor.location)
                return nil
            }
            cursor.skipSpaces()
            guard cursor.consume(UInt8(ascii: ":")) else {
                sink.error("expected ':' and the protocol '\(name.value)' hands the view model as", at: cursor.location)
                return nil
            }
            cursor.skipSpaces()
            guard let type = cursor.name(allowingDashes: false) else {
                sink.error("expected the protocol '\(name.value)' hands the view model as", at: cursor.location)
                return nil
            }
            guard checkIdentifier(name, what: "property name"), checkIdentifier(type, what: "protocol name") else { return nil }
            if let previous = pairs.first(where: { $0.name.value == name.value }) {
                sink.error("'\(name.value)' is named twice in 'self-as:'", at: name.location,
                           notes: [.init("first named here", at: previous.name.location)])
                return nil
            }
            pairs.append(SelfAsDecl(name: name, type: type))
            cursor.skipSpaces()
        } while cursor.consume(UInt8(ascii: ","))
        guard cursor.isAtEnd else {
            sink.error("unexpected \(cursor.currentDescription) in 'self-as:'", at: cursor.location)
            return nil
        }
        return pairs
    }
}
