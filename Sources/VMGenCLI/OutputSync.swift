import VMGenCore

/// Brings an output folder in line with what the specs generate: writes only what changed (atomically, staged
/// until the whole run succeeded), never touches a file vmgen did not write unless forced (`Ownership` decides),
/// and with `--prune` removes files it generated earlier that nothing produces any more. In `--check` mode it only
/// reports.
struct OutputSync: Sendable {
    let folder: String
    let arguments: Arguments

    /// What the run does with the files it generates: write them, compare them with the disk, print their code,
    /// or print their paths (`vmgen outputs`).
    enum Mode { case write, check, print, list }

    /// What must happen to one output path.
    enum Action: Equatable, Sendable {
        case unchanged
        case create
        case update
        /// The file exists but nothing shows vmgen wrote it (`Ownership`).
        case foreign
    }

    /// One spec of the run: the path it was given as, the path diagnostics show, its canonical path (which decides
    /// what a run owns) and how generated headers name it (relative to the output folder, the cache's key too).
    struct SpecLocation: Sendable {
        var path: String
        var shown: String
        var canonical: String
        /// How headers name the spec when the run says (`--header-path`); nil for its path relative to the output
        /// folder, worked out by `headerName(of:)` on the thread that processes the spec, not on the one that locates
        /// every spec before any is processed.
        var headerPath: String?
        /// The project options file it inherits (`vmgen.options`), if any.
        var options: ProjectOptionsFiles.File?
        /// Its path relative to the project's root, which `#sourceLocation` directives name; nil for none.
        var locationPath: String?
    }

    /// What one spec produced; small, so that a run over thousands of specs keeps little in memory.
    struct SpecRecord: Sendable {
        /// The path diagnostics show.
        var path: String
        /// The spec's name in headers and in the cache.
        var headerName: String
        var failures: [String] = []
        var diagnostics: [Diagnostic] = []
        var declarations: [Generator.Declaration] = []
        /// What the check across specs looks `declarations` up by, worked out on the thread that made the record.
        var collisionKeys = Generator.CollisionKeys()
        /// The files that are not unchanged; unchanged ones are only counted (their names follow from
        /// `declarations`), so that a run over thousands of unchanged specs keeps little in memory.
        var files: [FileRecord] = []
        var unchanged = 0
        /// The size and hash of each file of `fileNames`, as written (write mode), for the folder's record.
        var outputs: [GenerationCache.Output] = []
        /// What the cache should remember of this spec after a successful run; nil to forget it.
        var cacheEntry: GenerationCache.Entry?

        /// Every file the spec generates, relative to the output folder (as `declarations` name them, worked out
        /// once).
        var fileNames: [String] = []
    }

    static let header = Array(GeneratedHeader.prefix.utf8)

    /// The output folder's canonical path: headers name specs relative to it.
    let canonicalFolder: String
    /// Whether this run reads and writes the output folder's record of what vmgen wrote (`generate`, not with
    /// --sandboxed, which may touch only declared files, nor --stdout).
    let keepsRecord: Bool
    /// Whether this run skips specs by the cache's entries (not with --no-cache either).
    let usesCache: Bool
    /// The previous run's cache of this folder, and what besides a spec decides its outputs.
    let cache: GenerationCache
    let cacheContext: UInt64
    /// What this run may replace and remove.
    let ownership: Ownership
    /// Whether the output folder was absent when the run began: then no file is in it to compare with.
    let folderWasAbsent: Bool
    /// Whether the output folder is known to exist (it did, or a worker thread created it): once, not per file.
    let folderIsThere: Flag
    /// In write mode, when nothing is at the output folder's path: the hidden folder the files are written into,
    /// renamed into place at commit (`StagedFolder`).
    let staging: StagedFolder?

