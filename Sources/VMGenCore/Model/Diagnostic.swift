/// One problem found in a spec, printed the way compilers print them so editors and CI annotate it.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A hint attached to a diagnostic, printed as its own `note:` line.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var path: String
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: Severity, path: String, at location: SourceLocation, _ message: String, notes: [Note] = []
    ) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// The compiler-style text: `path:line:col: error: message`, then one line per note.
    /// The compiler's format, one line per diagnostic and note: a control character in a path or message (a NUL or
    /// a line break from the input) is written as an escape, so it can neither cut nor split the line.
    public var formatted: String {
        let path = Self.printable(self.path)
        var text = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(Self.printable(message))"
        for note in notes {
            let place = note.location ?? location
            text += "\n\(path):\(place.line):\(place.column): note: \(Self.printable(note.message))"
        }
        return text
    }

    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else { return text }
        return text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F
                ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
        }.joined()
    }
}

/// Collects the diagnostics of one spec file so every stage can report every problem in one run.
public struct DiagnosticSink: Sendable {
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String) {
        self.path = path
    }

    public var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, path: path, at: location, message, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, path: path, at: location, message, notes: notes))
    }

    /// Keeps one diagnostic per place: the first, where a check repeated per style finds one problem several times.
    public mutating func keepFirstAtEachLocation() {
        var seen: Set<SourceLocation> = []
        diagnostics = diagnostics.filter { seen.insert($0.location).inserted }
    }

    /// Adds the diagnostics another sink collected, less those already reported here (a check repeated per style).
    public mutating func merge(_ other: DiagnosticSink) {
        var seen = Set(diagnostics.map(\.formatted))
        for diagnostic in other.diagnostics where seen.insert(diagnostic.formatted).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// The diagnostics in source order (stable for diagnostics at the same place).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
