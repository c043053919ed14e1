import VMGenCore

/// `vmgen import`: hand-written view models in, one spec per Swift file out.
extension Run {
    func importViewModels() -> Int32 {
        var failed = false
        let cwd = FileSystem.currentDirectory()
        let paths = SwiftFileDiscovery.paths(arguments.inputs) { message in
            fail(message)
            failed = true
        }
        var specs: [(target: String, text: String)] = []
        var specOwners: [String: String] = [:]
        var importedViewModels = 0
        var warnings = 0
        // Every file first: a view model's `Input` and `Output` may be declared in another file read with it.
        var sources: [(path: String, shown: String, text: String)] = []
        for path in paths {
            do {
                sources.append((path, displayPath(path, cwd: cwd), String(decoding: try FileSystem.read(path), as: UTF8.self)))
            } catch {
                fail("\(error)")
                failed = true
            }
        }
        // Every file's declarations, the file's own included (found there first anyway), shared by all.
        let context = sources.count > 1 ? sources.flatMap { SpecImporter.declarations(of: $0.text, path: $0.shown) } : []
        for source in sources {
            let (path, shown) = (source.path, source.shown)
            let result = SpecImporter.importFile(source.text, path: shown, context: context)
            // With --check, a declaration beside the view model is its difference, reported there once.
            let diagnostics = result.diagnostics.filter { !(arguments.check && DeclaredBesideViewModel.isReport($0)) }
            diagnostics.forEach(report)
            warnings += diagnostics.filter { $0.severity == .warning }.count
            if result.diagnostics.contains(where: { $0.severity == .error }) {
                failed = true
                continue
            }
            guard let text = result.specText else { continue }
            importedViewModels += result.viewModelCount
            let name = FileSystem.baseName(path).dropLast(".swift".count) + SpecDiscovery.fileExtension
            let target = arguments.output.map { $0 == "." ? String(name) : $0 + "/" + name } ?? String(name)
            if let other = specOwners[target] {
                fail("'\(shown)' and '\(other)' would both be imported into '\(target)'; import them separately")
                failed = true
                continue
            }
            specOwners[target] = shown
            specs.append((target, text))
        }
        for problem in arguments.toStdout ? [] : Self.caseCollisions(specs.map(\.target), owners: specOwners) {
            fail(problem)
            failed = true
        }
        if failed { return 1 }
        if arguments.check { return checkSurfaces(specs.map(\.target), owners: specOwners, context: context) }
        if arguments.toStdout {
            console.out(specs.map(\.text).joined(separator: "\n"))
            return 0
        }
        // A spec is written where there is none, or over the same text: one already there, imported and edited since
        // or written by hand, is the team's now, and stays unless --force (`Ownership`: nothing records what import
        // wrote, so only an empty file is replaced without it).
        var toWrite: [(target: String, text: String)] = []
        for spec in specs {
            do {
                guard let existing = try FileSystem.readIfPresent(spec.target) else {
                    toWrite.append(spec)
                    continue
                }
                if existing.elementsEqual(spec.text.utf8) { continue }
                let verdict = Ownership.unrecorded.verdict(
                    path: spec.target, canonical: Paths.canonical(spec.target, cwd: cwd))
                if Ownership.mayReplace(verdict, kind: .other, force: arguments.force) {
                    toWrite.append(spec)
                } else if existing.starts(with: SpecWriter.headerPrefix.utf8) {
                    fail("'\(spec.target)' differs from what this import gives (edited since it was imported?); review"
                        + " it, or use --force to replace it")
                    failed = true
                } else {
                    fail("'\(spec.target)' was not imported by vmgen; refusing to overwrite it (use --force to replace it)")
                    failed = true
                }
            } catch {
                fail("\(error)")
                failed = true
            }
        }
        if failed { return 1 }
        for spec in toWrite {
            do {
                try FileSystem.createDirectories(FileSystem.directoryName(spec.target).isEmpty ? "." : FileSystem.directoryName(spec.target))
                try FileSystem.writeAtomically(Array(spec.text.utf8), to: spec.target)
                if arguments.verbose { console.remark("wrote '\(spec.target)'") }
            } catch {
                fail("\(error)")
                failed = true
            }
        }
        if !arguments.quiet {
            console.out("vmgen: \(importedViewModels) view model\(importedViewModels == 1 ? "" : "s") imported into"
                + " \(specs.count) spec\(specs.count == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
        }
        return failed ? 1 : 0
    }
}

extension Run {
    /// Specs whose paths differ only in case, among those of this import or from one already in its folder: on a
    /// case-insensitive disk (every Mac by default) one would replace the other, so none is written. The same rule
    /// `generate` applies to its outputs.
    static func caseCollisions(_ targets: [String], owners: [String: String]) -> [String] {
        var problems: [String] = []
        var byKey: [String: String] = [:]
        var listings: [String: [String]] = [:] // each folder listed once
        for target in targets {
            let key = target.lowercased()
            if let other = byKey[key] {
                problems.append("'\(owners[target] ?? target)' and '\(owners[other] ?? other)' would be imported into"
                    + " '\(target)' and '\(other)', whose names differ only in case: on a case-insensitive disk one"
                    + " would replace the other; rename one of the Swift files")
                continue
            }
            byKey[key] = target
            let folder = FileSystem.directoryName(target)
            let name = FileSystem.baseName(target)
            let names = listings[folder]
                ?? ((try? FileSystem.contents(of: folder.isEmpty ? "." : folder)) ?? []).map(\.name)
            listings[folder] = names
            guard !names.contains(name),
                  let existing = names.first(where: { $0.lowercased() == name.lowercased() }) else { continue }
            let shown = folder.isEmpty ? existing : folder + "/" + existing
            problems.append("'\(owners[target] ?? target)' would be imported into '\(target)', but '\(shown)' is there,"
                + " whose name differs only in case: on a case-insensitive disk one would replace the other;"
                + " rename one")
        }
        return problems
    }