    init(folder: String, arguments: Arguments, cwd: String, declaredOutputs: Set<String> = []) {
        self.folder = folder
        self.arguments = arguments
        canonicalFolder = Paths.canonical(folder, cwd: cwd)
        keepsRecord = !arguments.toStdout && !arguments.sandboxed && arguments.command == .generate
        usesCache = keepsRecord && !arguments.noCache
        cache = keepsRecord ? GenerationCache.load(folder: folder) : GenerationCache()
        cacheContext = usesCache ? GenerationCache.context(overrides: arguments.overrides) : 0
        ownership = Ownership(
            record: keepsRecord && cache.hasRecord ? cache.records : nil, canonicalFolder: canonicalFolder,
            declared: arguments.sandboxed ? declaredOutputs : [])
        folderWasAbsent = FileSystem.isAbsent(folder)
        folderIsThere = Flag(!folderWasAbsent && FileSystem.kind(folder) == .directory)
        staging = folderWasAbsent && Self.mode(arguments) == .write && !arguments.sandboxed
            ? StagedFolder(for: folder) : nil
    }

    /// A flag the worker threads share.
    final class Flag: @unchecked Sendable {
        private var value: Bool
        private let lock = Lock()

        init(_ value: Bool) { self.value = value }

        /// Runs `body` unless the flag is set, and sets it once `body` succeeds.
        func unlessSet(_ body: () throws -> Void) rethrows {
            try lock.withLock {
                if value { return }
                try body()
                value = true
            }
        }
    }

    var mode: Mode { Self.mode(arguments) }

    static func mode(_ arguments: Arguments) -> Mode {
        arguments.command == .outputs || arguments.command == .filelists ? .list : arguments.toStdout ? .print : arguments.check ? .check : .write
    }

    func path(_ relative: String) -> String {
        folder == "." ? relative : folder + "/" + relative
    }

    /// Where each spec is, seen from this run's folder: one `realpath` per folder of specs, not per spec. A spec
    /// given twice, in any spelling, is read once. `regularFiles`: paths known not to be symbolic links.
    func locate(
        _ paths: [String], regularFiles: Set<String> = [], cwd: String, display: (String) -> String
    ) -> [SpecLocation] {
        var canonicalizer = Paths.Canonicalizer(cwd: cwd)
        var seen: Set<String> = []
        var located: [SpecLocation] = []
        located.reserveCapacity(paths.count)
        for path in paths {
            let canonical = canonicalizer.file(path, isRegularFile: regularFiles.contains(path))
            guard seen.insert(canonical).inserted else { continue }
            located.append(SpecLocation(path: path, shown: display(path), canonical: canonical))
        }
        return located
    }

    /// How generated headers and the cache name a spec: `--header-path`'s name, or its path relative to the output
    /// folder (`../Specs/Login.vmspec`).
    func headerName(of spec: SpecLocation) -> String {
        spec.headerPath ?? Paths.relative(from: canonicalFolder, to: spec.canonical)
    }

