import VMGenCore

/// What the previous successful run generated into an output folder, so that a run where nothing changed only
/// reads the files: `<output>/.vmgen-cache`.
///
/// For each spec it keeps a key (a hash of the vmgen binary's identity, the command-line options, the spec's path
/// and its bytes), the declarations the cross-spec checks need, and each output's size and content hash. A spec
/// whose key matches and whose outputs on disk still hash to what was written is not parsed or rendered again.
/// Anything else (a different key, an edited output, a spec with diagnostics) takes the full path, so a stale or
/// corrupt cache costs time, never correctness.
struct GenerationCache: Sendable {
    static let fileName = ".vmgen-cache"
    static let formatLine = "vmgen-cache 1"

    struct Output: Equatable, Sendable {
        var relativePath: String
        var size: Int
        var hash: UInt64
    }

    struct Entry: Sendable {
        var key: UInt64
        var declarations: [Generator.Declaration]
        var outputs: [Output]
    }

    var entries: [String: Entry] = [:]

    /// The key of a spec: everything its outputs depend on.
    static func key(spec bytes: [UInt8], path: String, context: UInt64) -> UInt64 {
        StableHash.hash(bytes, seed: StableHash.hash(Array(path.utf8), seed: context))
    }

    /// What, besides a spec, decides its outputs: this binary (its path, size and modification time) and the
    /// command-line overrides.
    static func context(overrides: OptionOverrides) -> UInt64 {
        let description = "\(CommandLineTool.version)|\(FileSystem.executableStamp())|\(overrides)"
        return StableHash.hash(Array(description.utf8))
    }

    // MARK: Reading and writing

    /// Loads the cache of `folder`; an unreadable or malformed cache is an empty one.
    static func load(folder: String) -> GenerationCache {
        guard let bytes = try? FileSystem.readIfPresent(folder + "/" + fileName) else { return GenerationCache() }
        var cache = GenerationCache()
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.popFirst().map(String.init) == formatLine else { return GenerationCache() }
        var current: (path: String, entry: Entry)?
        func finish() {
            if let current { cache.entries[current.path] = current.entry }
        }
        while let line = lines.popFirst() {
            let fields = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
            switch fields.first {
            case "spec" where fields.count == 3:
                finish()
                guard let key = UInt64(fields[1], radix: 16) else { return GenerationCache() }
                current = (String(fields[2]), Entry(key: key, declarations: [], outputs: []))
            case "declare" where fields.count == 4 && current != nil:
                let parts = fields[3].split(separator: " ", omittingEmptySubsequences: false)
                guard parts.count == 3, let lineNumber = Int(fields[1]), let column = Int(fields[2]) else {
                    return GenerationCache()
                }
                current!.entry.declarations.append(Generator.Declaration(
                    viewModel: String(parts[0]), path: current!.path,
                    location: SourceLocation(line: lineNumber, column: column),
                    names: parts[1].split(separator: ",").map(String.init),
                    fileNames: parts[2].split(separator: ",").map(String.init)))
            case "output" where fields.count == 4 && current != nil:
                guard let size = Int(fields[1]), let hash = UInt64(fields[2], radix: 16) else { return GenerationCache() }
                current!.entry.outputs.append(Output(relativePath: String(fields[3]), size: size, hash: hash))
            case "":
                continue
            default:
                return GenerationCache()
            }
        }
        finish()
        return cache
    }

    /// The cache file's text, entries in path order so that it is the same for the same runs.
    func serialized() -> [UInt8] {
        var text = Self.formatLine + "\n"
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            text += "spec \(String(entry.key, radix: 16)) \(path)\n"
            for declaration in entry.declarations {
                text += "declare \(declaration.location.line) \(declaration.location.column) \(declaration.viewModel)"
                    + " \(declaration.names.joined(separator: ",")) \(declaration.fileNames.joined(separator: ","))\n"
            }
            for output in entry.outputs {
                text += "output \(output.size) \(String(output.hash, radix: 16)) \(output.relativePath)\n"
            }
        }
        return Array(text.utf8)
    }

    /// Whether a spec path can be stored (the format is one line per field).
    static func canStore(_ path: String) -> Bool {
        !path.contains("\n") && !path.isEmpty
    }
}
