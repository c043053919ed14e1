/// Reads a file's `options:` block: one `key: value` per line, each key known and (but `header`) written once; the
/// `transform:` value is read as a signature where it stands.
extension Parser {
    mutating func options(_ node: LineNode) -> [OptionEntry] {
        var entries: [OptionEntry] = []
        var seen: [String: SourceLocation] = [:]
        for child in node.children {
            warnUnattachedDocs(child)
            reportChildren(of: child)
            var cursor = cursor(child)
            guard let key = cursor.name() else {
                sink.error("expected an option as 'key: value'", at: cursor.location)
                continue
            }
            guard SpecParser.optionKeys.contains(key.value) else {
                sink.error(
                    "unknown option '\(key.value)'", at: key.location,
                    notes: [Suggestion.note(for: key.value, among: SpecParser.optionKeys)
                        ?? .init("options are \(SpecParser.optionKeys.map { "'\($0)'" }.joined(separator: ", "))")])
                continue
            }
            guard cursor.consume(UInt8(ascii: ":")) else {
                sink.error("expected ':' after option '\(key.value)'", at: cursor.location)
                continue
            }
            cursor.skipSpaces()
            let value = Located(cursor.rest, at: cursor.location)
            if value.value.isEmpty {
                sink.error("option '\(key.value)' needs a value", at: cursor.location)
                continue
            }
            if let previous = seen[key.value], !SpecParser.repeatableOptionKeys.contains(key.value) {
                sink.error(
                    "duplicate option '\(key.value)'", at: key.location,
                    notes: [.init("previously set here", at: previous)])
                continue
            }
            seen[key.value] = key.location
            var entry = OptionEntry(key: key, value: value)
            if key.value == "transform" {
                guard let signature = transformSignature(&cursor) else { continue }
                entry.signature = signature
            }
            // A base class generic over the view model's own types (`BaseViewModel<XUserAction, XViewModel.Output>`):
            // one type, its brackets checked where they stand, written as the spec writes it.
            if key.value == "superclass", value.value.contains("<") {
                guard let type = type(&cursor, followedBy: []) else { continue }
                entry.type = type
            }
            entries.append(entry)
        }
        return entries
    }
}
