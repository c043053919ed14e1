import VMGenCore

/// Brings an output folder in line with what the specs generate: writes only what changed (atomically, staged
/// until the whole run succeeded), never touches a file vmgen did not write unless forced, and with `--prune`
/// removes files it generated earlier that nothing produces any more. In `--check` mode it only reports.
struct OutputSync: Sendable {
    let folder: String
    let arguments: Arguments

    /// What the run does with the files it generates.
    enum Mode { case write, check, print }

    /// What must happen to one output path.
    enum Action: Equatable, Sendable {
        case unchanged
        case create
        case update
        /// The file exists but vmgen did not write it.
        case foreign
    }

    /// One generated file that is not unchanged, and its fate.
    struct FileRecord: Sendable {
        var target: String
        var action: Action
        /// The temporary file holding the new content, in write mode, until the run commits or discards it.
        var staged: String?
        /// The content, in print mode.
        var printed: [UInt8]?
    }

    /// What one spec produced; small, so that a run over thousands of specs keeps little in memory.
    struct SpecRecord: Sendable {
        var path: String
        var failures: [String] = []
        var diagnostics: [Diagnostic] = []
        var declarations: [Generator.Declaration] = []
        /// The files that are not unchanged; unchanged ones are only counted (their names follow from
        /// `declarations`), so that a run over thousands of unchanged specs keeps little in memory.
        var files: [FileRecord] = []
        var unchanged = 0
        /// What the cache should remember of this spec after a successful run; nil to forget it.
        var cacheEntry: GenerationCache.Entry?

        /// Every file the spec generates, relative to the output folder.
        var fileNames: [String] { declarations.flatMap(\.fileNames) }
    }

    static let header = Array(Run.headerPrefix.utf8)

    /// The previous run's cache of this folder, and what besides a spec decides its outputs.
    let cache: GenerationCache
    let cacheContext: UInt64

    init(folder: String, arguments: Arguments) {
        self.folder = folder
        self.arguments = arguments
        let usesCache = !arguments.toStdout && !arguments.noCache
        cache = usesCache ? GenerationCache.load(folder: folder) : GenerationCache()
        cacheContext = usesCache ? GenerationCache.context(overrides: arguments.overrides) : 0
    }

    var mode: Mode { arguments.toStdout ? .print : arguments.check ? .check : .write }

    func path(_ relative: String) -> String {
        folder == "." ? relative : folder + "/" + relative
    }

