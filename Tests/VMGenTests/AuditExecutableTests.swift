import Foundation
import XCTest

/// The third audit's cases of import and validation, each through the real executable as a team meets it: `vmgen
/// generate` refuses a spec whose code would not compile with a located error and writes nothing; `vmgen import`
/// carries Swift's lexical corner cases exactly and warns, where it stands, about what it cannot carry, which `import
/// --check` then reports as a difference. (`AuditValidationTests` and `ImportAuditTests` hold each case's exact
/// message; the ownership and make cases run the executable in `OwnershipAuditTests` and `MakeHostileNameTests`.)
final class AuditExecutableTests: XCTestCase {
    // MARK: Specs whose code would not compile

    func testEachRefusedSpecIsALocatedErrorAndWritesNothing() throws {
        let cases: [(label: String, spec: String, tests: Bool)] = [
            ("a typealias named like Swift's Bool", "viewmodel Login:\n  inputs:\n    - typealias Bool = Int\n    - tap\n", false),
            ("a typealias named MainActor", "viewmodel Login:\n  outputs:\n    - typealias MainActor = Int\n    - title: String\n", false),
            ("the Combine subject style's dependency named like an input's subject",
             "options:\n  framework: combine\n  styles: subject\nviewmodel Login:\n  dependencies:\n    - tapSubject: Int\n  inputs:\n    - tap\n", false),
            ("wrapper: Output",
             "options:\n  styles: transform\n  wrapper: Output\nviewmodel Login:\n  outputs:\n    - @value isLoading: Bool = false\n", false),
            ("a relay's starting value naming a member",
             "viewmodel Login:\n  inputs:\n    - @relay name(_ text: String) = title\n  outputs:\n    - title: String\n", false),
            ("a dependency of type Never", "viewmodel Login:\n  dependencies:\n    - nothing: Never\n  inputs:\n    - tap\n", false),
            ("a dependency named like the probe's subscriptions",
             "viewmodel Login:\n  dependencies:\n    - subscriptions: Int\n  inputs:\n    - tap\n", true),
            ("a function-style input named like the fake's storage",
             "options:\n  styles: function\nviewmodel Login:\n  inputs:\n    - titleRelay\n  outputs:\n    - title: String\n", true),
            ("a transform parameter named self",
             "options:\n  styles: transform\n  transform: transform(input: Input, self: Int) -> Output\nviewmodel Login:\n  inputs:\n    - tap\n", false),
            ("view models named Login and LoginProbe",
             "viewmodel Login:\n  inputs:\n    - tap\nviewmodel LoginProbe:\n  inputs:\n    - tap\n", true),
        ]
        for item in cases {
            let folder = try TestSupport.temporaryFolder(self)
            try item.spec.write(to: folder.appendingPathComponent("Login.vmspec"), atomically: true, encoding: .utf8)
            let run = try Executable.run(
                ["generate", "Login.vmspec", "--output", "Generated"] + (item.tests ? ["--tests"] : []), in: folder)
            XCTAssertEqual(run.status, 1, "\(item.label): \(run.err)")
            XCTAssertTrue(
                run.err.split(separator: "\n").contains { $0.range(of: #"^Login\.vmspec:\d+:\d+: error: "#, options: .regularExpression) != nil },
                "\(item.label) is not a located error: \(run.err)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated").path), item.label)
        }
    }

    // MARK: Import

    /// Swift's lexical corner cases import cleanly, to the same members.
    func testLexicalCornerCasesImportExactly() throws {
        for (label, prefix) in [
            ("nested comments", "/* a /* b */* c */\n/* x /*/ y */ protocol Hidden { func hidden() } */\n"),
            ("a regex literal with an extended delimiter", "let pattern = #/\"\"\"/#\n"),
            ("a raw string", "let raw = ##\"a \"# b\"##\n"),
            ("a lone CR in a doc comment", "/** One\rviewmodel Injected:\r */\n"),
        ] {
            let folder = try TestSupport.temporaryFolder(self)
            try (prefix + ImportAuditTests.triplet(inputs: ["func tap()"]))
                .write(to: folder.appendingPathComponent("Login.swift"), atomically: true, encoding: .utf8)
            let run = try Executable.run(["import", "Login.swift", "--stdout"], in: folder)
            XCTAssertEqual(run.status, 0, "\(label): \(run.err)")
            XCTAssertFalse(run.err.contains("error:"), "\(label): \(run.err)")
            XCTAssertTrue(run.out.contains("    - tap\n"), "\(label): \(run.out)")
            XCTAssertFalse(run.out.contains("hidden") || run.out.contains("Injected"), "\(label): \(run.out)")
        }
    }

