/// The class's own members a spec declares beside the contract: a stored property (`properties:`) and a typealias of
/// a triplet's protocol.
extension Parser {
    /// `var tempName: String?`, `let limit: Int = 20`: a stored property of the class (`properties:`).
    mutating func property(_ cursor: inout LineCursor, docs: [String]) -> PropertyDecl? {
        let itemStart = cursor.location
        // `@Published var query: String = ""`: the app's property wrapper, as written.
        var wrapper: Located<String>?
        if cursor.consume(UInt8(ascii: "@")) {
            guard cursor.current != UInt8(ascii: " "), cursor.current != UInt8(ascii: "\t"),
                  let name = cursor.name(allowingDashes: false), checkIdentifier(name, what: "property wrapper") else {
                sink.error("expected a property wrapper's name after '@' ('@Published')", at: cursor.location)
                return nil
            }
            wrapper = Located(name.value, at: itemStart)
            // `@Injected(\.searchUseCase)`: the wrapper's arguments, as written, to the parenthesis that closes them.
            if cursor.current == UInt8(ascii: "(") {
                guard let arguments = WrapperArguments.read(&cursor) else {
                    sink.error("expected ')' to close the arguments of '@\(name.value)'", at: cursor.location)
                    return nil
                }
                wrapper = Located(name.value + arguments, at: itemStart)
            }
            cursor.skipSpaces()
        }
        // `lazy var service = DefaultService(repository: repository)`: made when first read, its value may use the class's
        // members (a readable dependency, another property).
        // `private(set) var sorter`: call sites read it and do not set it.
        var privateSetter: SourceLocation?
        var lazy: SourceLocation?
        var beforeKeyword = cursor
        // `logic init let subViewModels: SubViewModels = ...`: the logic is handed what the initializer sets (a bare
        // word, as `lazy` and `weak` are: `@word` is a property wrapper).
        var handedToLogic: SourceLocation?
        if let word = cursor.name(), word.value == "logic" {
            handedToLogic = word.location
            cursor.skipSpaces()
            beforeKeyword = cursor
        } else {
            cursor = beforeKeyword
        }
        // `init let domain: Domain = signUpUseCase.domain()`: the initializer sets it from its parameters.
        var setInInit: SourceLocation?
        if let word = cursor.name(), word.value == "init" {
            setInInit = word.location
            cursor.skipSpaces()
            beforeKeyword = cursor
        } else {
            cursor = beforeKeyword
        }
        if let word = cursor.name(), word.value == "private", cursor.consume(UInt8(ascii: "(")) {
            guard let set = cursor.name(), set.value == "set", cursor.consume(UInt8(ascii: ")")) else {
                sink.error("expected 'private(set)' before 'var' ('- private(set) var page: Int = 1')", at: word.location)
                return nil
            }
            privateSetter = word.location
            cursor.skipSpaces()
            beforeKeyword = cursor
        } else {
            cursor = beforeKeyword
        }
        // `private(set) init var attempts: Int = ...`, as `private(set)` may stand before it too.
        if setInInit == nil, let word = cursor.name(), word.value == "init" {
            setInInit = word.location
            cursor.skipSpaces()
            beforeKeyword = cursor
        } else {
            cursor = beforeKeyword
        }
        if let word = cursor.name(), word.value == "lazy" {
            lazy = word.location
            cursor.skipSpaces()
            beforeKeyword = cursor
        } else {
            cursor = beforeKeyword
        }
        // `weak var coordinator: Coordinator?`: what the coordinator sets (`viewModel.coordinator = self`), not kept alive.
        guard let weak = weakModifier(&cursor, after: beforeKeyword) else { return nil }
        guard let keyword = cursor.name(), ["let", "var"].contains(keyword.value) else {
            sink.error(
                "expected 'var' or 'let' and a stored property ('- var tempName: String?', '- let limit: Int = 20')",
                at: itemStart)
            return nil
        }
        cursor.skipSpaces()
        guard let name = cursor.name() else {
            sink.error("expected a property name after '\(keyword.value)'", at: cursor.location)
            return nil
        }
        guard checkIdentifier(name, what: "property name") else { return nil }
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: ":")) else {
            sink.error("expected ':' and a type after property '\(name.value)' (the spec writes every type)", at: cursor.location)
            return nil
        }
        cursor.skipSpaces()
        let typeLocation = cursor.location
        guard let type = type(&cursor, followedBy: ["=", "!"], endsAtImplicitUnwrap: true) else { return nil }
        // `var dependency: Dependency!`: an implicitly unwrapped optional, which starts `nil`.
        let isImplicitlyUnwrapped = cursor.consume(UInt8(ascii: "!"))
        if isImplicitlyUnwrapped {
            cursor.skipSpaces()
            if let byte = cursor.current, byte != UInt8(ascii: "=") {
                sink.error("unexpected \(cursor.currentDescription) after type '\(type.description)!'", at: cursor.location)
                return nil
            }
        }
        guard let value = defaultValue(&cursor, of: name) else { return nil }
        var property = PropertyDecl(
            keyword: keyword, name: name, type: type, value: value.value, docs: docs, location: itemStart, wrapper: wrapper,
            lazy: lazy, weak: weak, privateSetter: privateSetter, setInInit: setInInit, typeLocation: typeLocation,
            valueLocation: value.location)
        property.isImplicitlyUnwrapped = isImplicitlyUnwrapped
        property.handedToLogic = handedToLogic
        return property
    }

    /// `typealias Name = Type`, a type the section's protocol declares: nil when the entry is no typealias (the cursor
    /// unmoved), `.some(nil)` after reporting what is wrong.
    mutating func typeAlias(_ cursor: inout LineCursor, docs: [String], section: String) -> TypeAliasDecl?? {
        let start = cursor
        guard cursor.consumeKeyword("typealias") else { return nil }
        cursor.skipSpaces()
        guard cursor.current != UInt8(ascii: ":"), cursor.current != UInt8(ascii: "("), !cursor.isAtEnd else {
            cursor = start
            return nil
        }
        guard let name = cursor.name(allowingDashes: false) else {
            sink.error("expected the typealias's name after 'typealias'", at: cursor.location)
            return .some(nil)
        }
        guard checkIdentifier(name, what: "typealias name") else { return .some(nil) }
        cursor.skipSpaces()
        guard cursor.consume(UInt8(ascii: "=")) else {
            sink.error("expected '=' and a type after 'typealias \(name.value)'", at: cursor.location)
            return .some(nil)
        }
        guard let type = type(&cursor, followedBy: []) else { return .some(nil) }
        return .some(TypeAliasDecl(name: name, type: type, docs: docs, section: section, location: start.location))
    }
}
