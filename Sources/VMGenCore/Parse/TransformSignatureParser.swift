/// Reads the `transform:` option: `transform(_ input: Input, disposeBag: DisposeBag) -> Output`. The first parameter
/// names the input struct, the result the output struct; further parameters (`inout` allowed) are extra.
extension Parser {
    mutating func transformSignature(_ cursor: inout LineCursor) -> TransformSignatureDecl? {
        // `@discardableResult`, as apps write it on a `transform` whose result some call sites drop.
        var attributes: [Located<String>] = []
        while cursor.current == UInt8(ascii: "@") {
            let location = cursor.location
            _ = cursor.consume(UInt8(ascii: "@"))
            guard cursor.current.map({ $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) == true,
                  let attribute = cursor.name(allowingDashes: false) else {
                sink.error("expected an attribute's name after '@'", at: cursor.location)
                return nil
            }
            attributes.append(Located(attribute.value, at: location))
            cursor.skipSpaces()
        }
        // `override func transform(...)`, as a view model whose base class declares the method writes it; `func` is
        // taken as Swift spells it, with or without `override`.
        let overrideLocation = cursor.location
        let override = cursor.consumeKeyword("override") ? Located("override", at: overrideLocation) : nil
        cursor.skipSpaces()
        if cursor.consumeKeyword("func") { cursor.skipSpaces() }
        guard let name = cursor.name(allowingDashes: false) else {
            sink.error("expected a method signature as 'transform(input: Input) -> Output'", at: cursor.location)
            return nil
        }
        guard checkIdentifier(name, what: "method name") else { return nil }
        guard cursor.consume(UInt8(ascii: "(")) else {
            sink.error("expected '(' after '\(name.value)'", at: cursor.location)
            return nil
        }
        var parameters: [(parameter: ParameterDecl, isInout: Bool)] = []
        cursor.skipSpaces()
        while cursor.current != UInt8(ascii: ")") {
            guard cursor.current != nil else {
                sink.error("expected ')' to close the parameters of '\(name.value)'", at: cursor.location)
                return nil
            }
            // `inout` stands after the colon: look ahead for it, then read the parameter with or without it.
            let rest = cursor.rest
            let isInout = rest.firstIndex(of: ":").map {
                let type = rest[rest.index(after: $0)...].drop { $0 == " " }
                return type.hasPrefix("inout") && !(type.dropFirst(5).first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            } ?? false
            guard let parameter = isInout ? inoutParameter(&cursor) : parameter(&cursor) else { return nil }
            parameters.append((parameter, isInout))
            cursor.skipSpaces()
            if cursor.consume(UInt8(ascii: ",")) { cursor.skipSpaces() } else { break }
        }
        guard cursor.consume(UInt8(ascii: ")")) else {
            sink.error("expected ')' to close the parameters of '\(name.value)'", at: cursor.location)
            return nil
        }
        guard !parameters.isEmpty else {
            sink.error("'\(name.value)' needs the input as its first parameter, as 'input: Input'", at: cursor.location)
            return nil
        }
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "-")), cursor.consume(UInt8(ascii: ">")) else {
            sink.error("expected '-> Output' after the parameters", at: cursor.location)
            return nil
        }
        cursor.skipSpaces()
        let outputLocation = cursor.location
        guard cursor.current != nil, let written = type(&cursor, followedBy: [], anythingFollows: true) else {
            if cursor.current == nil {
                sink.error("expected the output struct's name after '->'", at: cursor.location)
            }
            return nil
        }
        // A plain name is the output struct; a stream of one (`AnyPublisher<Output, Never>`), the event transform's.
        var output = Located(written.description, at: outputLocation)
        var outputType: SwiftType?
        if case .named(let components) = written, components.count == 1, components[0].genericArguments.isEmpty {
            output = Located(components[0].name, at: outputLocation)
        } else {
            outputType = written
        }
        cursor.skipSpaces()
        if cursor.current != nil {
            sink.error("unexpected \(cursor.currentDescription) after the signature", at: cursor.location)
            return nil
        }
        return TransformSignatureDecl(
            name: name, parameters: parameters, output: output, outputType: outputType, attributes: attributes,
            override: override)
    }

    /// `name: inout Type`, `label name: inout Type`.
    private mutating func inoutParameter(_ cursor: inout LineCursor) -> ParameterDecl? {
        guard let first = cursor.name() else { return nil }
        var label: Located<String>?
        var name = first
        cursor.skipSpaces()
        if cursor.current != UInt8(ascii: ":"), let second = cursor.name() {
            label = first
            name = second
        }
        guard checkIdentifier(name, what: "parameter name"), cursor.consume(UInt8(ascii: ":")),
              cursor.consumeKeyword("inout")
        else {
            sink.error("expected 'name: inout Type'", at: cursor.location)
            return nil
        }
        guard let type = type(&cursor, followedBy: [",", ")"]) else { return nil }
        return ParameterDecl(label: label, name: name, type: type)
    }
}
