/// Turns the command line's files and folders into the list of spec files to read.
enum SpecDiscovery {
    static let fileExtension = ".vmspec"

    /// Files are taken as given; folders are searched recursively (skipping hidden and `.build` folders) for
    /// `.vmspec` files, in a stable order. Problems go to `fail`, one line each.
    static func specPaths(_ inputs: [String], fail: (String) -> Void) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        for input in inputs {
            let trimmed = input.count > 1 && input.hasSuffix("/") ? String(input.dropLast()) : input
            switch FileSystem.kind(trimmed) {
            case .file:
                if seen.insert(trimmed).inserted { paths.append(trimmed) }
            case .directory:
                var found: [String] = []
                collect(trimmed, into: &found, fail: fail)
                if found.isEmpty { fail("no \(fileExtension) files in folder '\(input)'") }
                for path in found where seen.insert(path).inserted { paths.append(path) }
            case .missing:
                fail("no such file or directory: '\(input)'")
            case .other:
                fail("'\(input)' is neither a file nor a folder")
            }
        }
        return paths
    }

    private static func collect(_ folder: String, into paths: inout [String], fail: (String) -> Void) {
        let entries: [(name: String, isDirectory: Bool)]
        do {
            entries = try FileSystem.contents(of: folder)
        } catch {
            fail("\(error)")
            return
        }
        for entry in entries {
            let path = folder == "." ? entry.name : folder + "/" + entry.name
            if entry.isDirectory {
                if !entry.name.hasPrefix(".") { collect(path, into: &paths, fail: fail) }
            } else if entry.name.hasSuffix(fileExtension) {
                paths.append(path)
            }
        }
    }
}
