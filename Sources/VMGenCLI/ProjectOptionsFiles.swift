import VMGenCore

/// The project options files (`vmgen.options`) of a run: each spec inherits the nearest one in its folder or the
/// folders above it (up to the folder holding `.git`, or the root), or the one named with `--options`. Each file
/// is read and checked once, whatever the number of specs that inherit it; its diagnostics point into it.
struct ProjectOptionsFiles {
    static let fileName = "vmgen.options"

    /// One options file: where it is, what it sets, and a hash of its bytes for the cache's key.
    struct File: Sendable {
        var canonical: String
        var shown: String
        var defaults: OptionOverrides
        var hash: UInt64
    }

    private(set) var files: [File] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var failures: [String] = []
    /// For each canonical folder searched, the index of its file in `files`, or nil when it has none.
    private var nearest: [String: Int?] = [:]
    private var loaded: [String: Int] = [:]
    private let cwd: String
    private let display: (String) -> String
    /// With `--sandboxed`, the options files the input file list declares (canonical paths): the search looks for
    /// the nearest among them, without touching the disk, so it finds what a normal run finds, reading nothing else.
    private let declared: Set<String>?

    init(cwd: String, declared: Set<String>? = nil, display: @escaping (String) -> String) {
        self.cwd = cwd
        self.declared = declared
        self.display = display
    }

    /// The options file `--options` names, for every spec.
    mutating func load(named path: String) -> Int? {
        load(canonical: Paths.canonical(path, cwd: cwd), shown: display(path))
    }

    /// The options file a spec inherits, by the spec's canonical path.
    mutating func inherited(bySpecAt canonicalSpec: String) -> Int? {
        search(FileSystem.directoryName(canonicalSpec))
    }

    private mutating func search(_ folder: String) -> Int? {
        if let known = nearest[folder] { return known }
        let candidate = (folder == "/" ? "" : folder) + "/" + Self.fileName
        let found: Int?
        if let declared {
            found = declared.contains(candidate) ? load(canonical: candidate, shown: display(candidate))
                : folder == "/" ? nil : search(FileSystem.directoryName(folder))
        } else if FileSystem.kind(candidate) != .missing {
            found = load(canonical: candidate, shown: display(candidate))
        } else if folder == "/" || FileSystem.kind(folder + "/.git") != .missing {
            found = nil
        } else {
            found = search(FileSystem.directoryName(folder).isEmpty ? "/" : FileSystem.directoryName(folder))
        }
        nearest[folder] = found
        return found
    }

    private mutating func load(canonical: String, shown: String) -> Int? {
        if let index = loaded[canonical] { return index }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(canonical)
        } catch {
            failures.append("\(error)".replacingFirst("'\(canonical)'", with: "'\(shown)'"))
            return nil
        }
        let (defaults, diagnostics) = OptionResolver.projectDefaults(SpecSource(path: shown, bytes: bytes))
        self.diagnostics += diagnostics
        files.append(File(canonical: canonical, shown: shown, defaults: defaults, hash: StableHash.hash(bytes, seed: StableHash.hash(Array(canonical.utf8)))))
        loaded[canonical] = files.count - 1
        return files.count - 1
    }

    /// Every options file read, canonical paths.
    var canonicalPaths: [String] { files.map(\.canonical) }

    var hasErrors: Bool { !failures.isEmpty || diagnostics.contains { $0.severity == .error } }
}
