import VMGenCore

/// What a build system that runs vmgen as one action per spec, outside the source tree, needs besides
/// `--sandboxed` (Bazel's `vmgen_library`, `Templates/vmgen.bzl`):
///
/// - `--header-path <path>`: how the generated headers name the spec, instead of the path from the output folder to
///   the spec. Bazel writes outputs under `bazel-out/<config>/bin/<package>/` and runs actions in a sandbox of
///   symbolic links, so the path vmgen would work out names neither the workspace nor the same file on another
///   machine; the rule gives the path from the output folder to the spec as they stand in the workspace, which is
///   what `vmgen generate` writes there, and the same from every checkout.
/// - `--declared <names>`: the file names (comma-separated, relative to the output folder) the build declared
///   before the spec was read; the run fails, writing nothing, unless the spec generates exactly those. Bazel would
///   otherwise drop an undeclared file without a word.
extension Run {
    /// Gives the one spec of the run the header path of `--header-path`; false after reporting why it cannot.
    func applyHeaderPath(to specs: inout [OutputSync.SpecLocation]) -> Bool {
        guard let headerPath = arguments.headerPath else { return true }
        guard specs.count == 1 else {
            fail("'--header-path' names the spec of a run with one spec; this run has \(specs.count)")
            return false
        }
        guard !headerPath.isEmpty, GeneratedHeader.isSafe(headerPath) else {
            fail("the header path \(String(reflecting: headerPath)) is empty or has a line break or control character")
            return false
        }
        specs[0].headerPath = headerPath
        return true
    }

    /// Whether the run generates exactly the files `--declared` names; each difference is reported.
    func checkDeclaredFiles(_ records: [OutputSync.SpecRecord]) -> Bool {
        guard let declared = arguments.declaredFiles else { return true }
        let produced = records.flatMap(\.fileNames)
        let spec = records.map(\.path).joined(separator: ", ")
        var matches = true
        for name in produced where !declared.contains(name) {
            fail("\(spec) generates '\(name)', which the build does not declare; declare it (with vmgen_library: the"
                + " spec's view models in 'view_models', its styles in 'styles')")
            matches = false
        }
        for name in declared where !produced.contains(name) {
            fail("the build declares '\(name)', which \(spec) does not generate; it generates "
                + (produced.isEmpty ? "nothing" : produced.map { "'\($0)'" }.joined(separator: ", ")))
            matches = false
        }
        return matches
    }
}

/// The parsing of the flags above.
enum BuildSystemAction {
    /// `--header-path` names the spec as no path from the output folder may: `--prune`, which finds a file's spec by
    /// its header, relative to the file, would take another run's files for orphans.
    static func validate(_ arguments: Arguments) throws {
        if arguments.headerPath != nil && arguments.prune {
            throw Arguments.UsageError(message: "'--header-path' cannot be combined with '--prune'", command: .generate)
        }
    }

    /// The names of `--declared`: comma-separated file names, none empty.
    static func parseDeclared(_ text: String) throws -> [String] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !names.contains(where: \.isEmpty) else {
            throw Arguments.UsageError(message: "'--declared' takes file names separated by commas, none empty", command: .generate)
        }
        return names
    }
}
