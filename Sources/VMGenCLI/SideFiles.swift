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
                // `out.swift \`, `out.swift: \`, `  spec.vmspec \` ... `  spec.vmspec` (or an options file), then for
                // each prerequisite a blank line and `spec.vmspec:`.
                func isPrerequisite(_ line: Substring) -> Bool {
                    line.hasSuffix(".vmspec") || line.hasSuffix(".options")
                }
                var part = 0 // 0: targets, 1: prerequisites, 2: the empty rules
                for line in lines {
                    switch part {
                    case 0 where line == ": \\" || line.hasSuffix(".swift: \\"):
                        part = 1
                    case 0:
                        guard line.hasSuffix(".swift \\"), !line.hasPrefix(" ") else { return false }
                    case 1 where line.hasPrefix("  ") && line.hasSuffix(" \\") && isPrerequisite(line.dropLast(2)):
                        break
                    case 1 where line.hasPrefix("  ") && isPrerequisite(line):
                        part = 2
                    case 2 where line.isEmpty || (line.hasSuffix(":") && isPrerequisite(line.dropLast())):
                        break
                    default:
                        return false
                    }
                }
                return part == 2
            }
        }
    }

    var kind: Kind
    var path: String
    var contents: String
}

/// Make-style dependency files.
enum Depfile {
    /// `out1 out2: spec1 spec2` and `spec1:`, `spec2:`, paths escaped for make.
    static func make(outputs: [String], specs: [String]) -> String {
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
        // One rule for all outputs, then an empty rule for each prerequisite (gcc's -MP): a spec deleted since is no
        // error for make, only a reason to rerun.
        let rule = outputs.map(escape).joined(separator: " \\\n") + ": \\\n  " + specs.map(escape).joined(separator: " \\\n  ")
        return rule + "\n" + specs.map { "\n" + escape($0) + ":\n" }.joined()
    }
}