    /// Reads, generates and compares one spec; in write mode stages each changed file beside its target.
    func process(_ spec: SpecLocation) -> SpecRecord {
        let shown = spec.shown
        let headerName = self.headerName(of: spec)
        var record = SpecRecord(path: shown, headerName: headerName)
        guard GeneratedHeader.isSafe(headerName) else {
            record.failures.append(
                "the path of spec \(String(reflecting: shown)) has a line break or control character, which a generated"
                    + " header cannot name; rename the file or folder")
            return record
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(spec.path)
        } catch {
            record.failures.append("\(error)")
            return record
        }
        let key = GenerationCache.key(
            spec: bytes, path: headerName + "\u{0}" + (spec.locationPath ?? ""), context: cacheContext ^ (spec.options?.hash ?? 0))
        if usesCache, let entry = cache.entries[headerName], entry.key == key,
           case let (names, keys) = Self.fileNamesAndKeys(entry.declarations), isOnDiskAsWritten(entry, names: names) {
            // Nothing this spec's outputs depend on changed, and they are on disk as written: no need to render.
            record.declarations = entry.declarations
            record.collisionKeys = keys
            record.fileNames = names
            record.unchanged = entry.outputs.count
            record.outputs = entry.outputs
            record.cacheEntry = entry
            return record
        }
        let output = Generator.generate(
            SpecSource(path: shown, bytes: bytes, headerName: headerName, locationPath: spec.locationPath),
            defaults: spec.options?.defaults ?? OptionOverrides(), overrides: arguments.overrides)
        record.diagnostics = output.diagnostics
        record.declarations = output.declarations
        (record.fileNames, record.collisionKeys) = Self.fileNamesAndKeys(output.declarations)
        if output.hasErrors { return record }
        if mode == .write && keepsRecord {
            record.outputs = output.files.map { .init(size: $0.bytes.count, hash: StableHash.hash($0.bytes)) }
        }
        if output.diagnostics.isEmpty && GenerationCache.canStore(headerName) && usesCache {
            record.cacheEntry = GenerationCache.Entry(
                key: key, declarations: output.declarations, outputs: record.outputs)
        }
        if mode == .list { return record }
        if mode == .print {
            record.files = output.files.map { FileRecord(folder: ".", relative: $0.relativePath, action: .create, contents: $0.bytes) }
            return record
        }
        record.files.reserveCapacity(output.files.count)
        for (index, file) in output.files.enumerated() {
            let target = path(file.relativePath)
            // The record's own string for the name, which it keeps anyway (the same name, in the same order).
            let relative = index < record.fileNames.count && record.fileNames[index] == file.relativePath
                ? record.fileNames[index] : file.relativePath
            do {
                let action: Action
                // An output folder that was absent holds nothing to compare with (the usual first run).
                let comparison: FileSystem.Comparison = try folderWasAbsent
                    ? .missing : FileSystem.compare(target, with: file.bytes, header: Self.header)
                switch comparison {
                case .missing: action = .create
                case .same: action = .unchanged
                case .different(let holdsNothing):
                    let verdict = ownership.verdict(
                        path: target, canonical: canonicalFolder + "/" + file.relativePath, holdsNothing: holdsNothing,
                        header: GeneratedHeader.line(spec: headerName))
                    action = Ownership.mayReplace(verdict, kind: .generated, force: false) ? .update : .foreign
                }
                if action == .unchanged {
                    record.unchanged += 1
                    continue
                }
                var staged: String?
                var contents: [UInt8]?
                if mode == .write && (action != .foreign || arguments.force) {
                    if arguments.sandboxed {
                        contents = file.bytes // no temporary file: the sandbox allows writing declared outputs only
                    } else if let staging {
                        // Its place in the staged folder follows from its name: kept as that, not as a path.
                        try staging.stage(file.bytes, named: file.relativePath, target: target)
                        record.files.append(FileRecord(folder: folder, relative: relative, action: action, stagedIn: staging))
                        continue
                    } else {
                        try folderIsThere.unlessSet { try FileSystem.createDirectories(folder) }
                        staged = try FileSystem.writeTemporary(file.bytes, for: target)
                    }
                }
                record.files.append(FileRecord(folder: folder, relative: relative, action: action, staged: staged, contents: contents))
            } catch {
                record.failures.append("\(error)")
            }
        }
        return record
    }

    /// Every file `declarations` generate, relative to the output folder, and their keys for the check across specs:
    /// each declaration's file names worked out once for both.
    static func fileNamesAndKeys(_ declarations: [Generator.Declaration]) -> ([String], Generator.CollisionKeys) {
        var names: [String] = []
        var keys = Generator.CollisionKeys()
        for declaration in declarations {
            let files = declaration.fileNames
            names += files
            keys.append(declaration, fileNames: files)
        }
        return (names, keys)
    }

    /// Whether every file of a cached spec is on disk with the size and hash it was written with.
    private func isOnDiskAsWritten(_ entry: GenerationCache.Entry, names: [String]) -> Bool {
        guard names.count == entry.outputs.count else { return false }
        return zip(names, entry.outputs).allSatisfy { FileSystem.contentHash(path($0), size: $1.size) == $1.hash }
    }

