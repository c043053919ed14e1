import Foundation
import XCTest

/// The real `vmgen` executable that `swift test` built, run as a user would: in a folder of the test's choosing,
/// with a time limit so that a hang fails the test instead of stalling the suite.
enum Executable {
    static var binary: URL {
        let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("vmgen")
        if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
        return TestSupport.root.appendingPathComponent(".build/debug/vmgen")
    }

    struct Outcome {
        var status: Int32
        var out: String
        var err: String
        /// True when the run was killed for taking longer than its limit.
        var timedOut: Bool
    }

    /// Runs `executable` (vmgen by default) with `arguments` in `cwd`, killing it after `timeout` seconds.
    static func run(
        _ arguments: [String], in cwd: URL? = nil, executable: URL? = nil, timeout: TimeInterval = 20
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        if let cwd { process.currentDirectoryURL = cwd }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Read both pipes while it runs, so a chatty process never blocks on a full pipe.
        let outData = Box()
        let errData = Box()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) { outData.data = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: readers) { errData.data = err.fileHandleForReading.readDataToEndOfFile() }
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        readers.wait()
        return Outcome(
            status: process.terminationStatus, out: String(decoding: outData.data, as: UTF8.self),
            err: String(decoding: errData.data, as: UTF8.self), timedOut: timedOut)
    }

    /// What one reader thread collected; read only after the group is done with it.
    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}
