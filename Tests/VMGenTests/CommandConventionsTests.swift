import Foundation
import VMGenCLI
import XCTest

/// The conventions of command-line tools that CI and people rely on: colour as `--color`, `FORCE_COLOR`, `NO_COLOR`
/// and `TERM=dumb` say; diagnostics as text, JSON or GitHub annotations; short usage errors that suggest the option
/// meant; the usage for no arguments; and `generate --watch`.
final class CommandConventionsTests: XCTestCase {
    func testColourFollowsTheFlagThenTheConventionalVariables() {
        func colors(_ choice: ColorChoice?, _ environment: [String: String], terminal: Bool = true) -> Bool {
            ColorChoice.colors(choice, environment: environment, isTerminal: terminal)
        }
        XCTAssertTrue(colors(nil, [:]))
        XCTAssertFalse(colors(nil, [:], terminal: false))
        XCTAssertFalse(colors(nil, ["NO_COLOR": "1"]))
        XCTAssertTrue(colors(nil, ["NO_COLOR": ""]), "an empty NO_COLOR is no request (no-color.org)")
        XCTAssertFalse(colors(nil, ["TERM": "dumb"]))
        XCTAssertTrue(colors(nil, ["FORCE_COLOR": "1"], terminal: false))
        XCTAssertTrue(colors(nil, ["FORCE_COLOR": "1", "NO_COLOR": "1", "TERM": "dumb"], terminal: false))
        for off in ["", "0", "false"] { XCTAssertFalse(colors(nil, ["FORCE_COLOR": off], terminal: false), off) }
        XCTAssertTrue(colors(.always, ["NO_COLOR": "1", "TERM": "dumb"], terminal: false))
        XCTAssertFalse(colors(.never, ["FORCE_COLOR": "1"]))
        XCTAssertEqual(colors(.auto, ["TERM": "dumb"]), colors(nil, ["TERM": "dumb"]))
    }

