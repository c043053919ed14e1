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
    /// without splitting into characters (a run over thousands of specs works out each one's path on one thread).
    /// Nil for a path beyond ASCII.
    static func asciiRelative(from folder: String, to file: String) -> String? {
        let folder = Array(folder.utf8)
        let file = Array(file.utf8)
        guard !folder.contains(where: { $0 >= 0x80 }), !file.contains(where: { $0 >= 0x80 }) else { return nil }
        // The components, without empty ones (`split` omits them).
        func components(_ path: [UInt8]) -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            var start = 0
            for index in 0...path.count where index == path.count || path[index] == 0x2F {
                if index > start { ranges.append(start..<index) }
                start = index + 1
            }
            return ranges
        }
        let from = components(folder)
        let to = components(file)
        var common = 0
        while common < from.count, common < to.count - 1, folder[from[common]] == file[to[common]] { common += 1 }
        var result: [UInt8] = []
        result.reserveCapacity(file.count + 3 * (from.count - common) + 2)
        if from.count == common {
            result += [0x2E, 0x2F]
        } else {
            for _ in common..<from.count { result += [0x2E, 0x2E, 0x2F] }
        }
        for (index, range) in to[common...].enumerated() {
            if index > 0 { result.append(0x2F) }
            result += file[range]
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Folders canonicalised once each: the specs of a run share a few folders, and `realpath` costs a system
    /// call per path component.
    struct Canonicalizer {
        let cwd: String
        private var folders: [String: String] = [:]

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
            let resolved = folders[key] ?? Paths.canonical(key, cwd: cwd)
            folders[key] = resolved
            let joined = name == ".." || name == "." ? Paths.canonical(path, cwd: cwd)
                : (resolved == "/" ? "" : resolved) + "/" + name
            return !isRegularFile && FileSystem.isSymbolicLink(joined) ? Paths.canonical(joined, cwd: cwd) : joined
        }
    }
}
