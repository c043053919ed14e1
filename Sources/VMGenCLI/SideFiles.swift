/// The files a run writes beside the generated code for build systems: a make-style depfile (`--depfile`) and
/// the list of outputs (`--output-list`); and the file lists of `vmgen filelists`.
///
/// vmgen replaces an existing one only when `Ownership` shows it wrote it: the output folder's record lists it,
/// unchanged since (a depfile, a list of outputs), or it carries a valid signature (a file list, which is committed).
/// A hand-written note, a `.gitignore`, another tool's list, or a spec or generated file given by mistake is left
/// alone with an error, whatever its shape.
struct SideFile {
    enum Kind {
        case depfile, outputList, fileList

        /// The kind of file, for errors: "'x' is not a depfile vmgen wrote".
        var name: String {
            switch self {
            case .depfile: return "a depfile"
            case .outputList: return "a list of outputs"
            case .fileList: return "a file list"
            }
        }
    }

    var kind: Kind
    var path: String
    var contents: String

    /// The size and hash of the contents, for the output folder's record.
    var output: GenerationCache.Output {
        GenerationCache.Output(size: contents.utf8.count, hash: StableHash.hash(Array(contents.utf8)))
    }
}

extension OutputSync {
    /// The depfile and output list this run writes, with their contents. Each spec's outputs depend on the spec
    /// and the options file it inherits.
    func sideFiles(_ records: [SpecRecord], specs locations: [SpecLocation]) -> [SideFile] {
        var files: [SideFile] = []
        if let depfile = arguments.depfile {
            let rules = zip(records, locations).map { record, location in
                (outputs: record.fileNames.map(path), prerequisites: [record.path] + (location.options.map { [$0.shown] } ?? []))
            }
            files.append(SideFile(kind: .depfile, path: depfile, contents: Depfile.make(rules)))
        }
        if let list = arguments.outputList {
            files.append(SideFile(kind: .outputList, path: list, contents: produced(records).map { $0 + "\n" }.joined()))
        }
        return files
    }

    /// Side files that would land on a spec, a generated file or the cache of this run: refused before anything
    /// is written.
    func sideFileConflicts(_ records: [SpecRecord], specs: [SpecLocation], cwd: String) -> [String] {
        let sides = [("--depfile", arguments.depfile), ("--output-list", arguments.outputList)]
        guard sides.contains(where: { $0.1 != nil }) else { return [] }
        var owned: [String: String] = [:]
        for spec in specs { owned[spec.canonical] = "the spec '\(spec.shown)'" }
        for name in records.flatMap(\.fileNames) { owned[canonicalFolder + "/" + name] = "the generated file '\(path(name))'" }
        owned[canonicalFolder + "/" + GenerationCache.fileName] = "vmgen's cache"
        var conflicts: [String] = []
        var seen: [String: String] = [:]
        for case let (flag, path?) in sides {
            let canonical = Paths.canonical(path, cwd: cwd)
            if let what = owned[canonical] {
                conflicts.append("\(flag) '\(path)' is \(what); refusing to overwrite it")
            } else if let other = seen[canonical] {
                conflicts.append("\(flag) '\(path)' is also the \(other) path")
            }
            seen[canonical] = flag
        }
        return conflicts
    }

    /// Why a side file may not be written (an error line), or nil: checked for every side file before anything is
    /// written, so that a refused one leaves the run's other files as they were.
    func sideFileRefusal(_ side: SideFile, cwd: String) -> String? {
        let existing: [UInt8]?
        do {
            existing = try FileSystem.readIfPresent(side.path)
        } catch {
            return arguments.force ? nil : "\(error)"
        }
        if let existing, existing.elementsEqual(side.contents.utf8) { return nil }
        let verdict = ownership.verdict(
            path: side.path, canonical: Paths.canonical(side.path, cwd: cwd), signed: side.kind == .fileList)
        if Ownership.mayReplace(verdict, kind: .other, force: arguments.force) { return nil }
        return Ownership.refusal(verdict, path: side.path, what: side.kind.name)
    }

    /// Writes a depfile or list only when its content changed, so make sees no needless change; `sideFileRefusal`
    /// has allowed it.
    func writeSideFile(_ side: SideFile, fail: (String) -> Void) -> Bool {
        do {
            if let existing = try? FileSystem.readIfPresent(side.path), existing.elementsEqual(side.contents.utf8) {
                return true
            }
            let parent = FileSystem.directoryName(side.path)
            if !parent.isEmpty { try FileSystem.createDirectories(parent) }
            try FileSystem.writeAtomically(Array(side.contents.utf8), to: side.path)
            return true
        } catch {
            fail("\(error)")
            return false
        }
    }
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
