import VMGenCore

/// Brings an output folder in line with what the specs generate: writes only what changed (atomically, staged
/// until the whole run succeeded), never touches a file vmgen did not write unless forced, and with `--prune`
/// removes files it generated earlier that nothing produces any more. In `--check` mode it only reports.
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
        /// The file exists but vmgen did not write it.
        case foreign
    }

    /// One generated file that is not unchanged, and its fate.
    struct FileRecord: Sendable {
        var target: String
        var action: Action
        /// The temporary file holding the new content, in write mode, until the run commits or discards it.
        var staged: String?
        /// The content kept in memory: in print mode, and in sandboxed write mode (written in place at commit).
        var contents: [UInt8]?
    }

    /// One spec of the run: the path it was given as, the path diagnostics show, its canonical path (which decides
    /// what a run owns) and how generated headers name it (relative to the output folder, the cache's key too).
    struct SpecLocation: Sendable {
        var path: String
        var shown: String
        var canonical: String
        var headerName: String
        /// The project options file it inherits (`vmgen.options`), if any.
        var options: ProjectOptionsFiles.File?
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
        /// The files that are not unchanged; unchanged ones are only counted (their names follow from
        /// `declarations`), so that a run over thousands of unchanged specs keeps little in memory.
        var files: [FileRecord] = []
        var unchanged = 0
        /// What the cache should remember of this spec after a successful run; nil to forget it.
        var cacheEntry: GenerationCache.Entry?

        /// Every file the spec generates, relative to the output folder.
        var fileNames: [String] { declarations.flatMap(\.fileNames) }
    }

    static let header = Array(GeneratedHeader.prefix.utf8)

    /// The output folder's canonical path: headers name specs relative to it.
    let canonicalFolder: String
    /// Whether this run reads and writes the output folder's cache (not with --no-cache, --sandboxed, --stdout).
    let usesCache: Bool
    /// The previous run's cache of this folder, and what besides a spec decides its outputs.
    let cache: GenerationCache
    let cacheContext: UInt64

    init(folder: String, arguments: Arguments, cwd: String) {
        self.folder = folder
        self.arguments = arguments
        canonicalFolder = Paths.canonical(folder, cwd: cwd)
        usesCache = !arguments.toStdout && !arguments.noCache && !arguments.sandboxed && arguments.command == .generate
        cache = usesCache ? GenerationCache.load(folder: folder) : GenerationCache()
        cacheContext = usesCache ? GenerationCache.context(overrides: arguments.overrides) : 0
    }

    var mode: Mode {
        arguments.command == .outputs || arguments.command == .filelists ? .list : arguments.toStdout ? .print : arguments.check ? .check : .write
    }

    func path(_ relative: String) -> String {
        folder == "." ? relative : folder + "/" + relative
    }

    /// Where each spec is, seen from this run's folder: one `realpath` per folder of specs, not per spec. A spec
    /// given twice, in any spelling, is read once.
    func locate(_ paths: [String], cwd: String, display: (String) -> String) -> [SpecLocation] {
        var canonicalizer = Paths.Canonicalizer(cwd: cwd)
        var seen: Set<String> = []
        return paths.compactMap { path in
            let canonical = canonicalizer.file(path)
            guard seen.insert(canonical).inserted else { return nil }
            return SpecLocation(
                path: path, shown: display(path), canonical: canonical,
                headerName: Paths.relative(from: canonicalFolder, to: canonical))
        }
    }

    /// Reads, generates and compares one spec; in write mode stages each changed file beside its target.
    func process(_ spec: SpecLocation) -> SpecRecord {
        let shown = spec.shown
        var record = SpecRecord(path: shown, headerName: spec.headerName)
        guard GeneratedHeader.isSafe(spec.headerName) else {
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
        let key = GenerationCache.key(spec: bytes, path: spec.headerName, context: cacheContext ^ (spec.options?.hash ?? 0))
        if let entry = cache.entries[spec.headerName], entry.key == key, isOnDiskAsWritten(entry) {
            // Nothing this spec's outputs depend on changed, and they are on disk as written: no need to render.
            record.declarations = entry.declarations
            record.unchanged = entry.outputs.count
            record.cacheEntry = entry
            return record
        }
        let output = Generator.generate(
            SpecSource(path: shown, bytes: bytes, headerName: spec.headerName),
            defaults: spec.options?.defaults ?? OptionOverrides(), overrides: arguments.overrides)
        record.diagnostics = output.diagnostics
        record.declarations = output.declarations
        if output.hasErrors { return record }
        if output.diagnostics.isEmpty && GenerationCache.canStore(spec.headerName) && usesCache {
            record.cacheEntry = GenerationCache.Entry(
                key: key, declarations: output.declarations,
                outputs: output.files.map { .init(size: $0.bytes.count, hash: StableHash.hash($0.bytes)) })
        }
        if mode == .list { return record }
        if mode == .print {
            record.files = output.files.map { FileRecord(target: $0.relativePath, action: .create, contents: $0.bytes) }
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
                var contents: [UInt8]?
                if mode == .write && (action != .foreign || arguments.force) {
                    if arguments.sandboxed {
                        contents = file.bytes // no temporary file: the sandbox allows writing declared outputs only
                    } else {
                        try FileSystem.createDirectories(folder)
                        staged = try FileSystem.writeTemporary(file.bytes, for: target)
                    }
                }
                record.files.append(FileRecord(target: target, action: action, staged: staged, contents: contents))
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
        guard usesCache else { return }
        var next = GenerationCache()
        let current = Set(records.map(\.headerName))
        for (name, entry) in cache.entries where !current.contains(name) && FileSystem.kind(path(name)) == .file {
            next.entries[name] = entry
        }
        for record in records {
            if let entry = record.cacheEntry { next.entries[record.headerName] = entry }
        }
        let bytes = next.serialized()
        if bytes == cache.raw { return }
        try? FileSystem.writeAtomically(bytes, to: folder + "/" + GenerationCache.fileName)
    }

    /// `--check`: reports every file that is missing, stale, foreign or (with `--prune`) no longer generated.
    func check(
        _ records: [SpecRecord], specs: [SpecLocation], console: CommandLineTool.Console, fail: (String) -> Void
    ) -> Int32 {
        var problems = 0
        for file in records.flatMap(\.files) {
            problems += 1
            let what = file.action == .create ? "is missing" : file.action == .foreign ? "was not written by vmgen" : "is out of date"
            fail("'\(file.target)' \(what)")
        }
        if arguments.prune {
            for file in staleFiles(produced(records), specs: specs, console: console) {
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
    func commit(
        _ records: [SpecRecord], specs locations: [SpecLocation], console: CommandLineTool.Console,
        fail: (String) -> Void
    ) -> Int32 {
        var failed = false
        var written = 0
        // What each spec's outputs depend on, for the depfile: the spec and the options file it inherits.
        let rules = zip(records, locations).map { record, location in
            (outputs: record.fileNames.map(path), prerequisites: [record.path] + (location.options.map { [$0.shown] } ?? []))
        }
        for file in records.flatMap(\.files) {
            do {
                if let staged = file.staged {
                    try FileSystem.commit(staged, to: file.target)
                } else if let contents = file.contents, mode == .write {
                    try FileSystem.createDirectories(folder)
                    try FileSystem.writeInPlace(contents, to: file.target)
                } else {
                    continue
                }
                written += 1
            } catch {
                fail("\(error)")
                failed = true
            }
        }
        var removed = 0
        let targets = arguments.prune || arguments.depfile != nil || arguments.outputList != nil ? produced(records) : []
        if arguments.prune {
            for file in staleFiles(targets, specs: locations, console: console) {
                do {
                    try FileSystem.remove(file)
                    removed += 1
                } catch {
                    fail("\(error)")
                    failed = true
                }
            }
        }
        for side in sideFiles(targets, rules: rules) {
            failed = !writeSideFile(side, fail: fail) || failed
        }
        if !arguments.quiet {
            let unchanged = records.reduce(0) { $0 + $1.unchanged }
            var summary = "vmgen: \(written) written, \(unchanged) unchanged"
            if arguments.prune { summary += ", \(removed) removed" }
            console.out(summary + "\n")
        }
        return failed ? 1 : 0
    }

    /// The depfile and output list this run writes, with their contents.
    func sideFiles(_ targets: [String], rules: [(outputs: [String], prerequisites: [String])]) -> [SideFile] {
        var files: [SideFile] = []
        if let depfile = arguments.depfile {
            files.append(SideFile(kind: .depfile, path: depfile, contents: Depfile.make(rules)))
        }
        if let list = arguments.outputList {
            files.append(SideFile(kind: .outputList, path: list, contents: targets.map { $0 + "\n" }.joined()))
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

    /// Writes a depfile or list only when its content changed, so make sees no needless change, and only over a
    /// file that has the shape vmgen writes (or with `--force`): a hand-written file there is left alone.
    func writeSideFile(_ side: SideFile, fail: (String) -> Void) -> Bool {
        do {
            if let existing = try FileSystem.readIfPresent(side.path) {
                if existing.elementsEqual(side.contents.utf8) { return true }
                if !arguments.force && !side.kind.isWrittenByVMGen(existing) {
                    fail("'\(side.path)' is not a \(side.kind.name) vmgen wrote; refusing to overwrite it"
                        + " (use --force to replace it)")
                    return false
                }
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

    /// Files in the output folder that carry vmgen's header, are not produced by this run, and came from a spec of
    /// this run or from one known to be gone (its folder is there and readable, the spec is not: a spec vmgen cannot
    /// see, behind a permission or another mount, is never taken for deleted).
    ///
    /// Ownership does not depend on where vmgen runs: a header names its spec relative to the generated file's
    /// folder (`../Specs/Login.vmspec`), resolved here against the output folder's canonical path and compared
    /// with the run's specs' canonical paths. A header in another form (written by vmgen 0.1, which named specs
    /// relative to wherever it ran) is never pruned: a warning says so.
    func staleFiles(_ producedFiles: [String], specs: [SpecLocation], console: CommandLineTool.Console) -> [String] {
        guard FileSystem.kind(folder) == .directory, let entries = try? FileSystem.contents(of: folder) else { return [] }
        let produced = Set(producedFiles)
        let owned = Set(specs.map(\.canonical))
        // The folders this run reads specs from: a spec gone from inside them is gone, its folder with it or not.
        let roots = Set(specs.map { FileSystem.directoryName($0.canonical) }).sorted()
        var canonicalizer = Paths.Canonicalizer(cwd: canonicalFolder)
        var stale: [String] = []
        // Test support and view models are pruned only by runs of their own kind, so they may share a folder.
        let testSupport = arguments.overrides.testSupport ?? false
        for entry in entries where !entry.isDirectory && entry.name.hasSuffix(".swift")
            && Generator.isTestSupportFile(entry.name) == testSupport
        {
            let file = path(entry.name)
            guard !produced.contains(file), let bytes = try? FileSystem.readIfPresent(file),
                  let spec = GeneratedHeader.spec(inFileStartingWith: bytes) else { continue }
            guard spec.hasPrefix("./") || spec.hasPrefix("../") else {
                console.err("vmgen: warning: '\(file)' names its spec as an older vmgen did ('\(spec)'); it is not"
                    + " pruned: regenerate or delete it\n")
                continue
            }
            let canonical = canonicalizer.file(canonicalFolder + "/" + spec)
            if owned.contains(canonical) || FileSystem.isKnownMissing(canonical, roots: roots) { stale.append(file) }
        }
        return stale
    }

    /// Removes the temporary files of runs that were killed before they could rename them:
    /// `.<name>.vmgen-<pid>-….tmp` untouched for a minute whose process is gone, or that carry this process's own
    /// pid (it has written none yet: an earlier process had the pid, as in a restarted container); and any untouched
    /// for an hour (a pid reused by an unrelated process). A pid means nothing across PID namespaces (containers
    /// sharing a volume), so a file younger than a minute is never taken: a live run's staged files are left alone.
    /// Leftovers never block a run either way: temporary names carry a random nonce.
    func removeAbandonedTemporaryFiles() {
        guard let entries = try? FileSystem.contents(of: folder) else { return }
        let ownPid = FileSystem.processID()
        for entry in entries where !entry.isDirectory && entry.name.hasPrefix(".") && entry.name.hasSuffix(".tmp") {
            guard let marker = entry.name.range(of: ".vmgen-") else { continue }
            let pid = entry.name[marker.upperBound...].prefix { $0.isNumber }
            guard let process = Int32(pid) else { continue }
            let file = path(entry.name)
            let age = FileSystem.ageInSeconds(file) ?? 0
            let abandoned = age > 3600 || (age > 60 && (process == ownPid || !FileSystem.isProcessAlive(process)))
            if abandoned { try? FileSystem.remove(file) }
        }
    }
}
