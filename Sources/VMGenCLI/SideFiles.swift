/// The files a run writes beside the generated code for build systems: a make-style depfile (`--depfile`) and
/// the list of outputs (`--output-list`).
///
/// vmgen owns them the way it owns generated files: it overwrites an existing one only when it has the shape
/// vmgen writes (a depfile of `.swift` targets and `.vmspec` prerequisites; a list of `.swift` paths), so a
/// hand-written note, a spec or a generated file given by mistake is left alone with an error.
struct SideFile {
    enum Kind {
        case depfile, outputList, fileList

        var name: String {
            switch self {
            case .depfile: return "depfile"
            case .outputList: return "list of outputs"
            case .fileList: return "file list"
            }
        }

        /// Whether `bytes` have the shape vmgen writes for this kind of file.
        func isWrittenByVMGen(_ bytes: [UInt8]) -> Bool {
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.isEmpty || text.hasSuffix("\n") else { return false }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            switch self {
            case .outputList:
                return lines.allSatisfy { $0.hasSuffix(".swift") && !$0.hasPrefix("//") }
            case .fileList:
                return lines.allSatisfy { $0.hasPrefix("$(SRCROOT)/") || $0.hasPrefix("/") }
            case .depfile:
                // Rules of `out.swift \`, ..., `out.swift: \`, `  spec.vmspec \`, ..., `  spec.vmspec` (or an
                // options file), blank lines between; then for each prerequisite a blank line and `spec.vmspec:`.
                func isPrerequisite(_ line: Substring) -> Bool {
                    line.hasSuffix(".vmspec") || line.hasSuffix(".options")
                }
                func isEmptyRule(_ line: Substring) -> Bool { line.hasSuffix(":") && isPrerequisite(line.dropLast()) }
                var part = 2 // 0: targets, 1: prerequisites, 2: between rules, 3: the empty rules
                for line in lines {
                    switch part {
                    case 0 where line.hasSuffix(".swift: \\"), 2 where line.hasSuffix(".swift: \\"):
                        part = 1
                    case 0 where line.hasSuffix(".swift \\"), 2 where line.hasSuffix(".swift \\"):
                        guard !line.hasPrefix(" ") else { return false }
                        part = 0
                    case 1 where line.hasPrefix("  ") && line.hasSuffix(" \\") && isPrerequisite(line.dropLast(2)):
                        break
                    case 1 where line.hasPrefix("  ") && isPrerequisite(line):
                        part = 2
                    case 2 where line.isEmpty, 3 where line.isEmpty:
                        break
                    case 2 where isEmptyRule(line), 3 where isEmptyRule(line):
                        part = 3
                    default:
                        return false
                    }
                }
                return part >= 2
            }
        }
    }

    var kind: Kind
    var path: String
    var contents: String
}

/// Make-style dependency files.
enum Depfile {
    /// One rule for each spec: `out1 out2: spec options`; then an empty rule for each prerequisite (gcc's -MP), so
    /// that a spec deleted since is no error for make, only a reason to rerun. Each output names only what it
    /// comes from: a rule of every output on every spec would give make a million edges to walk for 1,000 specs.
    static func make(_ rules: [(outputs: [String], prerequisites: [String])]) -> String {
        func escape(_ path: String) -> String {
            var escaped = ""
            for character in path {
                switch character {
                case " ", "#", "\\", ":": escaped += "\\" + String(character)
                case "$": escaped += "$$"
                default: escaped.append(character)
                }
            }
            return escaped
        }
        var text = ""
        var seen = Set<String>()
        var prerequisites: [String] = []
        for rule in rules where !rule.outputs.isEmpty && !rule.prerequisites.isEmpty {
            if !text.isEmpty { text += "\n" }
            text += rule.outputs.map(escape).joined(separator: " \\\n") + ": \\\n  "
                + rule.prerequisites.map(escape).joined(separator: " \\\n  ") + "\n"
        }
        for rule in rules {
            for prerequisite in rule.prerequisites where seen.insert(prerequisite).inserted {
                prerequisites.append(prerequisite)
            }
        }
        return text + prerequisites.map { "\n" + escape($0) + ":\n" }.joined()
    }
}
