@testable import VMGenCLI
import VMGenCore
import XCTest

/// The cache file's lines (`.vmgen/cache`), written straight into bytes: numbers as `String(_:radix:)` writes them,
/// records and entries in path order, and what the file says read back as it was.
final class CacheFormatTests: XCTestCase {
    private let numbers: [UInt64] = [0, 1, 9, 10, 15, 16, 255, 256, 4095, 4096, 0xDEAD_BEEF, 1 << 63, .max, .max - 1]
    private let sizes = [0, 1, 9, 10, 99, 100, 1234, 65_536, 9_999_999, 10_000_000, Int(Int32.max), .max]

    /// One output per file of the declarations, as the format asks.
    private func outputs(_ declarations: [Generator.Declaration]) -> [GenerationCache.Output] {
        let samples: [GenerationCache.Output] = [
            .init(size: 10, hash: 0), .init(size: 0, hash: 16), .init(size: 123_456, hash: 0xF00D), .init(size: 7, hash: 1),
        ]
        return declarations.flatMap(\.fileNames).indices.map { samples[$0 % samples.count] }
    }

    private func cache() -> GenerationCache {
        var cache = GenerationCache()
        for (index, hash) in numbers.enumerated() {
            cache.records["./File\(index).swift"] = .init(size: sizes[index % sizes.count], hash: hash)
        }
        cache.records["../out.d"] = .init(size: 7, hash: 0xABC)
        cache.records["./Ünïcode café.swift"] = .init(size: 3, hash: 3)
        cache.records["./bad\nname.swift"] = .init(size: 1, hash: 1) // cannot be stored: one line per field
        let declarations = [
            Generator.Declaration(
                viewModel: "Login", path: "./B.vmspec", location: SourceLocation(line: 12, column: 3),
                styles: [.triplet, .subject], testSupport: false, protocols: ["LInputs", "LOutputs", "LType"]),
            Generator.Declaration(
                viewModel: "Feed", path: "./B.vmspec", location: SourceLocation(line: 40, column: 1), styles: [.constructor],
                testSupport: true),
        ]
        cache.entries["./B.vmspec"] = .init(key: .max, declarations: declarations, outputs: outputs(declarations))
        cache.entries["./A spec.vmspec"] = .init(key: 0, declarations: [], outputs: [])
        return cache
    }

    func testEachLineIsWhatStringFormattingWrites() {
        let cache = cache()
        let text = String(decoding: cache.serialized(), as: UTF8.self)
        var expected = ["vmgen-cache 5"]
        for (path, output) in cache.records.sorted(by: { $0.key < $1.key }) where !path.contains("\n") {
            expected.append("own \(output.size) \(String(output.hash, radix: 16)) \(path)")
        }
        expected += [
            "spec 0 ./A spec.vmspec",
            "spec \(String(UInt64.max, radix: 16)) ./B.vmspec",
            "vm 12 3 Login/LInputs,LOutputs,LType triplet,subject",
            "vm 40 1 Feed constructor tests",
        ]
        let outputs = cache.entries["./B.vmspec"]!.outputs
        XCTAssertGreaterThanOrEqual(outputs.count, 3)
        expected += outputs.map { "out \($0.size) \(String($0.hash, radix: 16))" }
        XCTAssertTrue(expected.contains("out 123456 f00d"))
        XCTAssertEqual(text, expected.joined(separator: "\n") + "\n")
        XCTAssertTrue(text.contains("own 0 0 ./File0.swift\n"), text)
        XCTAssertTrue(text.contains("own \(Int.max) 8000000000000000 ./File11.swift\n"), text)
        XCTAssertTrue(text.contains("own 0 ffffffffffffffff ./File12.swift\n"), text)
        XCTAssertFalse(text.contains("bad"), text)
    }

    func testTheFileReadsBackAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CacheFormatTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent(GenerationCache.folderName), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = cache()
        let bytes = written.serialized()
        try Data(bytes).write(to: folder.appendingPathComponent(GenerationCache.fileName))
        let read = GenerationCache.load(folder: folder.path)
        XCTAssertEqual(read.raw, bytes)
        XCTAssertEqual(read.records, written.records.filter { !$0.key.contains("\n") })
        XCTAssertEqual(Set(read.entries.keys), ["./A spec.vmspec", "./B.vmspec"])
        XCTAssertEqual(read.entries["./B.vmspec"]?.key, .max)
        XCTAssertEqual(read.entries["./B.vmspec"]?.outputs, written.entries["./B.vmspec"]?.outputs)
        XCTAssertEqual(read.entries["./B.vmspec"]?.declarations.map(\.viewModel), ["Login", "Feed"])
        XCTAssertEqual(read.serialized(), bytes)
    }

    /// Keys sorted by their bytes come in `String`'s order when all are ASCII; any other key sorts them by `<`.
    func testRecordsAreSortedAsStringsSortThem() {
        var generator = SeededGenerator(seed: 33)
        let alphabet = Array("./-_ aAbBzZ09~\u{7F}\t")
        var table: [String: Int] = ["": 0, "./A": 1, "./A.swift": 2, "./a": 3, "../x": 4, "./A/B": 5, "./AB": 6]
        for index in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &generator)
            table[String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })] = index
        }
        let byString = table.sorted { $0.key < $1.key }.map(\.key)
        XCTAssertEqual(GenerationCache.sortedByKey(table).map(\.key), byString)
        // Beyond ASCII: precomposed and decomposed accents, which `<` compares as the same characters would be.
        table["./e\u{301}z.swift"] = 1
        table["./\u{E9}a.swift"] = 2
        table["./\u{E9}\u{E9}.swift"] = 3
        XCTAssertEqual(GenerationCache.sortedByKey(table).map(\.key), table.sorted { $0.key < $1.key }.map(\.key))
    }

    func testAPathWithALineBreakCannotBeStored() {
        XCTAssertTrue(GenerationCache.canStore("./A.swift"))
        XCTAssertTrue(GenerationCache.canStore("./Ünïcode café.swift"))
        XCTAssertFalse(GenerationCache.canStore(""))
        XCTAssertFalse(GenerationCache.canStore("./a\nb.swift"))
        XCTAssertFalse(GenerationCache.canStore("\n"))
        // A bridged or shared string whose bytes are not contiguous takes the byte-by-byte path: the same answers.
        let substring = "xx./a\nb.swift"[...].dropFirst(2)
        XCTAssertFalse(GenerationCache.canStore(String(substring)))
    }
}
