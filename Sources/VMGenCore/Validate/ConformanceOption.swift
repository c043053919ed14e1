/// The `conforms:` option: protocol names, and `@unchecked Sendable`, as view models that hold their state behind a
/// lock or a queue of their own declare it (`final class LoginViewModel: NSObject, @unchecked Sendable`). Swift
/// takes `@unchecked` before `Sendable` only; another attribute on a conformance is a located error where it stands.
extension OptionResolver {
    /// The one conformance written with an attribute that `conforms:` takes.
    static let uncheckedSendable = "@unchecked Sendable"

    /// `ViewModelType, @unchecked Sendable`: the names, sorted and unique, each checked where it stands.
    static func parseConformances(_ value: Located<String>, into sink: inout DiagnosticSink) -> [String] {
        var names: Set<String> = []
        var plain: [Located<String>] = []
        for item in listItems(value, what: "types", into: &sink) ?? [] {
            guard item.value.hasPrefix("@") else {
                plain.append(item)
                continue
            }
            let attribute = String(item.value.prefix { !$0.isWhitespace })
            let rest = String(item.value.dropFirst(attribute.count)).trimmingSpaces
            guard attribute == "@unchecked" else {
                sink.error(
                    "'\(attribute)' is not an attribute 'conforms:' takes; it takes protocol names, and"
                        + " '\(uncheckedSendable)'", at: item.location,
                    notes: [.init("write the protocol's name alone, and declare the conformance with '\(attribute)' in an"
                        + " extension of the generated type in a file of your own")])
                continue
            }
            guard rest == "Sendable" else {
                sink.error(
                    rest.isEmpty ? "expected 'Sendable' after '@unchecked'"
                        : "'@unchecked' applies to 'Sendable' only, not to '\(rest)'", at: item.location,
                    notes: [.init("write '\(uncheckedSendable)', or the protocol's name alone")])
                continue
            }
            names.insert(uncheckedSendable)
        }
        for item in plain {
            names.formUnion(parseImports(item, what: "protocol", into: &sink))
        }
        // `Sendable` and `@unchecked Sendable` together are one conformance written twice, which Swift refuses.
        if names.contains(uncheckedSendable) && names.contains("Sendable") {
            sink.error("'Sendable' and '\(uncheckedSendable)' are the same conformance; keep one", at: value.location)
            names.remove("Sendable")
        }
        // Sorted, the attributed one last, as hand-written classes write it after their protocols.
        return names.sorted { ($0.hasPrefix("@") ? 1 : 0, $0) < ($1.hasPrefix("@") ? 1 : 0, $1) }
    }
}
