import Foundation
@testable import VMGenCLI
import XCTest

/// A run generates its specs on every core (`ParallelMap`), or on one with `VMGEN_THREADS=1`: both give the same
/// files, the same printing and the same exit status, and an error anywhere still writes nothing.
final class ParallelGenerationTests: XCTestCase {
    private struct Outcome: Equatable {
        var status: Int32
        var out: String
        var err: String
        /// Every file below the output folder (its record of what vmgen wrote too), by path, and its bytes.
        var files: [String: Data]
    }

    /// A spec whose view model names the app's own types (so its files carry `#sourceLocation` directives in a
    /// project) and some of the standard library's; `broken` adds two mistakes on lines of their own.
    private func spec(_ index: Int, broken: Bool = false) -> String {
        var text = "viewmodel \(String(format: "Screen%03d", index))ViewModel:\n  dependencies:\n    - service: Service\(index) = Service\(index)()\n"
        text += "  inputs:\n    - tapped\n    - picked(_ item: Item\(index))\n"
        if broken { text += "    - 1bad\n" }
        text += "  outputs:\n    - title: String\n    - items: [Item\(index)]\n    - isLoading: Bool = false\n"
        if broken { text += "    - count Int\n" }
        return text
    }

    private func makeProject(count: Int, broken: Set<Int> = []) throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try "".write(to: folder.appendingPathComponent(".vmgen-root"), atomically: true, encoding: .utf8)
        let specs = folder.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for index in 0..<count {
            // Zero-padded, so that the folder's order is the specs' order.
            let name = String(format: "Screen%03d.vmspec", index)
            try spec(index, broken: broken.contains(index))
                .write(to: specs.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Runs vmgen in `folder`, on one thread or on every core.
    private func run(_ arguments: [String], in folder: URL, serial: Bool) throws -> Outcome {
        var out = ""
        var err = ""
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        if serial { setenv(ParallelMap.threadsVariable, "1", 1) }
        let status = CommandLineTool.run(arguments, console: .init(out: { out += $0 }, err: { err += $0 }))
        unsetenv(ParallelMap.threadsVariable)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(previous))
        let output = folder.appendingPathComponent(arguments[arguments.firstIndex(of: "-o")! + 1])
        var files: [String: Data] = [:]
        if let walker = FileManager.default.enumerator(atPath: output.path) {
            for case let path as String in walker {
                var isFolder: ObjCBool = false
                let full = output.appendingPathComponent(path).path
                if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
                }
            }
        }
        return Outcome(status: status, out: out, err: err, files: files)
    }

    func testTheEnvironmentVariableAsksForOneThread() {
        unsetenv(ParallelMap.threadsVariable)
        XCTAssertFalse(ParallelMap.serialByEnvironment)
        setenv(ParallelMap.threadsVariable, "1", 1)
        XCTAssertTrue(ParallelMap.serialByEnvironment)
        setenv(ParallelMap.threadsVariable, "2", 1)
        XCTAssertFalse(ParallelMap.serialByEnvironment)
        unsetenv(ParallelMap.threadsVariable)
    }

    func testTheMapKeepsTheOrderAndTransformsEachElementOnce() {
        let elements = Array(0..<1_000)
        let counter = Counter()
        let parallel = ParallelMap.map(elements) { value -> String in
            counter.add()
            return "#\(value)"
        }
        XCTAssertEqual(parallel, elements.map { "#\($0)" })
        XCTAssertEqual(counter.value, elements.count)
        XCTAssertEqual(ParallelMap.map(elements, serial: true) { "#\($0)" }, parallel)
    }

    func testSerialAndParallelRunsWriteTheSameFilesAndPrintTheSame() throws {
        let folder = try makeProject(count: 40)
        let arguments = ["generate", "Specs", "-o", "Generated", "--style", "all", "-v"]
        let parallel = try run(arguments, in: folder, serial: false)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated"))
        let serial = try run(arguments, in: folder, serial: true)
        XCTAssertEqual(parallel.status, 0, parallel.err)
        XCTAssertEqual(parallel, serial)
        XCTAssertTrue(parallel.out.hasPrefix("vmgen: \(parallel.files.count - 1) written, 0 unchanged"), parallel.out)
        // In a project, a file that names the spec's types carries directives naming the spec's lines.
        let file = String(decoding: try XCTUnwrap(parallel.files["Screen007ViewModel.triplet.swift"]), as: UTF8.self)
        XCTAssertTrue(file.contains("#sourceLocation(file: \"Specs/Screen007.vmspec\", line: "), file)
        // The verbose lines follow the specs' order, whatever thread wrote them.
        let wrote = parallel.err.split(separator: "\n").filter { $0.contains("wrote '") }
        XCTAssertEqual(wrote.count, parallel.files.count - 1)
        // Every view model is named Screen<three digits>: sorted is the specs' order.
        let viewModels = wrote.map { $0.split(separator: "/").last!.prefix { $0 != "." } }
        XCTAssertTrue(viewModels == viewModels.sorted(), "\(viewModels)")

        // Unchanged, then one spec edited: the cache answers the same on one thread as on every core.
        let again = try run(arguments, in: folder, serial: false)
        XCTAssertEqual(again, try run(arguments, in: folder, serial: true))
        try spec(12).replacingOccurrences(of: "title", with: "heading").write(
            to: folder.appendingPathComponent("Specs/Screen012.vmspec"), atomically: true, encoding: .utf8)
        let edited = try run(["generate", "Specs", "-o", "Generated", "--style", "all"], in: folder, serial: false)
        XCTAssertEqual(edited.status, 0, edited.err)
        // Only the edited spec's files are rendered and written again.
        let ownFiles = parallel.files.keys.filter { $0.hasPrefix("Screen012ViewModel") }.count
        let others = parallel.files.count - 1 - ownFiles
        XCTAssertGreaterThan(ownFiles, 0)
        XCTAssertEqual(edited.out, "vmgen: \(ownFiles) written, \(others) unchanged\n")
    }

    func testAnErrorAmongManySpecsWritesNothingAndReportsEveryProblemInOrder() throws {
        let broken: Set = [3, 17, 30]
        let folder = try makeProject(count: 40, broken: broken)
        let arguments = ["generate", "Specs", "-o", "Generated", "--style", "all"]
        let parallel = try run(arguments, in: folder, serial: false)
        let serial = try run(arguments, in: folder, serial: true)
        XCTAssertEqual(parallel, serial)
        XCTAssertEqual(parallel.status, 1)
        XCTAssertEqual(parallel.files, [:], "nothing written")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), [".vmgen-root", "Specs"])
        // Every spec's every problem, spec by spec in order, each on its line.
        let errors = parallel.err.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0) }
        let specsInOrder = errors.map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(
            specsInOrder.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } },
            broken.sorted().map { String(format: "Specs/Screen%03d.vmspec", $0) }, parallel.err)
        for index in broken {
            let name = String(format: "Specs/Screen%03d.vmspec", index)
            let own = errors.filter { $0.hasPrefix(name + ":") }
            XCTAssertGreaterThanOrEqual(own.count, 2, "both mistakes of \(name): \(parallel.err)")
            XCTAssertTrue(own.contains { $0.hasPrefix(name + ":7:") }, "the input's line: \(own)")
            XCTAssertTrue(own.contains { $0.hasPrefix(name + ":12:") }, "the output's line: \(own)")
        }
    }
}

/// A count that threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
