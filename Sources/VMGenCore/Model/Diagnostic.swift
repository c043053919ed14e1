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
    public var formatted: String {
        var text = "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"
        for note in notes {
            let place = note.location ?? location
            text += "\n\(path):\(place.line):\(place.column): note: \(note.message)"
        }
        return text
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

    /// The diagnostics in source order (stable for diagnostics at the same place).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
