import VMGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the previous successful run generated into an output folder, so that a run where nothing changed only
/// reads the files: `<output>/.vmgen/cache`. The `.vmgen` folder is vmgen's one dotfile in an output folder: it
/// holds this file, and `vmgen.mk` keeps its lists and stamp there too. A cache written by vmgen 0.2
/// (`<output>/.vmgen-cache`) is read when there is no `.vmgen/cache`, so that upgrading keeps the folder's record, and
/// removed once its content is saved in the new place.
///
/// For each spec it keeps a key (a hash of the vmgen binary's identity, the command-line options, the spec's path
/// and its bytes), its view models (name, place and styles, from which their names and files follow) and each
/// output's size and content hash. A spec whose key matches and whose outputs on disk still hash to what was
/// written is not parsed or rendered again. Anything else (a different key, an edited output, a spec with
/// diagnostics) takes the full path, so a stale or corrupt cache costs time, never correctness.
///
/// It also keeps the folder's record of the files vmgen wrote (`own <size> <hash> <path>` lines, the path relative
/// to the output folder): its generated files and the depfile and list of outputs written with it, which
/// `Ownership` reads to decide what vmgen may replace or prune. The record is kept with `--no-cache` too (only the
/// spec entries are then left as they were). A cache of format 4 (vmgen 0.2.0) has no record: its entries' outputs,
/// with their hashes, stand for it.
struct GenerationCache: Sendable {
    /// vmgen's folder in an output folder, and the cache's path relative to the output folder.
    static let folderName = ".vmgen"
    static let fileName = ".vmgen/cache"
    /// Where vmgen 0.2 kept it.
    static let legacyFileName = ".vmgen-cache"
    static let formatLine = "vmgen-cache 5"
    static let previousFormatLine = "vmgen-cache 4"

    struct Output: Equatable, Sendable {
        var size: Int
        var hash: UInt64
    }

    struct Entry: Sendable {
        var key: UInt64
        var declarations: [Generator.Declaration]
        /// One per file of the declarations, in order.
        var outputs: [Output]
    }

    var entries: [String: Entry] = [:]
    /// What vmgen wrote in and for the output folder, by path relative to it (`./A.swift`, `../out.d`).
    var records: [String: Output] = [:]
    /// The file as it was read, to skip rewriting an unchanged cache.
    var raw: [UInt8] = []
    /// Whether a cache was read: its `records` are the folder's record (else the folder has none).
    var hasRecord = false
    /// Whether it was read from vmgen 0.2's `.vmgen-cache`: the next save writes `.vmgen/cache` and removes that one.
    var isLegacy = false

    /// The key of a spec: everything its outputs depend on.
    static func key(spec bytes: [UInt8], path: String, context: UInt64) -> UInt64 {
        StableHash.hash(bytes, seed: StableHash.hash(Array(path.utf8), seed: context))
    }

    /// What, besides a spec, decides its outputs: this build of vmgen (`ExecutableIdentity`) and the
    /// command-line overrides.
    static func context(overrides: OptionOverrides) -> UInt64 {
        let description = "\(CommandLineTool.version)|\(ExecutableIdentity.current())|\(overrides)"
        return StableHash.hash(Array(description.utf8))
    }

    /// Loads the cache of `folder`; an unreadable or malformed cache is an empty one.
    /// Without `.vmgen/cache`, vmgen 0.2's `.vmgen-cache` is read instead.
    static func load(folder: String) -> GenerationCache {
        do {
            if let bytes = try FileSystem.readIfPresent(folder + "/" + fileName) {
                return parse(bytes) ?? GenerationCache()
            }
            guard let bytes = try FileSystem.readIfPresent(folder + "/" + legacyFileName) else {
                return GenerationCache()
            }
            var cache = parse(bytes) ?? GenerationCache()
            cache.isLegacy = true
            return cache
        } catch {
            return GenerationCache()
        }
    }