    /// What import cannot carry over exactly is a warning located in the Swift file, and `--check` a difference.
    func testWhatImportCannotCarryIsALocatedWarningAndACheckDifference() throws {
        let cases: [(label: String, source: String)] = [
            ("a name with a space", ImportAuditTests.triplet(inputs: ["func tap()", "func `tap twice`()"])),
            ("a generic method", ImportAuditTests.triplet(inputs: ["func tap()", "func select<Item: Hashable>(_ item: Item)"])),
            ("a static requirement", ImportAuditTests.triplet(inputs: ["func tap()", "static func reset()"])),
            ("a mutating requirement", ImportAuditTests.triplet(inputs: ["func tap()", "mutating func reset()"])),
            ("a nonisolated requirement", ImportAuditTests.triplet(inputs: ["func tap()", "nonisolated func reset()"])),
            ("an attributed requirement", ImportAuditTests.triplet(inputs: ["func tap()", "@MainActor func reset()"])),
            ("an async requirement", ImportAuditTests.triplet(inputs: ["func tap()", "func reload() async"])),
            ("a throwing requirement", ImportAuditTests.triplet(inputs: ["func tap()", "func reload() throws"])),
            ("an actor", ImportAuditTests.triplet(inputs: ["func tap()"], classLine: "actor LoginViewModel")),
            ("protocols nested in a type",
             "enum Login {\n" + ImportAuditTests.triplet(inputs: ["func tap()"]).replacingOccurrences(of: "import RxSwift\n", with: "") + "\n}\n"),
        ]
        for item in cases {
            let folder = try TestSupport.temporaryFolder(self)
            let source = (item.label == "protocols nested in a type" ? "import RxSwift\n" : "") + item.source
            try source.write(to: folder.appendingPathComponent("Login.swift"), atomically: true, encoding: .utf8)
            let imported = try Executable.run(["import", "Login.swift", "--output", "Specs"], in: folder)
            let warnings = imported.err.split(separator: "\n").filter { $0.contains(": warning: ") }
            XCTAssertTrue(
                warnings.contains { $0.range(of: #"^Login\.swift:\d+:\d+: warning: "#, options: .regularExpression) != nil },
                "\(item.label): no located warning: \(imported.err)")
            guard imported.status == 0 else {
                XCTFail("\(item.label): import exits \(imported.status): \(imported.err)")
                continue
            }
            let checked = try Executable.run(["import", "Login.swift", "--output", "Specs", "--check"], in: folder)
            XCTAssertEqual(checked.status, 1, "\(item.label): --check calls the surfaces equal: \(checked.out)\(checked.err)")
        }
    }

    /// A folder whose name holds a line break adds no line to the spec imported from a file in it.
    func testAFolderNameWithALineBreakInjectsNoSpecLine() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let hostile = folder.appendingPathComponent("App\nviewmodel Injected:\n  inputs:\n    - injected")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        try ImportAuditTests.triplet(inputs: ["func tap()"])
            .write(to: hostile.appendingPathComponent("Login.swift"), atomically: true, encoding: .utf8)
        let run = try Executable.run(["import", hostile.lastPathComponent, "--stdout"], in: folder)
        XCTAssertFalse(run.out.split(separator: "\n").contains { $0.hasPrefix("viewmodel Injected") || $0 == "    - injected" }, run.out)
        XCTAssertFalse(run.out.contains("\n    - injected\n"), run.out)
    }
}
