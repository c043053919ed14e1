#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What identifies the running vmgen build, for the cache: a different build must never trust what another one
/// cached, even one at the same path with the same size and modification time.
///
/// On Linux that is the linker's build ID (`NT_GNU_BUILD_ID`, a hash of the linked contents), read from the
/// running image's program headers: a few small reads, whatever the binary's size. Where there is none (another
/// linker, another system) it is a hash of the whole executable file.
enum ExecutableIdentity {
    static func current() -> String {
        guard let path = executablePath() else { return "unknown" }
        #if os(Linux)
        if let buildID = try? elfBuildID(path) { return "build-id " + buildID }
        #endif
        guard let bytes = try? FileSystem.read(path) else { return "unreadable " + path }
        return "content " + String(StableHash.hash(bytes), radix: 16)
    }

    /// The file the running process was started from.
    static func executablePath() -> String? {
        #if os(Linux)
        return "/proc/self/exe"
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return nil
        #endif
    }

    /// The hexadecimal build ID of a 64-bit little-endian ELF file, or nil when it has none.
    static func elfBuildID(_ path: String) throws -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ count: Int, at offset: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20 else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, count, off_t(offset)) }
            return got == count ? bytes : nil
        }
        func integer(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int {
            (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        // ELF magic, 64-bit (class 2), little-endian (data 1).
        guard let header = read(64, at: 0), header.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2, 1]) else { return nil }
        let (tableOffset, entrySize, entryCount) = (integer(header, 32, 8), integer(header, 54, 2), integer(header, 56, 2))
        guard entrySize >= 56, entryCount < 4096, let table = read(entrySize * entryCount, at: tableOffset) else { return nil }
        for index in 0..<entryCount {
            let entry = index * entrySize
            guard integer(table, entry, 4) == 4 else { continue } // PT_NOTE
            guard let notes = read(integer(table, entry + 32, 8), at: integer(table, entry + 8, 8)) else { continue }
            var offset = 0
            while offset + 12 <= notes.count {
                let (nameSize, descriptionSize, type) = (integer(notes, offset, 4), integer(notes, offset + 4, 4), integer(notes, offset + 8, 4))
                let name = offset + 12
                let description = name + (nameSize + 3) & ~3
                guard description + descriptionSize <= notes.count else { break }
                if type == 3 && nameSize == 4 && notes[name..<name + 3].elementsEqual("GNU".utf8) { // NT_GNU_BUILD_ID
                    return notes[description..<description + descriptionSize].map { byte in
                        (byte < 16 ? "0" : "") + String(byte, radix: 16)
                    }.joined()
                }
                offset = description + (descriptionSize + 3) & ~3
            }
        }
        return nil
    }
}
