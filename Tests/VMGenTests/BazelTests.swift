import Foundation
import XCTest

/// `Templates/vmgen.bzl` in the example workspace (`Examples/Bazel`), built by the real Bazel with the real vmgen:
/// one action per spec, in the Linux sandbox, hermetic enough that a second checkout at another path gets every
/// vmgen action from a shared disk cache, and writing the bytes `vmgen generate` writes in the workspace. Skipped
/// when no `bazel` is on PATH (`.ci/run` installs Debian's `bazel-bootstrap`, which runs offline).
final class BazelTests: XCTestCase {
    /// The workspace's vmgen actions, one per spec.
    private let specs = ["App/Specs/Counter.vmspec", "App/Specs/Login.vmspec", "App/Specs/Settings.vmspec"]

    func testTheExampleBuildsOneSandboxedActionPerSpecCachedAcrossCheckoutPaths() throws {
        guard let bazel = Self.bazel else { throw XCTSkip("no bazel on PATH: the Bazel rule is not tested (.ci/run installs bazel-bootstrap)") }
        let scratch = try TestSupport.temporaryFolder(self)
        let diskCache = scratch.appendingPathComponent("disk-cache")
        let first = try workspace(at: scratch.appendingPathComponent("one/ws"))
        // The second checkout sits at another absolute path, deeper, as on another machine.
        let second = try workspace(at: scratch.appendingPathComponent("elsewhere/checkouts/two/ws"))
        // An options file next to the specs that nothing declares and that vmgen refuses: an action that searched
        // for vmgen.options beside its spec, even outside the sandbox through the input's real path, would fail.
        for checkout in [first, second] {
            try ProjectFolder(url: checkout).write("not an options file\n", "App/Specs/vmgen.options")
        }
        func build(_ checkout: URL, _ name: String) throws -> [[String: Any]] {
            let log = scratch.appendingPathComponent("\(name).json")
            let outcome = try Executable.run(
                ["--batch", "--output_base=" + checkout.deletingLastPathComponent().appendingPathComponent("output-base").path,
                 "build", "--spawn_strategy=linux-sandbox", "--disk_cache=" + diskCache.path,
                 "--execution_log_json_file=" + log.path, "//..."],
                in: checkout, executable: bazel, timeout: 600)
            XCTAssertEqual(outcome.status, 0, "bazel build failed:\n\(outcome.err.suffix(4000))")
            return try Self.spawns(log)
        }
        func vmgenActions(_ spawns: [[String: Any]]) -> [[String: Any]] {
            spawns.filter { $0["mnemonic"] as? String == "VmgenGenerate" }
        }
        func spec(of action: [String: Any]) -> String? {
            (action["commandArgs"] as? [String])?.first { $0.hasSuffix(".vmspec") }
        }

        // 1. The first build: one sandboxed vmgen action per spec, and the genrule that type-checks the result.
        let built = try build(first, "first")
        let actions = vmgenActions(built)
        XCTAssertEqual(actions.compactMap(spec).sorted(), specs)
        for action in actions {
            XCTAssertEqual(action["runner"] as? String, "linux-sandbox")
            XCTAssertNotEqual(action["remoteCacheHit"] as? Bool, true)
            let arguments = action["commandArgs"] as? [String] ?? []
            XCTAssertFalse(arguments.contains { $0.hasPrefix("/") || $0.contains(scratch.path) }, "\(arguments)")
            XCTAssertTrue((action["environmentVariables"] as? [Any] ?? []).isEmpty, "the action's environment is not empty")
            let inputs = (action["inputs"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }.sorted()
            XCTAssertEqual(inputs, ["App/vmgen.options", spec(of: action)!, "tools/vmgen"].sorted())
        }
        XCTAssertTrue(built.contains { $0["mnemonic"] as? String == "Genrule" }, "the type-check did not run")
        let checked = try String(contentsOf: first.appendingPathComponent("bazel-bin/App/typecheck.txt"), encoding: .utf8)
        XCTAssertEqual(checked, "App type-checks\n")

        // 2. The outputs are the bytes `vmgen generate` writes in the workspace (a copy without the decoy).
        let plain = try workspace(at: scratch.appendingPathComponent("plain/ws"))
        let generated = try Executable.run(["generate", "App/Specs", "--output", "App/Generated", "--quiet"], in: plain)
        XCTAssertEqual(generated.status, 0, generated.err)
        let expected = try Self.swiftFiles(plain.appendingPathComponent("App/Generated"))
        // Each view model in both styles, UIKit's and SwiftUI's, and the logic contract they share.
        XCTAssertEqual(expected.keys.sorted(), ["About", "Counter", "Login", "Settings"].flatMap { name in
            ["logic", "observable", "triplet"].map { "\(name)ViewModel.\($0).swift" }
        })
        XCTAssertEqual(try Self.swiftFiles(first.appendingPathComponent("bazel-bin/App/Generated")), expected)

        // 3. One spec changed: its action alone reruns.
        let counter = first.appendingPathComponent("App/Specs/Counter.vmspec")
        let text = try String(contentsOf: counter, encoding: .utf8)
        try text.replacingOccurrences(of: "/// Counts taps.", with: "/// Counts the taps.")
            .write(to: counter, atomically: true, encoding: .utf8)
        let rebuilt = vmgenActions(try build(first, "changed"))
        XCTAssertEqual(rebuilt.compactMap(spec), ["App/Specs/Counter.vmspec"])
        XCTAssertTrue(try String(contentsOf: first.appendingPathComponent("bazel-bin/App/Generated/CounterViewModel.triplet.swift"),
                                 encoding: .utf8).contains("/// Counts the taps."))

        // 4. Another checkout at another path, with its own output base and the shared disk cache: every vmgen
        // action is a cache hit, and the files are the same bytes.
        let elsewhere = vmgenActions(try build(second, "second"))
        XCTAssertEqual(elsewhere.compactMap(spec).sorted(), specs)
        for action in elsewhere {
            XCTAssertEqual(action["remoteCacheHit"] as? Bool, true, "\(spec(of: action) ?? "?") was not a cache hit")
        }
        XCTAssertEqual(try Self.swiftFiles(second.appendingPathComponent("bazel-bin/App/Generated")), expected)
    }

    /// The flags the rule passes, without Bazel: `--header-path` names the spec in headers, `--declared` fails
    /// (writing nothing) unless the spec generates exactly the files named.
    func testHeaderPathAndDeclaredFiles() throws {
        let checkout = try workspace(at: try TestSupport.temporaryFolder(self).appendingPathComponent("ws"))
        let settings = ["generate", "App/Specs/Settings.vmspec", "--output", "out", "--sandboxed", "--options", "App/vmgen.options",
                        "--style", "triplet"]
        let named = try Executable.run(settings + ["--header-path", "../Specs/Settings.vmspec", "--declared",
                                                   "SettingsViewModel.triplet.swift,AboutViewModel.triplet.swift"], in: checkout)
        XCTAssertEqual(named.status, 0, named.err)
        let header = try String(contentsOf: checkout.appendingPathComponent("out/AboutViewModel.triplet.swift"), encoding: .utf8)
        XCTAssertTrue(header.hasPrefix("// Generated by vmgen from ../Specs/Settings.vmspec. DO NOT EDIT.\n"))

        let undeclared = try Executable.run(settings + ["--output", "other", "--declared", "SettingsViewModel.triplet.swift"], in: checkout)
        XCTAssertEqual(undeclared.status, 1)
        XCTAssertEqual(undeclared.err, """
            vmgen: error: App/Specs/Settings.vmspec generates 'AboutViewModel.triplet.swift', which the build does not \
            declare; declare it (with vmgen_library: the spec's view models in 'view_models', its styles in 'styles')

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: checkout.appendingPathComponent("other").path))
        let missing = try Executable.run(
            settings + ["--output", "other", "--declared", "SettingsViewModel.triplet.swift,AboutViewModel.triplet.swift,Extra.swift"],
            in: checkout)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("the build declares 'Extra.swift', which App/Specs/Settings.vmspec does not generate"),
                      missing.err)
        let two = try Executable.run(["generate", "App/Specs", "--output", "other", "--header-path", "x"], in: checkout)
        XCTAssertEqual(two.status, 1)
        XCTAssertTrue(two.err.contains("'--header-path' names the spec of a run with one spec; this run has 3"), two.err)
        XCTAssertEqual(try Executable.run(["outputs", "App/Specs", "--output", "o", "--declared", "A.swift"], in: checkout).status, 64)
        let prune = try Executable.run(["generate", "App/Specs/Settings.vmspec", "--output", "other", "--header-path", "x", "--prune"], in: checkout)
        XCTAssertEqual(prune.status, 64)
        XCTAssertTrue(prune.err.hasPrefix("vmgen: error: '--header-path' cannot be combined with '--prune'"), prune.err)
    }

    // MARK: Support

    /// `bazel` on PATH, if any.
    static var bazel: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("bazel") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A copy of the example workspace at `url`, set up as docs/bazel.md says: the rule copied into `tools/` (in the
    /// repository a link to Templates/vmgen.bzl) and the vmgen binary beside it.
    private func workspace(at url: URL) throws -> URL {
        let example = TestSupport.root.appendingPathComponent("Examples/Bazel")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: example, to: url)
        let tools = url.appendingPathComponent("tools")
        for name in ["vmgen.bzl", "vmgen"] { try? FileManager.default.removeItem(at: tools.appendingPathComponent(name)) }
        try FileManager.default.copyItem(at: TestSupport.root.appendingPathComponent("Templates/vmgen.bzl"),
                                         to: tools.appendingPathComponent("vmgen.bzl"))
        try FileManager.default.copyItem(at: Executable.binary, to: tools.appendingPathComponent("vmgen"))
        for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasPrefix("bazel-") {
            try FileManager.default.removeItem(at: url.appendingPathComponent(name))
        }
        return url
    }

    /// The `.swift` files of a folder, by name.
    private static func swiftFiles(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// The spawns of a `--execution_log_json_file`: JSON objects one after another.
    private static func spawns(_ log: URL) throws -> [[String: Any]] {
        let bytes = [UInt8](try Data(contentsOf: log))
        var objects: [[String: Any]] = []
        var depth = 0
        var start = 0
        var inString = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"):
                if depth == 0 { start = index }
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0, let object = try JSONSerialization.jsonObject(with: Data(bytes[start...index])) as? [String: Any] {
                    objects.append(object)
                }
            default: break
            }
        }
        return objects
    }
}
