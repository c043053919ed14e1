import VMGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `vmgen` command: reads specs, prints diagnostics, writes (or checks) the generated files.
public enum CommandLineTool {
    public static let version = "0.2.0"

    /// Where the command prints; tests capture it.
    public struct Console {
        public var out: (String) -> Void
        public var err: (String) -> Void
        public var colors: Bool
        /// How diagnostics are printed (`--diagnostics-format`).
        public var format: DiagnosticsFormat = .text
        /// Whether `--color auto` finds a terminal on standard error.
        var isTerminal = false

        public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colors: Bool = false) {
            self.out = out
            self.err = err
            self.colors = colors
        }

        /// Standard output and error, coloured as `ColorChoice` decides for a run without `--color`.
        public static var standard: Console {
            var console = Console(out: { text in fputs(text, stdout) }, err: { text in fputs(text, stderr) })
            console.isTerminal = isatty(2) == 1
            console.colors = ColorChoice.colors(nil, environment: environment, isTerminal: console.isTerminal)
            return console
        }

        /// The process's environment variables.
        static var environment: [String: String] {
            var variables: [String: String] = [:]
            var entry = environ
            while let pointer = entry.pointee {
                let text = String(cString: pointer)
                if let equals = text.firstIndex(of: "=") {
                    variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
                }
                entry += 1
            }
            return variables
        }
    }

    /// Runs the command with the arguments after the program name and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        if arguments.first == "init" { return InitCommand.run(Array(arguments.dropFirst()), console: console) }
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(arguments)
        } catch let error as Arguments.UsageError {
            console.err(Usage.error(error))
            return 64
        } catch {
            return 64
        }
        var console = console
        console.format = parsed.diagnosticsFormat
        if let choice = parsed.color {
            console.colors = ColorChoice.colors(choice, environment: Console.environment, isTerminal: console.isTerminal)
        }
        switch parsed.command {
        case .help:
            console.out(Usage.page(parsed.helpTopic) + "\n")
            return 0
        case .version:
            console.out("vmgen \(version)\n")
            return 0
        case .generate where parsed.watch:
            Watch(arguments: parsed, console: console).run()
        case .generate, .outputs, .filelists:
            return Run(arguments: parsed, console: console).execute()
        case .skeleton:
            return Run(arguments: parsed, console: console).printSkeleton()
        case .import:
            return Run(arguments: parsed, console: console).importViewModels()
        case .initialize: // not reached: 'init' and its options are parsed by InitCommand, above
            console.err(Usage.initializing + "\n")
            return 64
        }
    }
}

/// One `vmgen generate` run.
struct Run {
    let arguments: Arguments
    let console: CommandLineTool.Console

    func fail(_ message: String) {
        console.failure(message)
    }

    func report(_ diagnostic: Diagnostic) {
        console.print(diagnostic)
    }

