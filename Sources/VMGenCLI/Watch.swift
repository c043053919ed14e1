#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vmgen generate --watch`: generates, then polls twice a second and generates again whenever a spec is edited,
/// added, renamed or deleted, or a `vmgen.options` that could apply to one is: for someone editing specs with a
/// simulator running. Polling needs no dependency and sees every file system; a no-change poll is a `stat` per spec
/// and per folder above it, and nothing is read.
struct Watch {
    let arguments: Arguments
    let console: CommandLineTool.Console
    /// Microseconds between polls.
    var interval: UInt32 = 500_000

    func run() -> Never {
        var seen = fingerprint()
        generate()
        console.remark("watching \(seen.specs) spec\(seen.specs == 1 ? "" : "s") and their options files; Ctrl-C stops")
        while true {
            usleep(interval)
            let now = fingerprint()
            guard now != seen else { continue }
            seen = now
            generate()
        }
    }

    /// One run, its summary flushed at once: a pipe (an editor's terminal pane) holds standard output back.
    private func generate() {
        _ = Run(arguments: arguments, console: console).execute()
        fflush(stdout)
    }

    /// What a change to would change the output: each spec found and each `vmgen.options` in its folder or above
    /// (present or not), with its size and modification time, and the options file named with `--options`.
    struct Fingerprint: Equatable {
        var stamps: [String: Stamp] = [:]
        var specs = 0
    }

    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    func fingerprint() -> Fingerprint {
        let cwd = FileSystem.currentDirectory()
        var result = Fingerprint()
        let specs = SpecDiscovery.specPaths(arguments.inputs) { _ in }
        result.specs = specs.count
        var folders: Set<String> = []
        for spec in specs {
            let canonical = Paths.canonical(spec, cwd: cwd)
            result.stamps[canonical] = Self.stamp(canonical)
            var folder = FileSystem.directoryName(canonical)
            while folders.insert(folder).inserted {
                let options = (folder == "/" ? "" : folder) + "/vmgen.options"
                result.stamps[options] = Self.stamp(options)
                guard folder != "/" else { break }
                folder = FileSystem.directoryName(folder)
            }
        }
        if let named = arguments.optionsFile {
            let canonical = Paths.canonical(named, cwd: cwd)
            result.stamps[canonical] = Self.stamp(canonical)
        }
        return result
    }

    /// The file's size and modification time, or a stamp no file has when it is missing.
    static func stamp(_ path: String) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else { return Stamp(size: -1, seconds: 0, nanoseconds: 0) }
        #if os(Linux)
        return Stamp(
            size: Int64(info.st_size), seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        #else
        return Stamp(
            size: Int64(info.st_size), seconds: Int(info.st_mtimespec.tv_sec),
            nanoseconds: Int(info.st_mtimespec.tv_nsec))
        #endif
    }
}
