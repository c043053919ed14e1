import VMGenCore

/// How diagnostics are printed on standard error: the compiler's text (`path:line:col: error: message`, which Xcode
/// reads), one JSON object a line for tools, or GitHub Actions' workflow commands, which annotate a pull request's
/// lines.
public enum DiagnosticsFormat: String, CaseIterable, Sendable {
    case text, json, github
}

/// Whether to colour what is printed: `--color` first; else, as the conventions say, `FORCE_COLOR` set to anything
/// but empty, `0` or `false` turns colour on (force-color.org), `NO_COLOR` set to anything but empty turns it off
/// (no-color.org), `TERM=dumb` turns it off; else colour only on a terminal.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    public static func colors(_ choice: ColorChoice?, environment: [String: String], isTerminal: Bool) -> Bool {
        switch choice {
        case .always?: return true
        case .never?: return false
        case .auto?, nil: break
        }
        if let force = environment["FORCE_COLOR"], !["", "0", "false"].contains(force) { return true }
        if let none = environment["NO_COLOR"], !none.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}

extension CommandLineTool.Console {
    /// A located diagnostic, with its notes.
    func print(_ diagnostic: Diagnostic) {
        switch format {
        case .text:
            var text = diagnostic.formatted
            if colors {
                for (word, colour) in [("error:", "1;31"), ("warning:", "1;35"), ("note:", "1;30")] {
                    text = text.replacingFirst(": \(word) ", with: ": \u{1B}[\(colour)m\(word)\u{1B}[0m ")
                }
            }
            err(text + "\n")
        case .json:
            var fields = Self.located(
                diagnostic.severity.rawValue, diagnostic.path, diagnostic.location, diagnostic.message)
            if !diagnostic.notes.isEmpty {
                let notes = diagnostic.notes.map { note in
                    "{" + Self.located("note", diagnostic.path, note.location ?? diagnostic.location, note.message)
                        .map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
                }
                fields.append(("notes", "[" + notes.joined(separator: ",") + "]"))
            }
            err("{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n")
        case .github:
            let command = diagnostic.severity == .error ? "error" : "warning"
            var message = diagnostic.message
            for note in diagnostic.notes {
                let place = note.location.map { " (line \($0.line), column \($0.column))" } ?? ""
                message += "\nnote: \(note.message)\(place)"
            }
            err("::\(command) file=\(Self.property(diagnostic.path)),line=\(diagnostic.location.line),"
                + "col=\(diagnostic.location.column)::\(Self.data(message))\n")
        }
    }

    /// A problem no line of a file locates (`vmgen: error: 'Specs' does not exist`).
    func failure(_ message: String) {
        unlocated("error", message)
    }

    /// A warning no line of a file locates.
    func warning(_ message: String) {
        unlocated("warning", message)
    }

    /// What `-v` tells: which files were read, written or left, and why.
    func remark(_ message: String) {
        switch format {
        case .text: err("vmgen: \(message)\n")
        case .json: err("{\"severity\":\"remark\",\"message\":\(Self.string(message))}\n")
        case .github: err("::debug::\(Self.data(message))\n")
        }
    }

    private func unlocated(_ severity: String, _ message: String) {
        switch format {
        case .text:
            let colour = severity == "error" ? "1;31" : "1;35"
            let label = colors ? "\u{1B}[\(colour)m\(severity):\u{1B}[0m" : "\(severity):"
            err("vmgen: \(label) \(message)\n")
        case .json:
            err("{\"severity\":\"\(severity)\",\"message\":\(Self.string(message))}\n")
        case .github:
            err("::\(severity)::\(Self.data(message))\n")
        }
    }

    private static func located(
        _ severity: String, _ path: String, _ location: SourceLocation, _ message: String
    ) -> [(String, String)] {
        [("severity", string(severity)), ("path", string(path)), ("line", String(location.line)),
         ("column", String(location.column)), ("message", string(message))]
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    public static func jsonString(_ text: String) -> String { string(text) }

    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A workflow command's message: `%`, CR and LF escaped as GitHub reads them back.
    static func data(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\r\n": result += "%0D%0A"
            default: result.append(character)
            }
        }
        return result
    }

    /// A workflow command's property (`file=`): also `:` and `,`, which would end it.
    public static func githubProperty(_ text: String) -> String { property(text) }

    static func property(_ text: String) -> String {
        data(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}

extension String {
    func replacingEvery(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
