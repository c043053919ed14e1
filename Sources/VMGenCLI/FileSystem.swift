#if canImport(Glibc)
import Glibc
private let posixRead = Glibc.read
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let posixRead = Darwin.read
private let posixWrite = Darwin.write
#endif

/// The few file operations vmgen needs, on POSIX calls directly: no Foundation on the hot path, no fsync per
/// unchanged file, and atomic replacement (a temporary file in the same folder, then `rename`).
enum FileSystem {
    /// Why a file operation failed, in words for a `vmgen: error:` line.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func errorText(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "is a directory"
        case ENOTDIR: return "a parent is not a directory"
        case ENOSPC: return "no space left on device"
        case EROFS: return "read-only file system"
        default: return String(cString: strerror(code))
        }
    }

    enum Kind { case file, directory, missing, other }

    /// What makes a file or folder itself, whatever the path that leads to it: its device and inode.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Whether a file is known not to exist: the system says so (`ENOENT`: a component of the path is not there,
    /// which permission denied or a link loop are not), and either its folder is there and readable, or it lies
    /// inside one of `roots` (folders this run reads specs from, so a deleted folder of specs counts). A path
    /// elsewhere whose folder is not there (another mount of a shared folder may hold it) is not known missing.
    static func isKnownMissing(_ path: String, roots: [String] = []) -> Bool {
        var info = stat()
        guard stat(path, &info) != 0, errno == ENOENT else { return false }
        if roots.contains(where: { path.hasPrefix($0 == "/" ? "/" : $0 + "/") }) { return true }
        let folder = directoryName(path)
        guard stat(folder.isEmpty ? "." : folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        return access(folder.isEmpty ? "." : folder, R_OK | X_OK) == 0
    }

    /// Whether nothing is at `path` (`ENOENT`), so that no file can be under it either: not a path vmgen may not
    /// look at (permission denied) or whose parent is a file.
    static func isAbsent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && errno == ENOENT
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The most vmgen reads of one file. A spec or generated file is far smaller; the cap keeps a file that never
    /// ends (`/dev/zero` behind a symlink) or a runaway file from eating memory.
    static let maximumReadSize = 64 << 20

    /// An open file: its descriptor, its size when opened, and whether it is a regular file; nil when it does not
    /// exist. `verb` says what vmgen was doing, for the error (`cannot read '…': permission denied`).
    ///
    /// Opens without blocking, so that a FIFO at the path cannot hang vmgen waiting for a writer.
    private static func openFile(_ path: String, verb: String = "read") throws
        -> (descriptor: Int32, size: Int, isRegular: Bool)?
    {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw Failure(description: "cannot \(verb) '\(path)': \(errorText(errno))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure(description: "cannot \(verb) '\(path)': \(errorText(code))")
        }
        if info.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw Failure(description: "cannot \(verb) '\(path)': is a directory")
        }
        return (descriptor, max(Int(info.st_size), 0), info.st_mode & S_IFMT == S_IFREG)
    }

    /// Opens a file to read all of it: only a regular file (not a FIFO, a device or a socket) of at most
    /// `maximumReadSize` bytes.
    private static func openRegularFile(_ path: String) throws -> (descriptor: Int32, size: Int)? {
        guard let file = try openFile(path) else { return nil }
        guard file.isRegular else {
            close(file.descriptor)
            throw Failure(description: "cannot read '\(path)': not a regular file")
        }
        guard file.size <= maximumReadSize else {
            close(file.descriptor)
            throw Failure(description: "cannot read '\(path)': larger than \(maximumReadSize >> 20) MiB")
        }
        return (file.descriptor, file.size)
    }

    /// Reads at most `limit` bytes, or to the end of the file when `limit` is nil (`sizeHint` sizes the buffer).
    private static func readBytes(_ descriptor: Int32, limit: Int?, sizeHint: Int, path: String) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(limit ?? sizeHint, sizeHint))
        var filled = 0
        while limit.map({ filled < $0 }) ?? true {
            if filled == bytes.count {
                let room = max(4096, filled)
                bytes.append(contentsOf: [UInt8](repeating: 0, count: limit.map { min(room, $0 - filled) } ?? room))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "cannot read '\(path)': \(errorText(errno))")
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// The whole file, or nil when it does not exist.
    static func readIfPresent(_ path: String) throws -> [UInt8]? {
        guard let file = try openRegularFile(path) else { return nil }
        defer { close(file.descriptor) }
        // A file that grows while it is read stops at the cap too. One byte of room past the size it had when opened:
        // the read that finds the end needs no larger buffer (a spec is read into one allocation, not grown once).
        let bytes = try readBytes(file.descriptor, limit: maximumReadSize + 1, sizeHint: file.size + 1, path: path)
        guard bytes.count <= maximumReadSize else {
            throw Failure(description: "cannot read '\(path)': larger than \(maximumReadSize >> 20) MiB")
        }
        return bytes
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let bytes = try readIfPresent(path) else {
            throw Failure(description: "cannot read '\(path)': no such file or directory")
        }
        return bytes
    }

    /// Creates a folder and its parents.
    static func createDirectories(_ path: String) throws {
        if kind(path) == .directory { return }
        let parent = directoryName(path)
        if parent != path && !parent.isEmpty { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw Failure(description: "cannot create folder '\(path)': \(errorText(errno))")
        }
    }

    /// Replaces `path` with `bytes` atomically: readers see the old file or the new one, never a partial one.
    /// `beforeRename` runs once the temporary file is complete; tests make it fail to simulate a write that fails.
    static func writeAtomically(_ bytes: [UInt8], to path: String, beforeRename: () throws -> Void = {}) throws {
        let temporary = try writeTemporary(bytes, for: path)
        do {
            try beforeRename()
        } catch {
            unlink(temporary)
            throw error
        }
        try commit(temporary, to: path)
    }

    /// Writes `bytes` to a new hidden file beside `path` (`.<name>.vmgen-<pid>-<nonce>-<n>.tmp`) and returns its path.
    ///
    /// The random nonce keeps the name unique even when a killed run left files behind under the same pid (a new
    /// container often starts its processes with the same pids); a name that exists anyway is skipped, never reused.
    static func writeTemporary(_ bytes: [UInt8], for path: String) throws -> String {
        let folder = directoryName(path)
        for _ in 0..<8 {
            let temporary = (folder.isEmpty ? "" : folder + "/")
                + ".\(baseName(path)).vmgen-\(pid)-\(runNonce)-\(nextSuffix()).tmp"
            if try createFile(bytes, at: temporary, shown: path) { return temporary }
        }
        throw Failure(description: "cannot write '\(path)': \(errorText(EEXIST))")
    }

    /// Creates the file `path`, which must not exist, holding `bytes`: false (and nothing written) when something
    /// is there already. A failure names `shown`, the file the caller means to write; a partial file is removed.
    static func createFile(_ bytes: [UInt8], at path: String, shown: String) throws -> Bool {
        try createFile(bytes, in: AT_FDCWD, named: path, shown: shown)
    }

    /// Creates the file `name` in the folder open as `folder` (`openat`: its path is not looked up again for each
    /// file), or relative to the current folder when `folder` is `AT_FDCWD`; otherwise as `createFile(_:at:shown:)`.
    static func createFile(_ bytes: [UInt8], in folder: Int32, named name: String, shown: String) throws -> Bool {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw Failure(description: "cannot write '\(shown)': \(errorText(errno))")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlinkat(folder, name, 0)
                throw Failure(description: "cannot write '\(shown)': \(errorText(code))")
            }
            written += count
        }
        if close(descriptor) != 0 {
            let code = errno
            unlinkat(folder, name, 0)
            throw Failure(description: "cannot write '\(shown)': \(errorText(code))")
        }
        return true
    }

    /// Moves a temporary file written by `writeTemporary` over `path`, atomically.
    static func commit(_ temporary: String, to path: String) throws {
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw Failure(description: "cannot write '\(path)': \(errorText(code))")
        }
    }

    /// How a file on disk relates to the bytes vmgen would write there.
    enum Comparison: Equatable {
        case missing
        case same
        /// `holdsNothing`: the file is empty or a beginning of the header (`Ownership.holdsNothing`).
        case different(holdsNothing: Bool)
    }

    /// Compares the file at `path` with `bytes`, reading it only when the sizes match (and otherwise only as much
    /// as the header, to see whether it holds nothing).
    static func compare(_ path: String, with bytes: [UInt8], header: [UInt8]) throws -> Comparison {
        guard let file = try openFile(path, verb: "write") else { return .missing }
        defer { close(file.descriptor) }
        // A FIFO, a device or a socket at an output path is nothing vmgen wrote; never read from it.
        guard file.isRegular else { return .different(holdsNothing: false) }
        let wanted = file.size == bytes.count ? file.size : min(file.size, header.count)
        let existing = try readBytes(file.descriptor, limit: wanted, sizeHint: wanted, path: path)
        if existing.count == bytes.count && file.size == bytes.count {
            let equal = existing.withUnsafeBytes { old in
                bytes.withUnsafeBytes { new in old.count == 0 || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
            }
            if equal { return .same }
        }
        // A file shorter than the header that is a beginning of it (empty included) holds nothing of anyone's: what a
        // run killed while writing in place (--sandboxed) leaves. vmgen may rewrite it.
        return .different(holdsNothing: file.size < header.count && header.starts(with: existing))
    }

    /// Removes an empty folder (used to undo a folder created by a run that then failed).
    static func removeEmptyDirectory(_ path: String) {
        rmdir(path)
    }

    static func remove(_ path: String) throws {
        if unlink(path) != 0 && errno != ENOENT {
            throw Failure(description: "cannot remove '\(path)': \(errorText(errno))")
        }
    }

    /// Paths are bytes to the file system: both look for the last `/` byte, not the last `/` character (which a
    /// combining mark after it would hide), without walking the path's characters.
    static func directoryName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The stable hash of a file's content when the file has exactly `size` bytes; nil otherwise (without
    /// reading it when the size differs).
    static func contentHash(_ path: String, size: Int) -> UInt64? {
        guard let file = try? openFile(path) else { return nil }
        defer { close(file.descriptor) }
        guard file.isRegular, file.size == size,
              let bytes = try? readBytes(file.descriptor, limit: size, sizeHint: size, path: path),
              bytes.count == size else { return nil }
        return StableHash.hash(bytes)
    }

    /// How long ago a file was last modified, in seconds; nil when it cannot be read.
    static func ageInSeconds(_ path: String) -> Int? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        #if os(Linux)
        let modified = info.st_mtim.tv_sec
        #else
        let modified = info.st_mtimespec.tv_sec
        #endif
        return Int(time(nil) - modified)
    }

    static func processID() -> Int32 { getpid() }

    /// Whether a process with this id exists (it may belong to another user).
    static func isProcessAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// The current folder, for showing spec paths relative to it.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return String(cString: buffer)
    }

    private static var counter = 0
    private static let counterLock = Lock()
    /// This process's id, asked once rather than for each temporary file.
    static let pid = getpid()
    /// Random per process, so that temporary names differ from those of any earlier process with the same pid.
    static let runNonce = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    private static func nextSuffix() -> Int {
        counterLock.withLock {
            counter += 1
            return counter
        }
    }
}

/// A small mutex for the counters shared by the worker threads.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