    private static func parse(_ bytes: [UInt8]) -> GenerationCache? {
        var cache = GenerationCache()
        cache.raw = bytes
        cache.hasRecord = true
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        guard let first = lines.popFirst() else { return nil }
        let isPrevious = first.elementsEqual(previousFormatLine.utf8)
        guard isPrevious || first.elementsEqual(formatLine.utf8) else { return nil }
        var current: (path: String, entry: Entry)?
        while let line = lines.popFirst() {
            let fields = line.split(separator: 0x20, maxSplits: 5, omittingEmptySubsequences: false)
            let kind = String(decoding: fields[0], as: UTF8.self)
            func field(_ index: Int) -> String { String(decoding: fields[index], as: UTF8.self) }
            switch kind {
            case "spec" where fields.count >= 3:
                if let current { cache.entries[current.path] = current.entry }
                guard let key = UInt64(field(1), radix: 16) else { return nil }
                // The path is the rest of the line: it may contain spaces.
                let path = String(decoding: line[fields[2].startIndex...], as: UTF8.self)
                current = (path, Entry(key: key, declarations: [], outputs: []))
            case "vm" where (fields.count == 5 || fields.count == 6 && field(5) == "tests") && current != nil:
                guard let lineNumber = Int(field(1)), let column = Int(field(2)) else { return nil }
                let styles = field(4).split(separator: ",").compactMap { Style(rawValue: String($0)) }
                let names = field(3).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard !names[0].isEmpty, names.count == 1 || !names[1].isEmpty else { return nil }
                current!.entry.declarations.append(Generator.Declaration(
                    viewModel: names[0], path: current!.path, location: SourceLocation(line: lineNumber, column: column),
                    styles: styles, testSupport: fields.count == 6,
                    protocols: names.count == 2 ? names[1].split(separator: ",").map(String.init) : nil))
            case "out" where fields.count == 3 && current != nil:
                guard let size = Int(field(1)), let hash = UInt64(field(2), radix: 16) else { return nil }
                current!.entry.outputs.append(Output(size: size, hash: hash))
            case "own" where fields.count >= 4 && !isPrevious:
                guard let size = Int(field(1)), let hash = UInt64(field(2), radix: 16) else { return nil }
                // The path is the rest of the line: it may contain spaces.
                let path = String(decoding: line[fields[3].startIndex...], as: UTF8.self)
                cache.records[path] = Output(size: size, hash: hash)
            default:
                return nil
            }
        }
        if let current { cache.entries[current.path] = current.entry }
        // Every file of every view model has its output line.
        for entry in cache.entries.values where entry.outputs.count != entry.declarations.reduce(0, { $0 + $1.fileNames.count }) {
            return nil
        }
        if isPrevious {
            for entry in cache.entries.values {
                for (name, output) in zip(entry.declarations.flatMap(\.fileNames), entry.outputs) {
                    cache.records["./" + name] = output
                }
            }
        }
        return cache
    }

