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
    /// relative to `base`. A setting that is not set is a located error.
    static func read(
        _ bytes: [UInt8], path: String, environment: (String) -> String?, base: String
    ) -> (entries: [Entry], diagnostics: [Diagnostic]) {
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = String(line).trimmingCharacters(in: " ")
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let leading = line.prefix { $0 == " " }.count
            var expanded = ""
            var rest = Substring(trimmed)
            var column = leading + 1
            var failed = false
            while let dollar = rest.firstIndex(of: "$") {
                expanded += rest[..<dollar]
                column += rest.distance(from: rest.startIndex, to: dollar)
                let afterDollar = rest.index(after: dollar)
                guard afterDollar < rest.endIndex, let close = ["(": ")", "{": "}"][rest[afterDollar]],
                      let end = rest[afterDollar...].firstIndex(of: Character(close)) else {
                    expanded.append("$")
                    rest = rest[afterDollar...]
                    column += 1
                    continue
                }
                let name = String(rest[rest.index(after: afterDollar)..<end])
                if let value = environment(name) {
                    expanded += value
                } else {
                    diagnostics.append(Diagnostic(
                        .error, path: path, at: SourceLocation(line: index + 1, column: column),
                        "build setting '\(name)' is not set; Xcode sets it for a Run Script phase, elsewhere set it in"
                            + " the environment"))
                    failed = true
                }
                column += rest.distance(from: dollar, to: end) + 1
                rest = rest[rest.index(after: end)...]
            }
            expanded += rest
            guard !failed else { continue }
            let absolute = expanded.hasPrefix("/") ? expanded : base + "/" + expanded
            entries.append(Entry(path: absolute, location: SourceLocation(line: index + 1, column: leading + 1)))
        }
        return (entries, diagnostics)
    }

    /// A list of `paths` (canonical), each written `$(SRCROOT)/…` relative to `sourceRoot` when it is inside it.
    static func write(_ paths: [String], sourceRoot: String) -> String {
        let root = sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/"
        return paths.map { path in
            path.hasPrefix(root) ? "$(SRCROOT)/" + path.dropFirst(root.count) : path
        }.map { $0 + "\n" }.joined()
    }
}
