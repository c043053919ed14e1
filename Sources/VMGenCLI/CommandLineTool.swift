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

        public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, colors: Bool = false) {
            self.out = out
            self.err = err
            self.colors = colors
        }

        public static var standard: Console {
            Console(
                out: { text in fputs(text, stdout) },
                err: { text in fputs(text, stderr) },
                colors: isatty(2) == 1 && getenv("NO_COLOR") == nil)
        }
    }

    /// Runs the command with the arguments after the program name and returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments.parse(arguments)
        } catch let error as Arguments.UsageError {
            console.err("vmgen: error: \(error.message)\n\n\(Usage.page(error.command))\n")
            return 64
        } catch {
            return 64
        }
        switch parsed.command {
        case .help:
            console.out(Usage.page(parsed.helpTopic) + "\n")
            return 0
        case .version:
            console.out("vmgen \(version)\n")
            return 0
        case .generate, .outputs, .filelists:
            return Run(arguments: parsed, console: console).execute()
        case .skeleton:
            return Run(arguments: parsed, console: console).printSkeleton()
        case .import:
            return Run(arguments: parsed, console: console).importViewModels()
        }
    }
}

/// One `vmgen generate` run.
struct Run {
    let arguments: Arguments
    let console: CommandLineTool.Console

    func fail(_ message: String) {
        let label = console.colors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        console.err("vmgen: \(label) \(message)\n")
    }

    func report(_ diagnostic: Diagnostic) {
        var text = diagnostic.formatted
        if console.colors {
            for (word, colour) in [("error:", "1;31"), ("warning:", "1;35"), ("note:", "1;30")] {
                text = text.replacingFirst(": \(word) ", with: ": \u{1B}[\(colour)m\(word)\u{1B}[0m ")
            }
        }
        console.err(text + "\n")
    }

    func execute() -> Int32 {
        var failed = false
        let cwd = FileSystem.currentDirectory()
        var paths = SpecDiscovery.specPaths(arguments.inputs, searchFolders: !arguments.sandboxed) { message in
            fail(message)
            failed = true
        }
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
        let sync = OutputSync(folder: arguments.output ?? ".", arguments: arguments, cwd: cwd)
        let folderExisted = FileSystem.kind(sync.folder) == .directory
        if sync.mode == .write && folderExisted && !arguments.sandboxed { sync.removeAbandonedTemporaryFiles() }
        var specs = sync.locate(paths, cwd: cwd) { displayPath($0, cwd: cwd) }
        if !applyHeaderPath(to: &specs) { return 1 }
        // Sandboxed, vmgen reads only what it is given: options files among those the spec list declares.
        var projectOptions = ProjectOptionsFiles(cwd: cwd, declared: arguments.sandboxed ? declaredOptions : nil) {
            displayPath($0, cwd: cwd)
        }
        let named = arguments.optionsFile.map { projectOptions.load(named: $0) }
        for index in specs.indices {
            let file = named ?? projectOptions.inherited(bySpecAt: specs[index].canonical)
            specs[index].options = file.map { projectOptions.files[$0] }
        }
        projectOptions.failures.forEach(fail)
        projectOptions.diagnostics.forEach(report)
        if projectOptions.hasErrors { return 1 }

        // Every spec on every core: read, generate, compare with the disk, stage what changed.
        let records = ParallelMap.map(specs) { sync.process($0) }

        for record in records {
            record.failures.forEach(fail)
            record.diagnostics.forEach(report)
        }
        let collisions = Generator.crossSpecCollisions(records.flatMap(\.declarations))
        collisions.forEach(report)
        failed = failed || !collisions.isEmpty
            || records.contains { !$0.failures.isEmpty || $0.diagnostics.contains { $0.severity == .error } }
        let files = records.flatMap(\.files)
        if sync.mode == .write {
            for conflict in sync.sideFileConflicts(records, specs: specs, cwd: cwd) {
                fail(conflict)
                failed = true
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
            let status = sync.commit(records, specs: specs, console: console, fail: fail)
            if status == 0 { sync.saveCache(records) }
            return status
        }
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
            : LogicSkeleton.render(viewModels, options: resolved.options, style: style))
        return 0
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