    /// `--check`: reports every file that is missing, stale, foreign or (with `--prune`) no longer generated.
    func check(
        _ records: [SpecRecord], specs: [SpecLocation], console: CommandLineTool.Console, fail: (String) -> Void
    ) -> Int32 {
        var problems = 0
        for file in records.lazy.flatMap(\.files) {
            problems += 1
            let what = file.action == .create ? "is missing" : file.action == .foreign ? "was not written by vmgen" : "is out of date"
            fail("'\(file.target)' \(what)")
        }
        if arguments.prune {
            for file in staleFiles(produced(records), specs: specs, console: console) {
                problems += 1
                fail("'\(file.path)' is no longer generated by any view model")
            }
        }
        guard problems > 0 else { return 0 }
        console.remark("\(problems) file\(problems == 1 ? "" : "s") not up to date; run vmgen generate")
        return 1
    }

    /// Every file the run's specs generate, with the output folder.
    func produced(_ records: [SpecRecord]) -> [String] {
        records.flatMap { $0.fileNames.map(path) }
    }

    /// What a commit did, for the folder's record: the files it could not write, the record keys of the files it
    /// removed, and the side files it wrote or found as it would write them.
    struct CommitOutcome {
        var status: Int32 = 0
        var unwritten: Set<String> = []
        var removed: Set<String> = []
        var sideFiles: [String: GenerationCache.Output] = [:]
    }

    /// Moves every staged file into place, prunes, writes the depfile and output list, and prints the summary.
    func commit(
        _ records: [SpecRecord], specs locations: [SpecLocation], cwd: String, console: CommandLineTool.Console,
        fail: (String) -> Void
    ) -> CommitOutcome {
        var outcome = CommitOutcome()
        var written = 0
        // A staged new output folder goes into place whole; failing that (another process created the folder
        // meanwhile), its files one by one.
        let movedWhole = staging?.moveIntoPlace() ?? false
        if let staging, staging.isCreated && !movedWhole { try? FileSystem.createDirectories(folder) }
        defer { if !movedWhole { staging?.removeIfEmpty() } }
        for file in records.lazy.flatMap(\.files) {
            do {
                if movedWhole && file.isInStagedFolder {
                    // In place with the folder: its path there is not built.
                } else if let staged = file.staged {
                    try FileSystem.commit(staged, to: file.target)
                } else if let contents = file.contents, mode == .write {
                    try FileSystem.createDirectories(folder)
                    try FileSystem.writeInPlace(contents, to: file.target)
                } else {
                    outcome.unwritten.insert(file.target)
                    continue
                }
                written += 1
                verbose(console, "wrote '\(file.target)'" + (file.action == .foreign ? " (--force)" : ""))
            } catch {
                fail("\(error)")
                outcome.unwritten.insert(file.target)
                outcome.status = 1
            }
        }
        if arguments.verbose {
            for record in records {
                let changed = Set(record.files.map(\.target))
                for file in record.fileNames.map(path) where !changed.contains(file) {
                    verbose(console, "left '\(file)' as it is: unchanged")
                }
            }
        }
        var removed = 0
        if arguments.prune {
            for file in staleFiles(produced(records), specs: locations, console: console) {
                do {
                    try FileSystem.remove(file.path)
                    outcome.removed.insert(file.key)
                    removed += 1
                    verbose(console, "removed '\(file.path)': vmgen wrote it, and no view model generates it any more")
                } catch {
                    fail("\(error)")
                    outcome.status = 1
                }
            }
        }
        for side in sideFiles(records, specs: locations) {
            if writeSideFile(side, fail: fail) {
                outcome.sideFiles[ownership.key(canonical: Paths.canonical(side.path, cwd: cwd))] = side.output
            } else {
                outcome.status = 1
            }
        }
        if !arguments.quiet {
            let unchanged = records.reduce(0) { $0 + $1.unchanged }
            var summary = "vmgen: \(written) written, \(unchanged) unchanged"
            if arguments.prune { summary += ", \(removed) removed" }
            console.out(summary + "\n")
        }
        return outcome
    }

    /// With `-v`: one line on standard error. The message is built only with `-v`: a run writes thousands of files.
    func verbose(_ console: CommandLineTool.Console, _ message: @autoclosure () -> String) {
        if arguments.verbose { console.remark(message()) }
    }
}
