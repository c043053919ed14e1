import VMGenCore

/// Xcode's file lists (`.xcfilelist`): one path per line, build settings written `$(SRCROOT)` or `${SRCROOT}`,
/// blank lines and `#` comments ignored. vmgen writes them (`vmgen filelists`) for a Run Script phase to declare
/// its inputs and outputs, and reads them back inside the phase (`--spec-list`, `--expect-outputs`).
enum FileList {
    /// One path of a list, with the place it was written.
    struct Entry {
        var path: String
        var location: SourceLocation
    }

    /// The paths of a list, each build setting replaced by its value in `environment` and each relative path taken
    /// relative to `base`. A setting that is not set is a located error; a `$(` that is never closed is kept as
    /// written. Lines end at `\n`, `\r\n` or `\r`; one pass over the text, whatever it holds.
    static func read(
        _ bytes: [UInt8], path: String, environment: (String) -> String?, base: String
    ) -> (entries: [Entry], diagnostics: [Diagnostic]) {
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var lineNumber = 0
        var start = 0
        while start <= scalars.count {
            var end = start
            while end < scalars.count, scalars[end] != "\n", scalars[end] != "\r" { end += 1 }
            lineNumber += 1
            if let entry = self.entry(scalars[start..<end], line: lineNumber, path: path, environment: environment,
                                      base: base, diagnostics: &diagnostics) {
                entries.append(entry)
            }
            if end < scalars.count, scalars[end] == "\r", end + 1 < scalars.count, scalars[end + 1] == "\n" { end += 1 }
            start = end + 1
        }
        return (entries, diagnostics)
    }

    private static func entry(
        _ line: ArraySlice<Unicode.Scalar>, line number: Int, path: String, environment: (String) -> String?,
        base: String, diagnostics: inout [Diagnostic]
    ) -> Entry? {
        var first = line.startIndex
        while first < line.endIndex, line[first] == " " || line[first] == "\t" { first += 1 }
        var last = line.endIndex
        while last > first, line[last - 1] == " " || line[last - 1] == "\t" { last -= 1 }
        guard first < last, line[first] != "#" else { return nil }
        var expanded = String.UnicodeScalarView()
        var index = first
        var failed = false
        while index < last {
            let scalar = line[index]
            let opener = index + 1 < last ? line[index + 1] : " "
            if scalar == "$", opener == "(" || opener == "{" {
                let closer: Unicode.Scalar = opener == "(" ? ")" : "}"
                var close = index + 2
                while close < last, line[close] != closer { close += 1 }
                if close < last {
                    let name = String(String.UnicodeScalarView(line[(index + 2)..<close]))
                    if let value = environment(name) {
                        expanded.append(contentsOf: value.unicodeScalars)
                    } else {
                        diagnostics.append(Diagnostic(
                            .error, path: path, at: SourceLocation(line: number, column: index - line.startIndex + 1),
                            "build setting '\(name)' is not set; Xcode sets it for a Run Script phase, elsewhere set it in"
                                + " the environment"))
                        failed = true
                    }
                    index = close + 1
                    continue
                }
                // Never closed: the rest of the line is taken as written, in one step.
                expanded.append(contentsOf: line[index..<last])
                break
            }
            expanded.append(scalar)
            index += 1
        }
        guard !failed else { return nil }
        let text = String(expanded)
        return Entry(path: text.hasPrefix("/") ? text : base + "/" + text,
                     location: SourceLocation(line: number, column: first - line.startIndex + 1))
    }

    /// A list of `paths` (canonical), each written `$(SRCROOT)/…` relative to `sourceRoot` when it is inside it.
    static func write(_ paths: [String], sourceRoot: String) -> String {
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        return paths.map { path in
            path.hasPrefix(root) ? "$(SRCROOT)/" + path.dropFirst(root.count) : path
        }.map { $0 + "\n" }.joined()
    }
}
