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
                // `out.swift \`, `out.swift: \`, then `  spec.vmspec \` ... `  spec.vmspec`.
                guard let last = lines.last, last.hasPrefix("  "), last.hasSuffix(".vmspec") else { return false }
                var inPrerequisites = false
                for line in lines.dropLast() {
                    if inPrerequisites {
                        guard line.hasPrefix("  "), line.hasSuffix(".vmspec \\") else { return false }
                    } else if line == ": \\" || line.hasSuffix(".swift: \\") {
                        inPrerequisites = true
                    } else if !line.hasSuffix(".swift \\") || line.hasPrefix(" ") {
                        return false
                    }
                }
                return inPrerequisites
            }
        }
    }

    var kind: Kind
    var path: String
    var contents: String
}

/// Make-style dependency files.
enum Depfile {
    /// `out1 out2: spec1 spec2`, paths escaped for make, one rule for all outputs.
    static func make(outputs: [String], specs: [String]) -> String {
        func escape(_ path: String) -> String {
            var escaped = ""
            for character in path {
                switch character {
                case " ", "#", "\\": escaped += "\\" + String(character)
                case "$": escaped += "$$"
                default: escaped.append(character)
                }
            }
            return escaped
        }
        return outputs.map(escape).joined(separator: " \\\n") + ": \\\n  " + specs.map(escape).joined(separator: " \\\n  ") + "\n"
    }
}