    /// Reads, generates and compares one spec; in write mode stages each changed file beside its target.
    func process(path specPath: String, shownAs shown: String) -> SpecRecord {
        var record = SpecRecord(path: shown)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(specPath)
        } catch {
            record.failures.append("\(error)")
            return record
        }
        let key = GenerationCache.key(spec: bytes, path: shown, context: cacheContext)
        if let entry = cache.entries[shown], entry.key == key, isOnDiskAsWritten(entry) {
            // Nothing this spec's outputs depend on changed, and they are on disk as written: no need to render.
            record.declarations = entry.declarations
            record.unchanged = entry.outputs.count
            record.cacheEntry = entry
            return record
        }
        let output = Generator.generate(SpecSource(path: shown, bytes: bytes), overrides: arguments.overrides)
        record.diagnostics = output.diagnostics
        record.declarations = output.declarations
        if output.hasErrors { return record }
        if output.diagnostics.isEmpty && GenerationCache.canStore(shown) && !arguments.noCache {
            record.cacheEntry = GenerationCache.Entry(
                key: key, declarations: output.declarations,
                outputs: output.files.map { .init(size: $0.bytes.count, hash: StableHash.hash($0.bytes)) })
        }
        if mode == .print {
            record.files = output.files.map { FileRecord(target: $0.relativePath, action: .create, printed: $0.bytes) }
            return record
        }
        for file in output.files {
            let target = path(file.relativePath)
            do {
                let action: Action
                switch try FileSystem.compare(target, with: file.bytes, header: Self.header) {
                case .missing: action = .create
                case .same: action = .unchanged
                case .different(let hasHeader): action = hasHeader ? .update : .foreign
                }
                if action == .unchanged {
                    record.unchanged += 1
                    continue
                }
                var staged: String?
                if mode == .write && (action != .foreign || arguments.force) {
                    try FileSystem.createDirectories(folder)
                    staged = try FileSystem.writeTemporary(file.bytes, for: target)
                }
                record.files.append(FileRecord(target: target, action: action, staged: staged))
            } catch {
                record.failures.append("\(error)")
            }
        }
        return record
    }

    /// Whether every file of a cached spec is on disk with the size and hash it was written with.
    private func isOnDiskAsWritten(_ entry: GenerationCache.Entry) -> Bool {
        let names = entry.declarations.flatMap(\.fileNames)
        guard names.count == entry.outputs.count else { return false }
        return zip(names, entry.outputs).allSatisfy { FileSystem.contentHash(path($0), size: $1.size) == $1.hash }
    }

    /// Writes the cache for the next run when it changed: this run's specs as recorded, earlier entries kept only
    /// while their spec still exists.
    func saveCache(_ records: [SpecRecord]) {
        guard !arguments.noCache else { return }
        var next = GenerationCache()
        let current = Set(records.map(\.path))
        for (path, entry) in cache.entries where !current.contains(path) && FileSystem.kind(path) == .file {
            next.entries[path] = entry
        }
        for record in records {
            if let entry = record.cacheEntry { next.entries[record.path] = entry }
        }
        let bytes = next.serialized()
        if bytes == cache.raw { return }
        try? FileSystem.writeAtomically(bytes, to: folder + "/" + GenerationCache.fileName)
    }

    /// `--check`: reports every file that is missing, stale, foreign or (with `--prune`) no longer generated.
    func check(_ records: [SpecRecord], console: CommandLineTool.Console, fail: (String) -> Void) -> Int32 {
        var problems = 0
        for file in records.flatMap(\.files) {
            problems += 1
            let what = file.action == .create ? "is missing" : file.action == .foreign ? "was not written by vmgen" : "is out of date"
            fail("'\(file.target)' \(what)")
        }
        if arguments.prune {
            for file in staleFiles(produced(records), specPaths: Set(records.map(\.path))) {
                problems += 1
                fail("'\(file)' is no longer generated by any view model")
            }
        }
        guard problems > 0 else { return 0 }
        console.err("vmgen: \(problems) file\(problems == 1 ? "" : "s") not up to date; run vmgen generate\n")
        return 1
    }

    /// Every file the run's specs generate, with the output folder.
    func produced(_ records: [SpecRecord]) -> [String] {
        records.flatMap { $0.fileNames.map(path) }
    }

    /// Moves every staged file into place, prunes, writes the depfile and output list, and prints the summary.
    func commit(_ records: [SpecRecord], console: CommandLineTool.Console, fail: (String) -> Void) -> Int32 {
        var failed = false
        var written = 0
        let specs = records.map(\.path)
        for file in records.flatMap(\.files) {
            guard let staged = file.staged else { continue }
            do {
                try FileSystem.commit(staged, to: file.target)
                written += 1
            } catch {
                fail("\(error)")
                failed = true
            }
        }
        var removed = 0
        let targets = arguments.prune || arguments.depfile != nil || arguments.outputList != nil ? produced(records) : []
        if arguments.prune {
            for file in staleFiles(targets, specPaths: Set(specs)) {
                do {
                    try FileSystem.remove(file)
                    removed += 1
                } catch {
                    fail("\(error)")
                    failed = true
                }
            }
        }
        if let depfile = arguments.depfile {
            failed = !writeSideFile(depfile, contents: Depfile.make(outputs: targets, specs: specs), fail: fail) || failed
        }
        if let list = arguments.outputList {
            failed = !writeSideFile(list, contents: targets.map { $0 + "\n" }.joined(), fail: fail) || failed
        }
        if !arguments.quiet {
            let unchanged = records.reduce(0) { $0 + $1.unchanged }
            var summary = "vmgen: \(written) written, \(unchanged) unchanged"
            if arguments.prune { summary += ", \(removed) removed" }
            console.out(summary + "\n")
        }
        return failed ? 1 : 0
    }

    /// Writes a depfile or list only when its content changed, so make sees no needless change.
    private func writeSideFile(_ path: String, contents: String, fail: (String) -> Void) -> Bool {
        do {
            if let existing = try FileSystem.readIfPresent(path), existing.elementsEqual(contents.utf8) { return true }
            let parent = FileSystem.directoryName(path)
            if !parent.isEmpty { try FileSystem.createDirectories(parent) }
            try FileSystem.writeAtomically(Array(contents.utf8), to: path)
            return true
        } catch {
            fail("\(error)")
            return false
        }
    }

    /// Files in the output folder that carry vmgen's header, are not produced by this run, and came from a spec
    /// that this run read or that no longer exists.
    func staleFiles(_ producedFiles: [String], specPaths: Set<String>) -> [String] {
        guard FileSystem.kind(folder) == .directory, let entries = try? FileSystem.contents(of: folder) else { return [] }
        let produced = Set(producedFiles)
        var stale: [String] = []
        for entry in entries where !entry.isDirectory && entry.name.hasSuffix(".swift") {
            let file = path(entry.name)
            guard !produced.contains(file), let bytes = try? FileSystem.readIfPresent(file),
                  let spec = Self.headerSpecPath(bytes) else { continue }
            if specPaths.contains(spec) || FileSystem.kind(spec) == .missing { stale.append(file) }
        }
        return stale
    }

    /// Removes the temporary files of runs that were killed before they could rename them: `.<name>.vmgen-<pid>-<n>.tmp`
    /// whose process is gone. A live process's files are left alone, so concurrent runs do not disturb each other.
    func removeAbandonedTemporaryFiles() {
        guard let entries = try? FileSystem.contents(of: folder) else { return }
        for entry in entries where !entry.isDirectory && entry.name.hasPrefix(".") && entry.name.hasSuffix(".tmp") {
            guard let marker = entry.name.range(of: ".vmgen-") else { continue }
            let pid = entry.name[marker.upperBound...].prefix { $0.isNumber }
            guard let process = Int32(pid), !FileSystem.isProcessAlive(process) else { continue }
            try? FileSystem.remove(path(entry.name))
        }
    }

    /// The spec path a generated file's header names.
    static func headerSpecPath(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: header) else { return nil }
        let line = bytes[header.count...].prefix { $0 != 0x0A }
        let suffix = Array(". DO NOT EDIT.".utf8)
        guard line.count > suffix.count, line.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        return String(decoding: line.dropLast(suffix.count), as: UTF8.self)
    }
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