    /// `vmgen import --check`: each Swift file's view models against the spec already in the output folder; the
    /// differences of their surfaces are errors located in the Swift file.
    func checkSurfaces(_ targets: [String], owners: [String: String], context: [SwiftDeclaration]) -> Int32 {
        var differences = 0
        for target in targets {
            guard let swiftPath = owners[target] else { continue }
            do {
                guard let spec = try FileSystem.readIfPresent(target) else {
                    fail("'\(target)' does not exist: import '\(swiftPath)' first")
                    differences += 1
                    continue
                }
                let swift = try FileSystem.read(swiftPath)
                let (found, members) = SurfaceComparison.compare(
                    handWritten: String(decoding: swift, as: UTF8.self), path: swiftPath,
                    spec: SpecSource(path: target, bytes: spec), context: context)
                found.forEach(report)
                differences += found.count
                if !arguments.quiet {
                    // A member missing, or one that starts with another value (a relay's `= true`), is not the same;
                    // the class's own members and the declarations beside it are no members of the contract counted.
                    let missing = found.filter {
                        ($0.message.hasSuffix("is not in the generated code") || $0.message.hasSuffix("in the generated code")
                            && $0.message.contains("' starts with '"))
                            && !$0.message.contains(", declared besides its ")
                            && !$0.message.contains(", declared in this file beside its view model, ")
                    }.count
                    console.out("vmgen: \(swiftPath): \(members - missing) of \(members) members the same"
                        + (found.isEmpty ? "" : ", \(found.count) difference\(found.count == 1 ? "" : "s")") + "\n")
                }
            } catch {
                fail("\(error)")
                differences += 1
            }
        }

        return differences == 0 ? 0 : 1
    }
}

/// The Swift files `vmgen import` reads: files as given, folders searched recursively (hidden folders and `.build`
/// skipped), each folder once.
enum SwiftFileDiscovery {
    static func paths(_ inputs: [String], fail: (String) -> Void) -> [String] {
        var paths: [String] = []
        var visited: Set<FileSystem.Identity> = []
        for input in inputs {
            switch FileSystem.kind(input) {
            case .file: paths.append(input)
            case .directory: collect(input, into: &paths, visited: &visited, fail: fail)
            case .missing: fail("no such file or directory: '\(input)'")
            case .other: fail("'\(input)' is not a regular file or a folder")
            }
        }
        return paths
    }

    private static func collect(_ folder: String, into paths: inout [String], visited: inout Set<FileSystem.Identity>, fail: (String) -> Void) {
        guard let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return }
        guard let entries = try? FileSystem.contents(of: folder) else {
            fail("cannot read folder '\(folder)'")
            return
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = folder == "." ? entry.name : folder + "/" + entry.name
            if entry.isDirectory {
                collect(path, into: &paths, visited: &visited, fail: fail)
            } else if entry.name.hasSuffix(".swift"), FileSystem.kind(path) == .file {
                paths.append(path)
            }
        }
    }
}
