#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
#endif

extension FileSystem {
    /// Writes `bytes` over `path` directly, without a temporary file: for `--sandboxed` runs, where only the declared
    /// outputs may be written. Not atomic: a run killed while writing leaves the file partly written, and the
    /// next run rewrites it (its content differs).
    ///
    /// Never through a symbolic link: a link at `path` is replaced by the file, as the rename of a non-sandboxed run
    /// replaces it, so the file it leads to (another project's, perhaps) is left as it is. The file is opened with
    /// `O_NOFOLLOW`, so a link put there between the check and the open fails the write instead of being followed.
    /// A FIFO or device there is refused before (`Ownership`).
    static func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        if isSymbolicLink(path) && unlink(path) != 0 {
            throw Failure(description: "cannot write '\(path)': \(errorText(errno))")
        }
        // Without blocking: a FIFO put at the path fails the write instead of hanging the build.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            let reason = code == ELOOP ? "a symbolic link appeared at the path while vmgen wrote it" : errorText(code)
            throw Failure(description: "cannot write '\(path)': \(reason)")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                throw Failure(description: "cannot write '\(path)': \(errorText(code))")
            }
            written += count
        }
        guard close(descriptor) == 0 else { throw Failure(description: "cannot write '\(path)': \(errorText(errno))") }
    }
}
