import VMGenCore

/// The project options files (`vmgen.options`) of a run: each spec inherits the nearest one in its folder or the
/// folders above it, or the one named with `--options`. Each file is read and checked once, whatever the number of
/// specs that inherit it; its diagnostics point into it.
///
/// The search stops at a clear boundary, so that a `vmgen.options` left in a home folder or on a shared mount never
/// applies unnoticed: the first folder (the spec's own included) that holds `.git` (the repository root; a file in
/// a worktree or submodule) or a `.vmgen-root` marker (for a project outside git, or to stop below the repository
/// root). When no folder up to `/` holds either, the search goes no higher than the folder vmgen runs in (where
/// make or Xcode run it: the project), and for a spec outside that folder looks in the spec's own folder only.
/// `-v` says where each search stopped and which files were read.
struct ProjectOptionsFiles {
    static let fileName = "vmgen.options"
    /// The marker that ends the search, besides `.git`.
    static let rootMarker = ".vmgen-root"

    /// One options file: where it is, what it sets, and a hash of its bytes for the cache's key. A class: every spec
    /// that inherits it keeps a reference, not a copy of all it sets (a run over thousands of specs keeps them all).
    final class File: Sendable {
        let canonical: String
        let shown: String
        let defaults: OptionOverrides
        let hash: UInt64

        init(canonical: String, shown: String, defaults: OptionOverrides, hash: UInt64) {
            self.canonical = canonical
            self.shown = shown
            self.defaults = defaults
            self.hash = hash
        }
    }

    private(set) var files: [File] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var failures: [String] = []
    /// For each canonical folder searched, the index of its file in `files`, or nil when it has none.
    private var nearest: [String: Int?] = [:]
    private var loaded: [String: Int] = [:]
    /// For each canonical folder, the folder holding `.git` or the marker at or above it, or "" when there is none.
    private var roots: [String: String] = [:]
    /// For each canonical folder of specs, what `inherited` and `projectRoot` found.
    private var inheritedByFolder: [String: Int?] = [:]
    private var projectRoots: [String: String?] = [:]
    /// Where the searches stopped, and why, for `-v`: in the order first met.
    private(set) var boundaries: [(folder: String, reason: String)] = []
    private let cwd: String
    /// The working folder's canonical path, found when first needed (a sandboxed run never needs it).
    private var canonicalCwd: String?
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
        let folder = FileSystem.directoryName(canonicalSpec)
        // The specs of a run share a few folders: the second spec of a folder takes the first's answer (whose search
        // noted the folder's boundary).
        if let known = inheritedByFolder[folder] { return known }
        // Sandboxed, the declared files were found by 'vmgen filelists' with the same boundary: no lookup of undeclared
        // paths, not even of '.git'.
        let found = search(folder, top: declared == nil ? top(of: folder) : "/")
        inheritedByFolder[folder] = .some(found)
        return found
    }

    /// The spec's path relative to its project's root (the folder the search for options files stops at), as the
    /// compiler, run from there, should name it; nil in a sandboxed run, which looks nothing up.
    /// Without a root above it, the folder vmgen runs in is the project's, when the spec is inside it; else there is
    /// no root to name, and nil.
    mutating func projectPath(ofSpecAt canonicalSpec: String) -> String? {
        guard declared == nil else { return nil }
        let folder = FileSystem.directoryName(canonicalSpec)
        guard let top = projectRoot(ofFolder: folder) else { return nil }
        var path = Paths.relative(from: top, to: canonicalSpec)
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path.hasPrefix("../") ? nil : path
    }

    /// The folder `projectPath` names the specs of `folder` relative to, or nil when there is none: worked out once
    /// per folder.
    private mutating func projectRoot(ofFolder folder: String) -> String? {
        if let known = projectRoots[folder] { return known }
        var top: String? = top(of: folder)
        if root(of: folder).isEmpty {
            let canonicalCwd = self.canonicalCwd ?? Paths.canonical(".", cwd: cwd)
            if !(canonicalCwd == "/" || folder == canonicalCwd || folder.hasPrefix(canonicalCwd + "/")) { top = nil }
        }
        projectRoots[folder] = .some(top)
        return top
    }

    /// The highest folder a search from `folder` looks in.
    private mutating func top(of folder: String) -> String {
        let root = root(of: folder)
        if !root.isEmpty { return root }
        let canonicalCwd = self.canonicalCwd ?? Paths.canonical(".", cwd: cwd)
        self.canonicalCwd = canonicalCwd
        let insideCwd = canonicalCwd == "/" || folder == canonicalCwd || folder.hasPrefix(canonicalCwd + "/")
        let top = insideCwd ? canonicalCwd : folder
        let markers = ".git or \(Self.rootMarker)"
        note(top, insideCwd ? "the folder vmgen runs in: no folder above the spec holds \(markers)"
            : "the spec's folder: it is outside the folder vmgen runs in, and no folder above it holds \(markers)")
        return top
    }

    /// The first folder at or above `folder` holding `.git` or the marker, or "".
    private mutating func root(of folder: String) -> String {
        if let known = roots[folder] { return known }
        let prefix = folder == "/" ? "" : folder
        let root: String
        if let marker = [".git", Self.rootMarker].first(where: { FileSystem.kind(prefix + "/" + $0) != .missing }) {
            root = folder
            note(folder, "it holds \(marker)")
        } else if folder == "/" || folder.isEmpty {
            root = ""
        } else {
            root = self.root(of: FileSystem.directoryName(folder).isEmpty ? "/" : FileSystem.directoryName(folder))
        }
        roots[folder] = root
        return root
    }

    private mutating func note(_ folder: String, _ reason: String) {
        if !boundaries.contains(where: { $0.folder == folder }) { boundaries.append((folder, reason)) }
    }

    private mutating func search(_ folder: String, top: String) -> Int? {
        if let known = nearest[folder] { return known }
        let candidate = (folder == "/" ? "" : folder) + "/" + Self.fileName
        let found: Int?
        if let declared, !declared.contains(candidate) {
            found = folder == "/" ? nil : search(FileSystem.directoryName(folder), top: top)
        } else if declared != nil || FileSystem.kind(candidate) != .missing {
            found = load(canonical: candidate, shown: display(candidate))
        } else if folder == "/" || folder == top {
            found = nil
        } else {
            found = search(FileSystem.directoryName(folder).isEmpty ? "/" : FileSystem.directoryName(folder), top: top)
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
