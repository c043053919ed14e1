/// `- @call var isCompleted: Bool = false` under `inputs:`: an input the view calls by setting a property of the
/// transform style's class (`CalledInputs`), read as an input of one unlabelled parameter of the property's type, its
/// starting value the property's.
extension Parser {
    /// `@call var isCompleted: (Bool, Bool) = (false, false)`, after `var`: the property's name, type and starting
    /// value (nil for an optional written without one), as an input of one unlabelled parameter of that type.
    mutating func calledProperty(
        _ cursor: inout LineCursor, attributes: (names: [Located<String>], arguments: [String: Located<SwiftType>], condition: Located<String>?),
        docs: [String], at itemStart: SourceLocation
    ) -> InputDecl? {
        cursor.skipSpaces()
        guard let name = cursor.name() else {
            sink.error("expected the property's name after '@call var', found \(cursor.currentDescription)", at: cursor.location)
            return nil
        }
        guard checkIdentifier(name, what: "input name") else { return nil }
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected ':' and the type of property '\(name.value)'", at: cursor.location)
            return nil
        }
        guard let (type, startingValue) = typeAndStartingValue(&cursor, of: name) else { return nil }
        if startingValue == nil && !type.isOptional {
            sink.error("property '\(name.value)' needs a starting value: '@call var \(name.value): \(type.description) = ...'",
                       at: cursor.location, notes: [.init("or make its type optional, which starts with nil")])
            return nil
        }
        return InputDecl(
            attributes: attributes.names, attributeArguments: attributes.arguments, condition: attributes.condition,
            name: name, parameters: [ParameterDecl(label: Located("_", at: name.location), name: name, type: type)],
            answerType: nil, streamName: nil, startingValue: startingValue ?? Located("nil", at: name.location),
            isProperty: true, docs: docs, location: itemStart)
    }

    /// `@value email: String`, after the `:`: a plain value the view hands in the transform style's `Input` beside the
    /// streams, as an input of one parameter of that type (the validator says where it means nothing). A `= value`
    /// after it is read so that the validator refuses it where it stands.
    mutating func valueInput(
        _ cursor: inout LineCursor, name: Located<String>,
        attributes: (names: [Located<String>], arguments: [String: Located<SwiftType>], condition: Located<String>?),
        docs: [String], at itemStart: SourceLocation
    ) -> InputDecl? {
        guard let (type, startingValue) = typeAndStartingValue(&cursor, of: name) else { return nil }
        if !cursor.isAtEnd {
            sink.error("expected '=' or the end of the line after value input '\(name.value)', found \(cursor.currentDescription)",
                       at: cursor.location)
            return nil
        }
        return InputDecl(
            attributes: attributes.names, attributeArguments: attributes.arguments, condition: attributes.condition,
            name: name, parameters: [ParameterDecl(label: nil, name: name, type: type)],
            answerType: nil, streamName: nil, startingValue: startingValue, docs: docs, location: itemStart)
    }

    /// The type after a property's or a value input's name and `:`, and the starting value its `= value` gives (nil
    /// without one), read alike for `@call var isOn: Bool = false` and `@value email: String = ""`; nil where either
    /// is not read (the error is reported).
    private mutating func typeAndStartingValue(
        _ cursor: inout LineCursor, of name: Located<String>
    ) -> (type: SwiftType, startingValue: Located<String>?)? {
        cursor.skipSpaces()
        guard let type = type(&cursor, followedBy: ["="]) else { return nil }
        cursor.skipSpaces()
        guard cursor.current == UInt8(ascii: "=") else { return (type, nil) }
        let start = cursor.location
        guard let value = defaultValue(&cursor, of: name) else { return nil }
        cursor.offset = cursor.end
        return (type, value.value.map { Located($0, at: start) })
    }
}