    /// The cache file's bytes, entries in path order so that the same runs give the same file.
    func serialized() -> [UInt8] {
        var bytes = Array(Self.formatLine.utf8)
        // About 56 bytes a line: sized once rather than grown by copying as a first run's half a megabyte is written.
        bytes.reserveCapacity(max(raw.count, 56 * (records.count + entries.values.reduce(entries.count) {
            $0 + $1.declarations.count + $1.outputs.count
        })) + 64)
        bytes.append(0x0A)
        func text(_ string: String) {
            bytes.append(contentsOf: string.utf8)
        }
        // Numbers as `String(_:radix:)` writes them (lower-case hexadecimal, no leading zeros), straight into the
        // bytes.
        func hexadecimal(_ value: UInt64) {
            var shift = value == 0 ? 0 : (63 - value.leadingZeroBitCount) & ~3
            while shift >= 0 {
                let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
                bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
                shift -= 4
            }
        }
        func decimal(_ value: Int) {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            let magnitude = value.magnitude
            var divisor: UInt = 1
            while magnitude / divisor >= 10 { divisor *= 10 }
            while divisor > 0 {
                bytes.append(0x30 + UInt8(truncatingIfNeeded: magnitude / divisor % 10))
                divisor /= 10
            }
        }
        for (path, output) in Self.sortedByKey(records) where Self.canStore(path) {
            text("own ")
            decimal(output.size)
            bytes.append(0x20)
            hexadecimal(output.hash)
            bytes.append(0x20)
            text(path)
            bytes.append(0x0A)
        }
        for (path, entry) in Self.sortedByKey(entries) {
            text("spec ")
            hexadecimal(entry.key)
            bytes.append(0x20)
            text(path)
            bytes.append(0x0A)
            for declaration in entry.declarations {
                // `Name/AInputs,AOutputs,AType` when the triplet's protocols are named otherwise (`protocols:`); no
                // name holds a '/' or a ','.
                text("vm ")
                decimal(declaration.location.line)
                bytes.append(0x20)
                decimal(declaration.location.column)
                bytes.append(0x20)
                text(declaration.viewModel)
                if let protocols = declaration.protocols { text("/" + protocols.joined(separator: ",")) }
                bytes.append(0x20)
                for (index, style) in declaration.styles.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    text(style.rawValue)
                }
                if declaration.testSupport { text(" tests") }
                bytes.append(0x0A)
            }
            for output in entry.outputs {
                text("out ")
                decimal(output.size)
                bytes.append(0x20)
                hexadecimal(output.hash)
                bytes.append(0x0A)
            }
        }
        return bytes
    }

    /// A table's entries in the order of their keys by `String`'s `<`. When every key is ASCII (nearly always), that
    /// order is their bytes' (`memcmp`, shorter first when one begins the other): the keys' bytes are copied once into
    /// one buffer and the entries' places sorted by comparing them there, rather than borrowing both strings' bytes at
    /// each of the some ten comparisons a key takes (a first run's record holds a key for each of thousands of files,
    /// sorted on one thread after every spec is done, and again by every run where nothing changed).
    static func sortedByKey<Value>(_ table: [String: Value]) -> [(key: String, value: Value)] {
        let entries = Array(table)
        var bytes: [UInt8] = []
        // Where each key's bytes start in `bytes`, and then where the next one's do.
        var starts: [Int] = [0]
        starts.reserveCapacity(entries.count + 1)
        for entry in entries {
            let copied: Bool? = entry.key.utf8.withContiguousStorageIfAvailable { key in
                guard !key.contains(where: { $0 >= 0x80 }) else { return false }
                bytes.append(contentsOf: key)
                return true
            }
            guard copied == true else { return table.sorted { $0.key < $1.key } }
            starts.append(bytes.count)
        }
        var order = Array(entries.indices)
        bytes.withUnsafeBufferPointer { buffer in
            starts.withUnsafeBufferPointer { starts in
                // Nothing to compare with no bytes at all (every key empty): then at most one key.
                guard let base = buffer.baseAddress else { return }
                order.sort { a, b in
                    let x = starts[a]
                    let y = starts[b]
                    let xCount = starts[a + 1] - x
                    let yCount = starts[b + 1] - y
                    let common = min(xCount, yCount)
                    let ordered = common == 0 ? 0 : memcmp(base + x, base + y, common)
                    return ordered != 0 ? ordered < 0 : xCount < yCount
                }
            }
        }
        return order.map { entries[$0] }
    }

    /// Whether a spec path can be stored (the format is one line per field).
    static func canStore(_ path: String) -> Bool {
        let utf8 = path.utf8
        guard !utf8.isEmpty else { return false }
        // A native string's bytes are searched in place (`memchr`), not one by one through the view.
        return utf8.withContiguousStorageIfAvailable { memchr($0.baseAddress!, 0x0A, $0.count) == nil }
            ?? !utf8.contains(0x0A)
    }
}
