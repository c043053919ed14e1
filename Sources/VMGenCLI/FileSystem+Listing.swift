#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a folder's entries (split from `FileSystem.swift`).
extension FileSystem {
    /// The names in a folder, sorted bytewise unless `sorted` is false, without `.` and `..`.
    static func contents(of folder: String, sorted: Bool = true) throws -> [(name: String, isDirectory: Bool)] {
        try entries(of: folder, sorted: sorted).map { ($0.name, $0.isDirectory) }
    }

    /// One name in a folder.
    struct Entry {
        var name: String
        /// A folder, or a symbolic link to one.
        var isDirectory: Bool
        /// The folder's listing says it is a regular file itself (not a symbolic link to one): no `stat` needed to
        /// know it.
        var isRegularFile: Bool
    }

    /// The entries of a folder, sorted bytewise by name unless `sorted` is false, without `.` and `..`.
    static func entries(of folder: String, sorted: Bool = true) throws -> [Entry] {
        guard let directory = opendir(folder) else {
            throw Failure(description: "cannot read folder '\(folder)': \(errorText(errno))")
        }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let type = entry.pointee.d_type
            var isDirectory = type == DT_DIR
            if type == DT_UNKNOWN || type == DT_LNK {
                isDirectory = kind(folder + "/" + name) == .directory
            }
            entries.append(Entry(name: name, isDirectory: isDirectory, isRegularFile: type == DT_REG))
        }
        guard sorted else { return entries }
        // Each name's bytes once, compared with memcmp: a folder of thousands of specs sorts in little time.
        let keyed = entries.map { (bytes: Array($0.name.utf8), entry: $0) }
        return keyed.sorted { a, b in
            a.bytes.withUnsafeBufferPointer { x in
                b.bytes.withUnsafeBufferPointer { y in
                    let order = x.count == 0 || y.count == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count))
                    return order != 0 ? order < 0 : x.count < y.count
                }
            }
        }.map(\.entry)
    }
}
