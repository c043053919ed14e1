/// An input whose storage, which vmgen derives from its stream name, would take the name of another member of the
/// view model (`func language(_ language: String)` beside the output `var languageRelay: BehaviorRelay<String>`, the
/// relay behind `language(_:)` being `languageRelay`): the import gives the input a stream name of its own with `as`
/// (`- language(_ language: String) as languageInput`), which names only the logic's stream and the class's private
/// storage, so the generated protocols and class are the same to call sites, and says so in a note. The spec the
/// import writes is then one that generates, where it used to be an error. An input subject or relay that starts with a
/// value (`let query = BehaviorSubject<String>(value: "")` beside the output `querySubject`) takes it before the value.
enum InputStreamRenames {
    /// The spec pipeline's words for such a collision, and for the note that locates the input.
    static let collision = "collides with the storage vmgen derives for input '"
    static let storageNote = "the storage vmgen derives for input '"

    /// Whether `diagnostics` (the spec pipeline's, on the imported spec's text) hold such a collision.
    static func hasCollision(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.contains(where: isOutputCollision)
    }

    /// An output of the contract named like an input's storage: the logic makes the one of the other's stream. Another
    /// member (a property of the class's own state, `let onTapSubject = PublishSubject<Void>()`, which the class's
    /// input fed itself) stays the error: the logic cannot feed the class's state, so a rename would leave it behind.
    static func isOutputCollision(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.message.hasPrefix("output '") && diagnostic.message.contains(collision)
    }

    /// Gives each input such a collision names a stream name of its own in `spec`, located through `origins` (the
    /// Swift location each line of the spec's text comes from); the notes say which. False when none could be renamed.
    static func rename(
        _ diagnostics: [Diagnostic], origins: [SourceLocation?], in spec: inout ImportedSpec, path: String,
        notes: inout [Diagnostic]
    ) -> Bool {
        var renamed = false
        for diagnostic in diagnostics where isOutputCollision(diagnostic) {
            guard let note = diagnostic.notes.first(where: { $0.message.hasPrefix(storageNote) }), let line = note.location?.line,
                  line >= 1, line <= origins.count, let origin = origins[line - 1] else { continue }
            for index in spec.viewModels.indices {
                guard let position = spec.viewModels[index].inputs.firstIndex(where: { $0.location == origin && $0.skipped == nil })
                else { continue }
                let input = spec.viewModels[index].inputs[position]
                // One named already (`as`): left as it is, an error.
                guard !input.line.contains(" as "), let name = methodName(input.line) else { continue }
                let taken = Set(spec.viewModels[index].inputs.compactMap { methodName($0.line) })
                    .union(spec.viewModels[index].outputs.compactMap { methodName($0.line) })
                var stream = name + "Input"
                while taken.contains(stream) || diagnostic.message.contains("'\(stream)") { stream += "2" }
                // Before a relay's starting value (`- @subject history(_ value: [History]) as historyInput = []`), where the
                // spec's grammar puts the stream name.
                spec.viewModels[index].inputs[position].line = Self.naming(input.line, stream: stream)
                let message = diagnostic.message, marker = "both are named '"
                let storage = message.indices.last { message[$0...].hasPrefix(marker) }
                    .flatMap { message[message.index($0, offsetBy: marker.count)...].split(separator: "'").first }
                notes.append(Diagnostic(.note, path: path, at: origin,
                    "'\(input.original)' of '\(spec.viewModels[index].name)' takes the stream name '\(stream)' ('as \(stream)'):"
                        + " the storage vmgen derives from its name" + (storage.map { ", '\($0)'," } ?? "")
                        + " is another member's name; the stream name is the logic's and the class's private storage's,"
                        + " so call sites do not change"))
                renamed = true
            }
        }
        return renamed
    }

    /// `line` with `as stream` after its name and type and before its starting value (` = value`), if it has one.
    /// The value's ` = ` is the first outside brackets (a parameter's default value or a type's generic argument
    /// stands inside them).
    static func naming(_ line: String, stream: String) -> String {
        var depth = 0, previous: Character = " "
        for index in line.indices {
            defer { previous = line[index] }
            switch line[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where previous != "-": depth -= 1
            case " " where depth == 0 && line[index...].hasPrefix(" = "):
                return line[..<index] + " as " + stream + line[index...]
            default: break
            }
        }
        return line + " as " + stream
    }

    /// `language` for `language(_ language: String)`, `@subject tap` or `isOn: Bool`: a spec line's member name.
    static func methodName(_ line: String) -> String? {
        let words = line.split(separator: " ").drop { $0.hasPrefix("@") }
        guard let first = words.first else { return nil }
        let name = first.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
