/// The option values that list names (`imports: UIKit, KsApi`, `conforms: ViewModelType`) or name one
/// (`superclass: BaseViewModel`), each item checked where it stands.
extension OptionResolver {
    /// The items of `a, b` or `[a, b]`, each with the place it stands; nil after reporting a missing `]`.
    static func listItems(_ value: Located<String>, what: String, into sink: inout DiagnosticSink)
        -> [Located<String>]?
    {
        var text = Substring(value.value)
        var column = value.location.column
        if text.hasPrefix("[") {
            guard text.hasSuffix("]") else {
                sink.error("expected ']' to close the list of \(what)", at: value.location)
                return nil
            }
            text = text.dropFirst().dropLast()
            column += 1
        }
        var items: [Located<String>] = []
        // ASCII, as option values nearly always are: a character is a byte, and the list is split by its bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let utf8 = text.utf8
            var partStart = utf8.startIndex
            var index = partStart
            while true {
                guard index == utf8.endIndex || utf8[index] == UInt8(ascii: ",") else {
                    index = utf8.index(after: index)
                    continue
                }
                let part = utf8[partStart..<index]
                let leading = part.prefix { $0 == 0x20 || $0 == 0x09 }.count
                let trailing = part.reversed().prefix { $0 == 0x20 || $0 == 0x09 }.count
                let trimmed = leading == part.count ? "" : String(text[part.index(part.startIndex, offsetBy: leading)..<part.index(part.endIndex, offsetBy: -trailing)])
                items.append(Located(trimmed, at: SourceLocation(line: value.location.line, column: column + leading)))
                column += part.count + 1
                guard index != utf8.endIndex else { break }
                index = utf8.index(after: index)
                partStart = index
            }
            return items
        }
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = part.prefix { $0 == " " || $0 == "\t" }.count
            items.append(Located(String(part).trimmingSpaces, at: SourceLocation(line: value.location.line, column: column + leading)))
            column += part.count + 1
        }
        return items
    }

    /// `UIKit, KsApi`: module names, sorted and unique.
    /// A list of module names (or, with `what: "type"`, of type names).
    static func parseImports(
        _ value: Located<String>, what: String = "module", into sink: inout DiagnosticSink
    ) -> [String] {
        var modules: Set<String> = []
        for item in listItems(value, what: what == "module" ? "imports" : "types", into: &sink) ?? [] {
            // A type may be qualified by its module (`Common.BaseViewModel`, as apps split in modules write a base
            // class or protocol that another module declares too); a module is one name.
            let parts = what == "module" ? [Substring(item.value)] : item.value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.allSatisfy({ Identifier.isValid(String($0)) && !Identifier.keywords.contains(String($0)) }) else {
                sink.error(
                    item.value.isEmpty ? "expected a \(what) name" : "'\(item.value)' is not a \(what) name", at: item.location)
                continue
            }
            modules.insert(item.value)
        }
        return modules.sorted()
    }

    /// One type name (`superclass: Base`), or `message` as a located error when the value lists several.
    static func parseOne(
        _ value: Located<String>, what: String, into sink: inout DiagnosticSink, else message: String
    ) -> String? {
        let names = parseImports(value, what: what, into: &sink)
        if names.count > 1 { sink.error(message, at: value.location) }
        return names.first
    }

    /// `superclass: BaseViewModel<XUserAction, XViewModel.InputFromView, XViewModel.Output>`: a base class generic over
    /// types, the view model's own nested ones among them, written as the spec writes it; a class is a name with
    /// arguments (not an optional, a tuple, a function or a composition), whose last component has them.
    static func genericSuperclass(_ type: SwiftType, at location: SourceLocation, into sink: inout DiagnosticSink) -> String? {
        guard case .named(let components) = type, components.last?.genericArguments.isEmpty == false,
              components.allSatisfy({ Identifier.isValid($0.name) && !Identifier.keywords.contains($0.name) })
        else {
            sink.error(
                "'\(type.description)' is not a class; 'superclass:' takes a class's name, with its generic arguments as"
                    + " 'BaseViewModel<Action, Output>'", at: location)
            return nil
        }
        return type.description
    }
}
