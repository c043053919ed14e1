import Foundation
@testable import VMGenCLI
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// What the file system can throw at vmgen through the real executable: FIFOs, devices, symbolic link loops,
/// endless and huge files, temporary files left under a reused pid, another build of vmgen. Each ends quickly in
/// correct files or in one clear error per problem, never a hang.
final class HostileFileSystemTests: XCTestCase {
    private var folder: URL!
    private var specs: URL { folder.appendingPathComponent("Specs") }
    private var output: URL { folder.appendingPathComponent("Out") }
    private let spec = "viewmodel LoginViewModel:\n  inputs:\n    - tap\n  outputs:\n    - count: Int\n"

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try spec.write(to: specs.appendingPathComponent("Login.vmspec"), atomically: true, encoding: .utf8)
    }

    private func vmgen(_ arguments: String..., in cwd: URL? = nil) throws -> Executable.Outcome {
        let outcome = try Executable.run(arguments, in: cwd ?? folder, timeout: 15)
        XCTAssertFalse(outcome.timedOut, "vmgen \(arguments.joined(separator: " ")) hung: \(outcome.err)")
        return outcome
    }

    private func errorLines(_ outcome: Executable.Outcome) -> [String] {
        outcome.err.split(separator: "\n").map(String.init)
    }

    func testFIFOsAndDevicesNamedLikeSpecsAreErrorsNotHangs() throws {
        XCTAssertEqual(mkfifo(specs.appendingPathComponent("Pipe.vmspec").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(
            atPath: specs.appendingPathComponent("Zero.vmspec").path, withDestinationPath: "/dev/zero")
        let run = try vmgen("generate", "Specs", "-o", "Out")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(errorLines(run), [
            "vmgen: error: 'Specs/Pipe.vmspec' is not a regular file",
            "vmgen: error: 'Specs/Zero.vmspec' is not a regular file",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")

        // Named directly, and to the skeleton command.
        for arguments in [["generate", "Specs/Pipe.vmspec", "-o", "Out"], ["generate", "/dev/zero", "-o", "Out"],
                          ["skeleton", "Specs/Pipe.vmspec"], ["skeleton", "Specs/Zero.vmspec"]] {
            let named = try Executable.run(arguments, in: folder, timeout: 15)
            XCTAssertFalse(named.timedOut, "\(arguments) hung")
            XCTAssertEqual(named.status, 1, "\(arguments)")
            XCTAssertEqual(errorLines(named).count, 1, "\(arguments): \(named.err)")
            XCTAssertTrue(named.err.contains("regular file"), "\(arguments): \(named.err)")
        }
    }

    func testAFIFOOrDeviceAtAnOutputPathIsLeftAloneWithAnError() throws {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(output.appendingPathComponent("LoginViewModel.triplet.swift").path, 0o644), 0)
        let run = try vmgen("generate", "Specs", "-o", "Out")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.err.contains("'Out/LoginViewModel.triplet.swift' was not written by vmgen"), run.err)

        try FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output.appendingPathComponent("LoginViewModel.triplet.swift").path, withDestinationPath: "/dev/zero")
        let device = try vmgen("generate", "Specs", "-o", "Out", "--check")
        XCTAssertEqual(device.status, 1)
        XCTAssertTrue(device.err.contains("was not written by vmgen"), device.err)
    }

    func testSymbolicLinkLoopsAreSearchedOnce() throws {
        // Two loops in one folder made the search exponential; one loop found the same spec forty times.
        let nested = specs.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try spec.replacingOccurrences(of: "Login", with: "Settings")
            .write(to: nested.appendingPathComponent("Settings.vmspec"), atomically: true, encoding: .utf8)
        for (name, target) in [("Up", ".."), ("Here", "."), ("Root", "../..")] {
            try FileManager.default.createSymbolicLink(
                atPath: nested.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let run = try vmgen("generate", "Specs", "-o", "Out")
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertEqual(run.out, "vmgen: 2 written, 0 unchanged\n", "each spec once")
    }

    func testAnEndlessOrHugeFileIsRefusedAtTheCap() throws {
        let huge = specs.appendingPathComponent("Huge.vmspec")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: nil))
        XCTAssertEqual(truncate(huge.path, off_t(FileSystem.maximumReadSize + 1)), 0) // sparse: costs no disk
        let run = try vmgen("generate", "Specs/Huge.vmspec", "-o", "Out")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "vmgen: error: cannot read 'Specs/Huge.vmspec': larger than 64 MiB\n")
    }

    func testTemporaryFilesLeftUnderTheSamePidDoNotBlockTheNextRun() throws {
        // A container restarted after a kill often gives the next run the pid of the killed one: the shell leaves
        // the files a killed run with its pid would have left, then becomes vmgen under that same pid.
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let script = """
            for n in 1 2 3; do
              printf 'half a fi' > "Out/.LoginViewModel.triplet.swift.vmgen-$$-$n.tmp"
              printf 'half a fi' > "Out/.LoginViewModel.triplet.swift.vmgen-$$-0-$n.tmp"
            done
            exec "$0" generate Specs -o Out
            """
        let run = try Executable.run(
            ["-c", script, Executable.binary.path], in: folder, executable: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertFalse(run.timedOut)
        XCTAssertEqual(run.status, 0, run.err)
        let left = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [], "the earlier process's files are removed")
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("LoginViewModel.triplet.swift"), encoding: .utf8)
            .hasPrefix("// Generated by vmgen from ../Specs/Login.vmspec. DO NOT EDIT.\n"))
    }

    func testACacheWrittenByAnotherBuildIsNotTrusted() throws {
        // Another build at the same path with the same size and modification time: the audit's case. Builds
        // differ by their linker build ID (a hash of what was linked); the copy below differs only there.
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let copy = bin.appendingPathComponent("vmgen")
        try FileManager.default.copyItem(at: Executable.binary, to: copy)
        let original = try XCTUnwrap(try ExecutableIdentity.elfBuildID(copy.path), "the toolchain links a build ID")

        let first = try Executable.run(["generate", "Specs", "-o", "Out"], in: folder, executable: copy)
        XCTAssertEqual(first.status, 0, first.err)
        let cache = output.appendingPathComponent(".vmgen-cache")
        let written = try Data(contentsOf: cache)
        XCTAssertEqual(try Executable.run(["generate", "Specs", "-o", "Out"], in: folder, executable: copy).status, 0)
        XCTAssertEqual(try Data(contentsOf: cache), written, "the same build trusts its cache")

        let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
        var bytes = try Data(contentsOf: copy)
        let id = Data(stride(from: 0, to: original.count, by: 2).map {
            UInt8(original[original.index(original.startIndex, offsetBy: $0)...].prefix(2), radix: 16)!
        })
        let at = try XCTUnwrap(bytes.range(of: id)).lowerBound
        bytes[at] ^= 0xFF
        try bytes.write(to: copy)
        try FileManager.default.setAttributes(
            [.modificationDate: attributes[.modificationDate]!, .posixPermissions: 0o755], ofItemAtPath: copy.path)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: copy.path)[.size] as? Int, attributes[.size] as? Int)
        XCTAssertNotEqual(try ExecutableIdentity.elfBuildID(copy.path), original)

        let other = try Executable.run(["generate", "Specs", "-o", "Out"], in: folder, executable: copy)
        XCTAssertEqual(other.status, 0, other.err)
        XCTAssertNotEqual(try Data(contentsOf: cache), written, "another build re-keys every spec instead of trusting the cache")
    }
}
