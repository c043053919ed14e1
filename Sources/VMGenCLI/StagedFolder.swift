#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new output folder built beside where it goes, then renamed into place once.
///
/// When nothing is at the output folder's path as a run begins (a first run, a clean build), vmgen writes each file
/// straight into a hidden folder beside it, `.<name>.vmgen-<pid>-<nonce>.tmp`, and when the whole run succeeded
/// renames that folder to the output folder: one rename for the run instead of a temporary file and a rename per
/// file. Nothing is half-written where the output folder goes: it appears with every file whole, or not at all. A
/// run that fails removes the hidden folder; one that is killed leaves it, and a later run removes it once it is
/// abandoned, by the rules for abandoned temporary files (`removeAbandonedTemporaryFiles`).
final class StagedFolder: @unchecked Sendable {
    /// The output folder, without a trailing slash.
    let target: String
    /// The hidden folder the files are written into.
    let path: String
    private let lock = Lock()
    private var created = false
    /// The hidden folder, open once it is created: each file is created relative to it (`openat`), so its path is
    /// neither built nor looked up again for each of thousands of files.
    private var descriptor: Int32 = -1

    /// The hidden folder's name for an output folder named `name`, up to the pid, and its end.
    static func prefix(forFolderNamed name: String) -> String { ".\(name).vmgen-" }
    static let suffix = ".tmp"

    /// The output folder's path without trailing slashes, its parent folder ("" for the current one) and its name.
    static func split(_ folder: String) -> (target: String, parent: String, name: String) {
        var target = folder
        while target.utf8.count > 1 && target.hasSuffix("/") { target.removeLast() }
        return (target, FileSystem.directoryName(target), FileSystem.baseName(target))
    }

    /// A staged folder for `folder` when nothing is at its path, not even a symbolic link; nil otherwise.
    init?(for folder: String) {
        let (target, parent, name) = Self.split(folder)
        var info = stat()
        guard !name.isEmpty, name != ".", name != "..", lstat(target, &info) != 0, errno == ENOENT else { return nil }
        self.target = target
        path = (parent.isEmpty ? "" : parent + "/") + Self.prefix(forFolderNamed: name)
            + "\(FileSystem.pid)-\(FileSystem.runNonce)" + Self.suffix
    }

    /// Whether a file was written into the hidden folder (so that it exists).
    var isCreated: Bool { lock.withLock { created } }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes one generated file into the hidden folder, which the first file creates (with the output folder's
    /// parents); returns the file's path there. `target` is where the file goes, for errors.
    func write(_ bytes: [UInt8], named name: String, target file: String) throws -> String {
        try stage(bytes, named: name, target: file)
        return path + "/" + name
    }

    /// Writes one generated file into the hidden folder, as `write` does, without building its path.
    func stage(_ bytes: [UInt8], named name: String, target file: String) throws {
        let folder = try lock.withLock { () throws -> Int32 in
            if created { return descriptor }
            let parent = FileSystem.directoryName(target)
            if !parent.isEmpty { try FileSystem.createDirectories(parent) }
            if mkdir(path, 0o755) != 0 {
                throw FileSystem.Failure(description: "cannot create folder '\(target)': \(FileSystem.errorText(errno))")
            }
            created = true
            // Should the folder not open, each file is created by its path, as before.
            descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            return descriptor
        }
        let written = folder >= 0
            ? try FileSystem.createFile(bytes, in: folder, named: name, shown: file)
            : try FileSystem.createFile(bytes, at: path + "/" + name, shown: file)
        guard written else {
            throw FileSystem.Failure(description: "cannot write '\(file)': \(FileSystem.errorText(EEXIST))")
        }
    }

    /// Renames the hidden folder to the output folder. False when it was never created, or when the rename fails
    /// (another process created the output folder meanwhile): then the caller moves the files one by one.
    func moveIntoPlace() -> Bool {
        isCreated && rename(path, target) == 0
    }

    /// Removes the hidden folder once its files were moved out or removed; a folder that holds anything stays.
    func removeIfEmpty() {
        if isCreated { rmdir(path) }
    }

    /// Removes hidden folders that runs killed before their rename left beside the output folder `folder`, by the
    /// rules for abandoned temporary files: only the files in them, then the folder (so anything else keeps it).
    static func removeAbandoned(besides folder: String, isAbandoned: (String, Substring) -> Bool) {
        let (_, parent, name) = split(folder)
        guard !name.isEmpty, name != ".", name != ".." else { return }
        let start = prefix(forFolderNamed: name)
        let parentPath = parent.isEmpty ? "." : parent
        guard let entries = try? FileSystem.contents(of: parentPath, sorted: false) else { return }
        for entry in entries where entry.isDirectory && entry.name.hasPrefix(start) && entry.name.hasSuffix(suffix) {
            let staged = (parent.isEmpty ? "" : parent + "/") + entry.name
            guard !FileSystem.isSymbolicLink(staged),
                  isAbandoned(staged, entry.name.dropFirst(start.count)) else { continue }
            for file in (try? FileSystem.contents(of: staged)) ?? [] where !file.isDirectory {
                try? FileSystem.remove(staged + "/" + file.name)
            }
            FileSystem.removeEmptyDirectory(staged)
        }
    }
}
