#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths that do not depend on where vmgen runs or how a path was spelled: what generated headers name, what
/// decides which files a run owns, and what the cache is keyed by.
enum Paths {
    /// The absolute path with symbolic links and `.`/`..` resolved. The part that does not exist yet (an output
    /// folder a run will create) is appended to its nearest existing ancestor, normalised lexically.
    static func canonical(_ path: String, cwd: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (cwd.isEmpty ? "/" : cwd) + "/" + path
        var existing = absolute
        var missing: [Substring] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                return normalized(String(cString: resolved), appending: missing.reversed())
            }
            guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return normalized("/", appending: missing.reversed()) }
            missing.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
    }

    /// `base` followed by `components`, with empty and `.` components dropped and `..` removing the one before.
    private static func normalized(_ base: String, appending components: [Substring]) -> String {
        var parts = base.split(separator: "/")
        for component in components.flatMap({ $0.split(separator: "/") }) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path of `file` as seen from `folder`, both canonical: `../../Specs/Login.vmspec`, or
    /// `./Login.vmspec` for a file inside the folder. It always starts with `./` or `../`, which marks a header
    /// that names its spec relative to the generated file.
    static func relative(from folder: String, to file: String) -> String {
        asciiRelative(from: folder, to: file) ?? characterRelative(from: folder, to: file)
    }

    /// `relative` by the paths' characters.
    static func characterRelative(from folder: String, to file: String) -> String {
        let from = folder.split(separator: "/")
        let to = file.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = from.count - common
        let rest = to[common...].joined(separator: "/")
        return up == 0 ? "./" + rest : String(repeating: "../", count: up) + rest
    }

    /// `relative` for paths of ASCII only (nearly all), on their bytes: the same components and the same result,
    /// without splitting into characters, and without a list of either path's components: both are read once, in
    /// place, and the result written once into a string of its size. Nil for a path beyond ASCII.
    static func asciiRelative(from folder: String, to file: String) -> String? {
        withBytes(folder) { from in withBytes(file) { to in asciiRelative(from: from, to: to) } }
    }

    /// A string's UTF-8 bytes, borrowed in place when it has them in one piece (a native string always does).
    private static func withBytes<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(string.utf8).withUnsafeBufferPointer(body)
    }

    /// The range of the component that starts at or after `position` (past any `/`), or nil at the end.
    private static func component(in path: UnsafeBufferPointer<UInt8>, from position: Int) -> Range<Int>? {
        var start = position
        while start < path.count && path[start] == 0x2F { start += 1 }
        guard start < path.count else { return nil }
        var end = start
        while end < path.count && path[end] != 0x2F { end += 1 }
        return start..<end
    }

    private static func asciiRelative(from folder: UnsafeBufferPointer<UInt8>, to file: UnsafeBufferPointer<UInt8>) -> String? {
        guard !folder.contains(where: { $0 >= 0x80 }), !file.contains(where: { $0 >= 0x80 }) else { return nil }
        func count(_ path: UnsafeBufferPointer<UInt8>) -> Int {
            var count = 0
            var position = 0
            while let range = component(in: path, from: position) {
                count += 1
                position = range.upperBound
            }
            return count
        }
        let fromCount = count(folder)
        let toCount = count(file)
        // The components both share, never the file's last; `rest`, where the file's others start.
        var common = 0
        var folderPosition = 0
        var rest = 0
        while common < fromCount, common < toCount - 1,
              let a = component(in: folder, from: folderPosition), let b = component(in: file, from: rest),
              a.count == b.count, memcmp(folder.baseAddress! + a.lowerBound, file.baseAddress! + b.lowerBound, a.count) == 0 {
            common += 1
            folderPosition = a.upperBound
            rest = b.upperBound
        }
        let up = fromCount - common
        // At most the file's bytes after `rest` (one `/` between components, as they stand or fewer), after the prefix.
        let capacity = (up == 0 ? 2 : 3 * up) + file.count - rest
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var length = 0
            func put(_ byte: UInt8) {
                buffer[length] = byte
                length += 1
            }
            if up == 0 {
                put(0x2E)
                put(0x2F)
            } else {
                for _ in 0..<up {
                    put(0x2E)
                    put(0x2E)
                    put(0x2F)
                }
            }
            var position = rest
            var first = true
            while let range = component(in: file, from: position) {
                if !first { put(0x2F) }
                first = false
                for index in range { put(file[index]) }
                position = range.upperBound
            }
            return length
        }
    }

    /// Folders canonicalised once each: the specs of a run share a few folders, and `realpath` costs a system
    /// call per path component.
    struct Canonicalizer {
        let cwd: String
        private var folders: [String: String] = [:]
        /// The folder of the file before, and its canonical path: specs come folder by folder, so most files' folder
        /// is the one before's, compared rather than hashed again.
        private var last: (folder: String, resolved: String)?

        init(cwd: String) {
            self.cwd = cwd
        }

        /// The canonical path of a file: its folder resolved once per folder, and the file itself when it is a
        /// symbolic link (a spec reached through a link is the file it leads to, so both spellings give one header).
        /// `isRegularFile`: the caller knows it is no link (a folder's listing said so), so it is not looked up.
        mutating func file(_ path: String, isRegularFile: Bool = false) -> String {
            let folder = FileSystem.directoryName(path)
            let name = FileSystem.baseName(path)
            let key = folder.isEmpty ? "." : folder
            let resolved: String
            if let last, last.folder == key {
                resolved = last.resolved
            } else if let known = folders[key] {
                resolved = known
            } else {
                resolved = Paths.canonical(key, cwd: cwd)
                folders[key] = resolved
            }
            last = (key, resolved)
            let joined = name == ".." || name == "." ? Paths.canonical(path, cwd: cwd)
                : (resolved == "/" ? "" : resolved) + "/" + name
            return !isRegularFile && FileSystem.isSymbolicLink(joined) ? Paths.canonical(joined, cwd: cwd) : joined
        }
    }
}
