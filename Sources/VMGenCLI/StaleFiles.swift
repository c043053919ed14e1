import VMGenCore

extension OutputSync {
    /// Files `--prune` removes: in the output folder, not produced by this run, written by vmgen and unchanged since
    /// (`Ownership.mayRemove`: the folder's record says so, whatever header a file carries), and generated from a
    /// spec of this run or from one known to be gone (its folder is there and readable, the spec is not: a spec
    /// vmgen cannot see, behind a permission or another mount, is never taken for deleted).
    ///
    /// Which spec a file came from does not depend on where vmgen runs: a header names its spec relative to the
    /// generated file's folder (`../Specs/Login.vmspec`), resolved here against the output folder's canonical path
    /// and compared with the run's specs' canonical paths; so runs of two projects sharing a folder prune only their
    /// own files. A header in another form (written by vmgen 0.1, which named specs relative to wherever it ran) is
    /// never pruned: a warning says so; nor is a file edited since vmgen wrote it. `--check`, which deletes nothing,
    /// reports by the header alone when the folder has no record (a fresh clone in CI).
    func staleFiles(
        _ producedFiles: [String], specs: [SpecLocation], console: CommandLineTool.Console
    ) -> [(path: String, key: String)] {
        guard FileSystem.kind(folder) == .directory, let entries = try? FileSystem.contents(of: folder) else { return [] }
        let produced = Set(producedFiles)
        let owned = Set(specs.map(\.canonical))
        // The folders this run reads specs from: a spec gone from inside them is gone, its folder with it or not.
        let roots = Set(specs.map { FileSystem.directoryName($0.canonical) }).sorted()
        var canonicalizer = Paths.Canonicalizer(cwd: canonicalFolder)
        var stale: [(path: String, key: String)] = []
        // Test support and view models are pruned only by runs of their own kind, so they may share a folder.
        let testSupport = arguments.overrides.testSupport ?? false
        for entry in entries where !entry.isDirectory && entry.name.hasSuffix(".swift")
            && Generator.isTestSupportFile(entry.name) == testSupport
        {
            let file = path(entry.name)
            guard !produced.contains(file), let bytes = try? FileSystem.readIfPresent(file),
                  let spec = GeneratedHeader.spec(inFileStartingWith: bytes) else { continue }
            guard spec.hasPrefix("./") || spec.hasPrefix("../") else {
                console.warning("'\(file)' names its spec as an older vmgen did ('\(spec)'); it is not"
                    + " pruned: regenerate or delete it")
                continue
            }
            let canonical = canonicalizer.file(canonicalFolder + "/" + spec)
            guard owned.contains(canonical) || FileSystem.isKnownMissing(canonical, roots: roots) else { continue }
            // `--check` deletes nothing: without a record (CI's fresh clone) it reports by the header, as 0.2 did.
            let reportsByHeader = mode == .check && ownership.record == nil
            switch ownership.verdict(path: file, canonical: canonicalFolder + "/" + entry.name) {
            case let verdict where Ownership.mayRemove(verdict) || reportsByHeader:
                stale.append((file, "./" + entry.name))
            case .edited:
                console.warning("'\(file)' changed since vmgen wrote it; it is not pruned: delete it if no"
                    + " longer needed")
            default:
                verbose(console, "kept '\(file)': no view model generates it, but this folder's record of what vmgen"
                    + " wrote does not list it")
            }
        }
        return stale
    }
}