    func execute() -> Int32 {
        var failed = false
        let cwd = FileSystem.currentDirectory()
        let discovered = SpecDiscovery.specFiles(arguments.inputs, searchFolders: !arguments.sandboxed) { message in
            fail(message)
            failed = true
        }
        var paths = discovered.paths
        var declaredOptions: Set<String> = []
        if let list = arguments.specList {
            guard let listed = readSpecList(list, cwd: cwd) else { return 1 }
            paths += listed.specs
            declaredOptions = listed.options
        }
        if let output = arguments.output, !GeneratedHeader.isSafe(output) {
            fail("the output folder \(String(reflecting: output)) has a line break or control character; choose another")
            return 1
        }
        // Sandboxed, the record of what vmgen wrote is out of reach: the outputs the phase declares are its own.
        var declaredOutputs: Set<String> = []
        if arguments.sandboxed, let list = arguments.expectedOutputs {
            guard let entries = readFileList(list, cwd: cwd) else { return 1 }
            // The folder resolved, not the file: a symbolic link at a declared output is that output, not its target.
            declaredOutputs = Set(entries.map {
                let folder = Paths.canonical(FileSystem.directoryName($0.path), cwd: cwd)
                return (folder == "/" ? "" : folder) + "/" + FileSystem.baseName($0.path)
            })
        }
        let sync = OutputSync(
            folder: arguments.output ?? ".", arguments: arguments, cwd: cwd, declaredOutputs: declaredOutputs)
        let folderExisted = FileSystem.kind(sync.folder) == .directory
        if sync.mode == .write && !arguments.sandboxed { sync.removeAbandonedTemporaryFiles() }
        var specs = sync.locate(paths, regularFiles: discovered.regularFiles, cwd: cwd) { displayPath($0, cwd: cwd) }
        if !applyHeaderPath(to: &specs) { return 1 }
        // Sandboxed, vmgen reads only what it is given: options files among those the spec list declares.
        var projectOptions = ProjectOptionsFiles(cwd: cwd, declared: arguments.sandboxed ? declaredOptions : nil) {
            displayPath($0, cwd: cwd)
        }
        let named = arguments.optionsFile.map { projectOptions.load(named: $0) }
        for index in specs.indices {
            let file = named ?? projectOptions.inherited(bySpecAt: specs[index].canonical)
            specs[index].options = file.map { projectOptions.files[$0] }
            // Sandboxed, the folder the phase runs in (the project's) is the root, and nothing is looked up.
            specs[index].locationPath = arguments.sandboxed
                ? relativeInside(specs[index].path, cwd: cwd) : projectOptions.projectPath(ofSpecAt: specs[index].canonical)
        }
        reportOptionsFiles(projectOptions, cwd: cwd)
        projectOptions.failures.forEach(fail)
        projectOptions.diagnostics.forEach(report)
        if projectOptions.hasErrors { return 1 }

        // Every spec on every core (one with `VMGEN_THREADS=1`): read, generate, compare with the disk, stage what
        // changed. Records keep the specs' order, so what follows never depends on scheduling.
        let records = ParallelMap.map(specs, serial: ParallelMap.serialByEnvironment) { sync.process($0) }

        for record in records {
            record.failures.forEach(fail)
            record.diagnostics.forEach(report)
        }
        let collisions = Generator.crossSpecCollisions(
            records.flatMap(\.declarations), keys: records.map(\.collisionKeys))
        collisions.forEach(report)
        failed = failed || !collisions.isEmpty
            || records.contains { !$0.failures.isEmpty || $0.diagnostics.contains { $0.severity == .error } }
        // Read in place, not copied into one array: a run over thousands of specs keeps each record's files once.
        let files = records.lazy.flatMap(\.files)
        if sync.mode == .write {
            let conflicts = sync.sideFileConflicts(records, specs: specs, cwd: cwd)
            conflicts.forEach(fail)
            failed = failed || !conflicts.isEmpty
            if conflicts.isEmpty && !failed {
                // Every side file's owner, before anything is written.
                let sides = sync.sideFiles(records, specs: specs)
                for refusal in sides.compactMap({ sync.sideFileRefusal($0, cwd: cwd) }) {
                    fail(refusal)
                    failed = true
                }
            }
        }
        if !failed { failed = !checkDeclaredFiles(records) }
        if let declared = arguments.expectedOutputs {
            failed = !checkDeclaredOutputs(declared, produced: sync.produced(records), sync: sync, cwd: cwd) || failed
        }
        if sync.mode == .write && !arguments.force {
            for file in files where file.action == .foreign {
                fail("'\(file.target)' was not written by vmgen; refusing to overwrite it (use --force to replace it)")
                failed = true
            }
        }
        if failed {
            // Nothing half-written: drop every staged file, and the output folder if this run created it.
            for file in files { if let staged = file.staged { try? FileSystem.remove(staged) } }
            sync.staging?.removeIfEmpty()
            if sync.mode == .write && !folderExisted { FileSystem.removeEmptyDirectory(sync.folder) }
            return 1
        }
        switch sync.mode {
        case .print:
            console.out(files.compactMap(\.contents).map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n"))
            return 0
        case .list where arguments.command == .filelists:
            return writeFileLists(records, specs: specs, options: projectOptions, sync: sync, cwd: cwd)
        case .list:
            console.out(sync.produced(records).map { $0 + "\n" }.joined())
            return 0
        case .check:
            return sync.check(records, specs: specs, console: console, fail: fail)
        case .write:
            let outcome = sync.commit(records, specs: specs, cwd: cwd, console: console, fail: fail)
            if let problem = sync.saveCache(records, outcome: outcome) { console.warning(problem) }
            return outcome.status
        }
    }

    /// With `-v`: where each search for options files stopped and why, and which options files were read.
    func reportOptionsFiles(_ options: ProjectOptionsFiles, cwd: String) {
        guard arguments.verbose else { return }
        for boundary in options.boundaries {
            let shown = boundary.folder == cwd ? "." : displayPath(boundary.folder, cwd: cwd)
            console.remark("options files searched up to '\(shown)': \(boundary.reason)")
        }
        for file in options.files {
            console.remark("read options file '\(file.shown)'")
        }
        if options.files.isEmpty { console.remark("no options file read") }
    }

    /// `vmgen skeleton`: prints the starting point of the logic file for the spec's view models, in the first
    /// style the spec (or `--style`) asks for.
    func printSkeleton() -> Int32 {
        let path = arguments.inputs[0]
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            fail("\(error)")
            return 1
        }
        let cwd = FileSystem.currentDirectory()
        let source = SpecSource(path: displayPath(path, cwd: cwd), bytes: bytes)
        var projectOptions = ProjectOptionsFiles(cwd: cwd) { displayPath($0, cwd: cwd) }
        let file = arguments.optionsFile.map { projectOptions.load(named: $0) }
            ?? projectOptions.inherited(bySpecAt: Paths.canonical(path, cwd: cwd))
        reportOptionsFiles(projectOptions, cwd: cwd)
        projectOptions.failures.forEach(fail)
        projectOptions.diagnostics.forEach(report)
        if projectOptions.hasErrors { return 1 }
        let defaults = file.map { projectOptions.files[$0].defaults } ?? OptionOverrides()
        let (resolved, diagnostics) = Generator.resolve(source, defaults: defaults, overrides: arguments.overrides)
        diagnostics.forEach(report)
        guard let resolved, let style = resolved.options.styles.first else { return 1 }
        let viewModels = resolved.viewModels.map(\.viewModel)
        console.out(resolved.options.testSupport
            ? TestSkeleton.render(viewModels, options: resolved.options, style: style)
            : LogicSkeleton.render(viewModels, options: resolved.options))
        return 0
    }

    /// A path relative to the current folder, when it names a file inside it without `..`; nil otherwise.
    func relativeInside(_ path: String, cwd: String) -> String? {
        let shown = displayPath(path, cwd: cwd)
        return shown.hasPrefix("/") || shown.hasPrefix("../") || shown.contains("/../") ? nil : shown
    }

    /// The path to show and to write into headers: relative to the current folder when it is inside it.
    func displayPath(_ path: String, cwd: String) -> String {
        var shown = path
        if !cwd.isEmpty, shown.hasPrefix(cwd + "/") { shown.removeFirst(cwd.count + 1) }
        while shown.hasPrefix("./") { shown.removeFirst(2) }
        return shown
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }

    func range(of target: String) -> Range<String.Index>? {
        guard !target.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) {
                return index..<self.index(index, offsetBy: target.count)
            }
            index = self.index(after: index)
        }
        return nil
    }

    func replacingCharacters(in range: Range<String.Index>, with replacement: String) -> String {
        String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }
}