    func testColourThroughTheExecutable() throws {
        let folder = try project()
        let escape = "\u{1B}["
        XCTAssertTrue(try vmgen(["generate", "Bad.vmspec", "--stdout"], in: folder, ["FORCE_COLOR": "1"]).err.contains(escape))
        XCTAssertFalse(try vmgen(["generate", "Bad.vmspec", "--stdout"], in: folder, ["NO_COLOR": "1"]).err.contains(escape))
        XCTAssertFalse(try vmgen(["generate", "Bad.vmspec", "--stdout", "--color", "never"], in: folder, ["FORCE_COLOR": "1"])
            .err.contains(escape))
        XCTAssertTrue(try vmgen(["generate", "Bad.vmspec", "--stdout", "--color=always"], in: folder, ["NO_COLOR": "1"])
            .err.contains(escape))
        // Standard error is a pipe here: no colour unless asked.
        XCTAssertFalse(try vmgen(["generate", "Bad.vmspec", "--stdout"], in: folder, [:]).err.contains(escape))
        let refused = try vmgen(["generate", "Bad.vmspec", "--stdout", "--color", "sometimes"], in: folder, [:])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.err.hasPrefix("vmgen: error: unknown colour choice 'sometimes'; expected 'auto', 'always', 'never'"))
    }

    func testDiagnosticsAsJSONLines() throws {
        let folder = try project()
        let run = try vmgen(["generate", "Bad.vmspec", "Missing.vmspec", "--stdout", "--diagnostics-format", "json"], in: folder, [:])
        XCTAssertEqual(run.status, 1)
        let objects = try run.err.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not a JSON object: \($0)")
        }
        XCTAssertEqual(objects.count, 2, run.err)
        let located = try XCTUnwrap(objects.first { $0["path"] != nil })
        XCTAssertEqual(located["severity"] as? String, "error")
        XCTAssertEqual(located["path"] as? String, "Bad.vmspec")
        XCTAssertEqual(located["line"] as? Int, 4)
        XCTAssertEqual(located["column"] as? Int, 3)
        XCTAssertEqual(located["message"] as? String, "unknown section 'ouputs' in view model 'A'")
        let note = try XCTUnwrap((located["notes"] as? [[String: Any]])?.first)
        XCTAssertEqual(note["message"] as? String, "did you mean 'outputs'?")
        XCTAssertEqual(note["line"] as? Int, 4)
        let unlocated = try XCTUnwrap(objects.first { $0["path"] == nil })
        XCTAssertEqual(unlocated["severity"] as? String, "error")
        XCTAssertTrue((unlocated["message"] as? String)?.contains("Missing.vmspec") == true, "\(unlocated)")
        // Quotes, backslashes and control characters are escaped.
        XCTAssertEqual(CommandLineTool.Console.jsonString("a\"b\\c\nd\u{1}"), "\"a\\\"b\\\\c\\nd\\u0001\"")
    }

    func testDiagnosticsAsGitHubAnnotations() throws {
        let folder = try project()
        let run = try vmgen(["generate", "Bad.vmspec", "--stdout", "--diagnostics-format", "github"], in: folder, [:])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.err, "::error file=Bad.vmspec,line=4,col=3::unknown section 'ouputs' in view model 'A'"
            + "%0Anote: did you mean 'outputs'?\n")
        XCTAssertEqual(CommandLineTool.Console.githubProperty("a,b:c%d"), "a%2Cb%3Ac%25d")
    }

    func testUsageErrorsAreShortAndSuggestTheOptionMeant() throws {
        let run = try vmgen(["generate", "Specs", "--outptu", "Generated"], in: nil, [:])
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.err, """
            vmgen: error: unknown option '--outptu'; did you mean '--output'?
            USAGE: vmgen generate <spec-or-folder> ... --output <folder> [<options>]
            See 'vmgen help generate' for its options.

            """)
        XCTAssertTrue(try vmgen(["gen", "Specs"], in: nil, [:]).err.hasPrefix("vmgen: error: unknown command 'gen'; did you mean 'generate'?"))
        // Every option suggested is one a command takes and its help documents.
        let help = try ["generate", "outputs", "filelists", "import", "skeleton"].map { try vmgen(["help", $0], in: nil, [:]).out }.joined()
        for flag in Arguments.flagNames {
            XCTAssertTrue(help.contains(flag), "\(flag) is in no help page")
            let parsed = try vmgen(["generate", flag], in: nil, [:])
            XCTAssertFalse(parsed.err.contains("unknown option"), "\(flag): \(parsed.err)")
        }
    }

    func testNoArgumentsPrintTheUsageAndExit64() throws {
        let run = try vmgen([], in: nil, [:])
        XCTAssertEqual(run.status, 64)
        XCTAssertEqual(run.out, "")
        XCTAssertTrue(run.err.hasPrefix("OVERVIEW: Generate Inputs/Outputs view models"), run.err)
        XCTAssertEqual(try vmgen(["help"], in: nil, [:]).status, 0)
    }

    func testWatchGeneratesAgainWhenASpecOrAnOptionsFileChanges() throws {
        let folder = try project()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try "viewmodel A:\n  outputs:\n    - title: String\n".write(to: folder.appendingPathComponent("Specs/A.vmspec"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Executable.binary
        process.arguments = ["generate", "Specs", "--output", "Generated", "--watch", "--quiet"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let generated = folder.appendingPathComponent("Generated/A.triplet.swift")
        func eventually(_ what: String, _ condition: () -> Bool) {
            let deadline = Date(timeIntervalSinceNow: 15)
            while !condition() && Date() < deadline { usleep(100_000) }
            XCTAssertTrue(condition(), what)
        }
        func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        eventually("the first run generates") { text(generated).contains("title") }
        try "viewmodel A:\n  outputs:\n    - title: String\n    - subtitle: String\n"
            .write(to: folder.appendingPathComponent("Specs/A.vmspec"), atomically: true, encoding: .utf8)
        eventually("an edited spec generates again") { text(generated).contains("subtitle") }
        try "viewmodel B:\n  inputs:\n    - tap\n".write(to: folder.appendingPathComponent("Specs/B.vmspec"), atomically: true, encoding: .utf8)
        eventually("an added spec generates") { FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/B.triplet.swift").path) }
        try "options:\n  access: public\n".write(to: folder.appendingPathComponent("Specs/vmgen.options"), atomically: true, encoding: .utf8)
        eventually("an added options file generates again") { text(generated).contains("public final class A") }
        XCTAssertTrue(process.isRunning, "--watch runs until it is stopped")
        XCTAssertEqual(try vmgen(["generate", "Specs", "--watch", "--stdout"], in: folder, [:]).status, 64)
        XCTAssertEqual(try vmgen(["outputs", "Specs", "-o", "G", "--watch"], in: folder, [:]).status, 64)
    }

    // MARK: Helpers

    /// A project with a git root and a spec with one mistake on line 4.
    private func project() throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "viewmodel A:\n  inputs:\n    - tap\n  ouputs:\n    - title: String\n"
            .write(to: folder.appendingPathComponent("Bad.vmspec"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Runs vmgen with `environment` added to (and `NO_COLOR`, `FORCE_COLOR`, `TERM` removed from) the test's own.
    private func vmgen(_ arguments: [String], in folder: URL?, _ environment: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Executable.binary
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var variables = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "FORCE_COLOR", "TERM"] { variables[name] = nil }
        variables.merge(environment) { $1 }
        process.environment = variables
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
