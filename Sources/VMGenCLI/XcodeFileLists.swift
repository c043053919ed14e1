import VMGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a run does with Xcode's file lists: reads specs from one (`--spec-list`), checks that one declares exactly
/// the generated files (`--expect-outputs`), and writes both lists of a Run Script phase (`vmgen filelists`).
extension Run {
    /// The entries of a file list, with build settings taken from the environment and relative paths from
    /// `$SRCROOT` (else the current folder); nil after reporting its problems.
    func readFileList(_ path: String, cwd: String) -> [FileList.Entry]? {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            fail("\(error)")
            return nil
        }
        let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
        let base = environment("SRCROOT") ?? cwd
        let (entries, diagnostics) = FileList.read(bytes, path: displayPath(path, cwd: cwd), environment: environment, base: base)
        diagnostics.forEach(report)
        return diagnostics.isEmpty ? entries : nil
    }

    /// The specs (`.vmspec`) and options files (`vmgen.options`, canonical paths) an input file list names; nil
    /// after reporting its problems, an entry that is neither among them.
    func readSpecList(_ path: String, cwd: String) -> (specs: [String], options: Set<String>)? {
        guard let entries = readFileList(path, cwd: cwd) else { return nil }
        var specs: [String] = []
        var options: Set<String> = []
        var failed = false
        for entry in entries {
            if entry.path.hasSuffix(SpecDiscovery.fileExtension) {
                specs.append(displayPath(entry.path, cwd: cwd))
            } else if FileSystem.baseName(entry.path) == ProjectOptionsFiles.fileName {
                options.insert(Paths.canonical(entry.path, cwd: cwd))
            } else {
                report(Diagnostic(
                    .error, path: displayPath(path, cwd: cwd), at: entry.location,
                    "'\(entry.path)' is neither a spec (.vmspec) nor an options file (\(ProjectOptionsFiles.fileName))"))
                failed = true
            }
        }
        return failed ? nil : (specs, options)
    }

    /// Whether the output file list at `path` declares exactly the files this run generates; each difference is an
    /// error located in the list, which Xcode shows on the phase.
    func checkDeclaredOutputs(_ path: String, produced: [String], sync: OutputSync, cwd: String) -> Bool {
        guard let entries = readFileList(path, cwd: cwd) else { return false }
        let shown = displayPath(path, cwd: cwd)
        let generated = Set(produced.map { Paths.canonical($0, cwd: cwd) })
        var declared: Set<String> = []
        var matches = true
        let fix = "run 'vmgen filelists' with the phase's specs and commit the lists"
        for entry in entries {
            let canonical = Paths.canonical(entry.path, cwd: cwd)
            declared.insert(canonical)
            if !generated.contains(canonical) {
                report(Diagnostic(.error, path: shown, at: entry.location,
                                  "'\(displayPath(canonical, cwd: cwd))' is declared, but vmgen does not generate it; \(fix)"))
                matches = false
            }
        }
        for file in produced where !declared.contains(Paths.canonical(file, cwd: cwd)) {
            report(Diagnostic(.error, path: shown, at: SourceLocation(line: 1, column: 1),
                              "'\(file)' is generated, but this output file list does not declare it; \(fix)"))
            matches = false
        }
        return matches
    }

    /// `vmgen filelists`: writes the input list (the specs and the options files they inherit) and the output list
    /// (the generated files), paths written `$(SRCROOT)/…`, each only when its content changed. The lists are
    /// committed, so vmgen knows its own by their signature line (`Signature`), not by a record: it replaces only a
    /// list it wrote, unedited, or one that holds what it would write anyway; otherwise neither list is written.
    func writeFileLists(
        _ records: [OutputSync.SpecRecord], specs: [OutputSync.SpecLocation], options: ProjectOptionsFiles,
        sync: OutputSync, cwd: String
    ) -> Int32 {
        guard let inputsPath = arguments.inputFileList, let outputsPath = arguments.outputFileList else { return 64 }
        let root = Paths.canonical(arguments.sourceRoot ?? ".", cwd: cwd)
        var inputs = specs.map(\.canonical)
        for file in options.canonicalPaths where !inputs.contains(file) { inputs.append(file) }
        let outputs = records.flatMap(\.fileNames).map { sync.canonicalFolder + "/" + $0 }
        var failed = false
        for path in inputs + outputs where path.contains("$") {
            fail("'\(path)' cannot be named in an Xcode file list: Xcode would read its '$' as a build setting")
            failed = true
        }
        if failed { return 1 }
        let lists = [(inputsPath, FileList.write(inputs, sourceRoot: root)), (outputsPath, FileList.write(outputs, sourceRoot: root))]
            .map { ($0.0, Signature.sign($0.1)) }
        if arguments.check {
            // For CI: the lists must be what this command would write (a spec added or an options file created since
            // is invisible to a sandboxed build).
            var stale = 0
            for (path, contents) in lists where (try? FileSystem.readIfPresent(path))?.elementsEqual(contents.utf8) != true {
                fail("'\(path)' is out of date; run vmgen filelists without --check and commit it")
                stale += 1
            }
            return stale == 0 ? 0 : 1
        }
        let sides = lists.map { SideFile(kind: .fileList, path: $0.0, contents: $0.1) }
        for side in sides {
            // A list vmgen 0.2.0 wrote has no signature: one that holds exactly what this run writes, signature aside,
            // holds nothing of anyone's.
            let unsigned = lists.first { $0.0 == side.path }.map { String($0.1.drop { $0 != "\n" }.dropFirst()) } ?? ""
            if (try? FileSystem.readIfPresent(side.path))?.elementsEqual(unsigned.utf8) == true { continue }
            if let refusal = sync.sideFileRefusal(side, cwd: cwd) {
                fail(refusal)
                failed = true
            }
        }
        if failed { return 1 }
        for side in sides {
            failed = !sync.writeSideFile(side, fail: fail) || failed
        }
        if !arguments.quiet && !failed {
            console.out("vmgen: \(inputs.count) inputs, \(outputs.count) outputs\n")
        }
        return failed ? 1 : 0
    }
}
