/// Turns the command line's files and folders into the list of spec files to read.
enum SpecDiscovery {
    static let fileExtension = ".vmspec"

    /// Files are taken as given; folders are searched recursively (skipping hidden folders) for `.vmspec` files,
    /// in a stable order. Symbolic links are followed, but every folder is searched once however many links lead
    /// to it, so link loops end at once. A `.vmspec` that is not a regular file (a FIFO, a link to a device) is
    /// an error, never read. Problems go to `fail`, one line each.
    /// Without `searchFolders` (`--sandboxed`), a folder is an error: vmgen may read only the files it is given.
    static func specPaths(_ inputs: [String], searchFolders: Bool = true, fail: (String) -> Void) -> [String] {
        specFiles(inputs, searchFolders: searchFolders, fail: fail).paths
    }

    /// `specPaths`, with the paths a folder's listing showed to be regular files themselves (not symbolic links):
    /// the run need not ask the system again whether they are links.
    static func specFiles(_ inputs: [String], searchFolders: Bool = true, fail: (String) -> Void)
        -> (paths: [String], regularFiles: Set<String>)
    {
        var regularFiles: Set<String> = []
        var paths: [String] = []
        var seen: Set<String> = []
        var visited: Set<FileSystem.Identity> = []
        for input in inputs {
            let trimmed = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
            switch FileSystem.kind(trimmed) {
            case .file:
                if seen.insert(trimmed).inserted { paths.append(trimmed) }
            case .directory where !searchFolders:
                fail("'\(input)' is a folder; with --sandboxed name each spec (or list them with --spec-list), since"
                    + " the sandbox lets vmgen read only declared files")
            case .directory:
                var found: [String] = []
                collect(trimmed, into: &found, regularFiles: &regularFiles, visited: &visited, fail: fail)
                if found.isEmpty { fail("no \(fileExtension) files in folder '\(input)'") }
                for path in found where seen.insert(path).inserted { paths.append(path) }
            case .missing:
                fail("no such file or directory: '\(input)'")
            case .other:
                fail("'\(input)' is not a regular file or a folder")
            }
        }
        return (paths, regularFiles)
    }

    private static func collect(
        _ folder: String, into paths: inout [String], regularFiles: inout Set<String>,
        visited: inout Set<FileSystem.Identity>, fail: (String) -> Void
    ) {
        guard let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return }
        let entries: [FileSystem.Entry]
        do {
            entries = try FileSystem.entries(of: folder)
        } catch {
            fail("\(error)")
            return
        }
        for entry in entries {
            let path = folder == "." ? entry.name : folder + "/" + entry.name
            if entry.isDirectory {
                if !entry.name.hasPrefix(".") {
                    collect(path, into: &paths, regularFiles: &regularFiles, visited: &visited, fail: fail)
                }
            } else if entry.name.hasSuffix(fileExtension) {
                // The listing says what most entries are; a symbolic link or an entry of unknown type is looked up.
                if entry.isRegularFile {
                    paths.append(path)
                    regularFiles.insert(path)
                    continue
                }
                switch FileSystem.kind(path) {
                case .file: paths.append(path)
                case .missing: fail("'\(path)' is a broken symbolic link")
                default: fail("'\(path)' is not a regular file")
                }
            }
        }
    }
}
