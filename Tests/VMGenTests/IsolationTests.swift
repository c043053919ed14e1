import Foundation
import VMGenCore
import XCTest

/// `isolation: MainActor`: a project, a spec or one view model isolates what vmgen generates to a global actor, which
/// compiles in Swift 5 and Swift 6 with complete concurrency checking and lets a dependency of a main-actor type have a
/// default value.
final class IsolationTests: XCTestCase {
    private let login = "viewmodel Login:\n  inputs:\n    - tap\n  outputs:\n    - done: Void\n"

    private func generate(
        _ text: String, defaults: OptionOverrides = .init(), overrides: OptionOverrides = .init()
    ) -> Generator.SpecOutput {
        Generator.generate(SpecSource(path: "t.vmspec", bytes: Array(text.utf8)), defaults: defaults, overrides: overrides)
    }

    /// The lines of `code` that open a top-level declaration.
    private func declarations(_ code: String) -> [String] {
        code.split(separator: "\n").map(String.init).filter { line in
            ["enum ", "protocol ", "final class ", "struct ", "func "].contains { line.contains($0) } && !line.hasPrefix(" ")
                && !line.hasPrefix("///") && !line.hasPrefix("//")
        }
    }

    func testASpecIsolatesEveryDeclarationOfEveryStyleAndItsTestSupport() throws {
        let spec = "options:\n  isolation: MainActor\n  styles: all, constructor\n  framework: combine\n"
            + "viewmodel Login:\n  inputs:\n    - configure(name: String)\n  outputs:\n    - greeting: String\n"
        for testSupport in [false, true] {
            var overrides = OptionOverrides()
            overrides.testSupport = testSupport
            let output = generate(spec, overrides: overrides)
            XCTAssertEqual(output.diagnostics.map(\.formatted), [])
            // Each style's file, and without test support the logic contract the stream styles share.
            XCTAssertEqual(output.files.count, testSupport ? 5 : 6)
            for file in output.files {
                let opened = declarations(file.contents)
                XCTAssertFalse(opened.isEmpty, file.relativePath)
                for line in opened { XCTAssertTrue(line.hasPrefix("@MainActor "), "\(file.relativePath): \(line)") }
            }
        }
        let triplet = generate("options:\n  isolation: '@MainActor'\n" + login)
        XCTAssertEqual(triplet.diagnostics.map(\.formatted).first?.contains("invalid isolation"), true)
        let attribute = generate("options:\n  isolation: @MainActor\n" + login)
        XCTAssertEqual(declarations(attribute.files.first?.contents ?? ""), [
            "@MainActor enum LoginLogic {", "@MainActor protocol LoginInputs {", "@MainActor protocol LoginOutputs {",
            "@MainActor protocol LoginType {", "@MainActor final class Login: LoginType, LoginInputs, LoginOutputs {",
        ])
    }

    func testAViewModelOverridesItsSpecWhichOverridesTheProject() throws {
        let project = OptionResolver.projectDefaults(SpecSource(
            path: "vmgen.options", bytes: Array("options:\n  isolation: MainActor\n".utf8)))
        XCTAssertEqual(project.diagnostics.map(\.formatted), [])
        let inherited = generate(login, defaults: project.defaults)
        XCTAssertTrue(inherited.files[0].contents.contains("@MainActor final class Login:"))

        let spec = "options:\n  isolation: none\n" + login + """
            viewmodel Sync:
              isolation: DatabaseActor
              outputs:
                - count: Int
            viewmodel Plain:
              isolation: none
              outputs:
                - count: Int

            """
        let output = generate(spec, defaults: project.defaults)
        XCTAssertEqual(output.diagnostics.map(\.formatted), [])
        let contents = Dictionary(uniqueKeysWithValues: output.files.map { ($0.relativePath, $0.contents) })
        XCTAssertFalse(contents["Login.triplet.swift"]?.contains("@MainActor") ?? true)
        XCTAssertTrue(contents["Sync.triplet.swift"]?.contains("@DatabaseActor final class Sync:") ?? false)
        XCTAssertFalse(contents["Plain.triplet.swift"]?.contains("Actor") ?? true)
    }

    func testEveryProblemWithIsolationIsLocatedInOneRun() {
        let spec = """
            options:
              isolation: 2Actor
            viewmodel A:
              isolation: MainActor
              isolation: none
              outputs:
                - a: Int
            viewmodel B:
              isolation
              outputs:
                - b: Int
            viewmodel C:
              isolation: Main Actor
              outputs:
                - c: Int
            viewmodel D:
              isolation: 9
              outputs:
                - d: Int

            """
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:2:14: error: invalid isolation '2Actor'; write the name of a global actor ('MainActor'), or 'none'",
            "t.vmspec:5:3: error: duplicate 'isolation' line",
            "t.vmspec:9:12: error: expected 'isolation: MainActor', or 'isolation: none'",
            "t.vmspec:13:19: error: unexpected 'A' after the actor's name",
            "t.vmspec:17:14: error: '9' is not a valid Swift identifier for a global actor",
        ])
    }

    /// What a team moving to Swift 6 writes first is an attribute on a dependency's type: the error says where
    /// isolation goes instead.
    func testAnActorAttributeOnATypeSaysWhereIsolationGoes() {
        let diagnostics = TestSupport.diagnostics(
            "viewmodel V:\n  dependencies:\n    - r: @MainActor Router = Router()\n  outputs:\n    - a: Int\n")
        XCTAssertEqual(diagnostics.first, "t.vmspec:3:10: error: '@MainActor' isolates declarations, not types: write"
            + " 'isolation: MainActor' in the options or in the view model, and the type alone ('Router')")
    }

    /// A dependency of a main-actor type with a default value, in every framework, compiles in Swift 5 and 6 once
    /// the view model is isolated; without isolation Swift 6 refuses the default value (the check is real).
    func testAMainActorDependencyWithADefaultCompilesInEveryFramework() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let transform = "static func transform(_ input: Input, router: Router) -> Output { router.go(); return Output(done: input.tap) }"
        let frameworks: [(Framework, imports: String, logic: String)] = [
            (.rxswift, "import RxSwift", transform),
            (.rxcocoa, "import RxCocoa", transform),
            (.reactiveswift, "import ReactiveSwift", transform),
            (.combine, "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif", transform),
            (.closures, "", "static func handle(_ output: Output, router: Router) -> Input { Input(tap: { router.go(); output.done() }) }"),
            (.async, "", transform),
        ]
        XCTAssertEqual(frameworks.map(\.0), Framework.allCases, "every framework")
        var jobs: [CompileTests.Job] = []
        for (framework, imports, logic) in frameworks {
            for isolated in [true, false] {
                var overrides = OptionOverrides()
                overrides.framework = framework
                overrides.isolation = .some(isolated ? "MainActor" : nil)
                let code = TestSupport.render(
                    "viewmodel Login:\n  dependencies:\n    - router: Router = Router()\n  inputs:\n    - tap\n  outputs:\n"
                        + "    - done: Void\n", overrides: overrides)
                let name = "\(framework.name)\(isolated ? "" : "-nonisolated")"
                let generated = folder.appendingPathComponent("\(name).swift")
                let handWritten = folder.appendingPathComponent("\(name)+Logic.swift")
                try code.write(to: generated, atomically: true, encoding: .utf8)
                try """
                    \(imports)
                    @MainActor final class Router { func go() {} }
                    extension LoginLogic { \(logic) }
                    @MainActor func makeLogin() -> Login { Login() }
                    """.write(to: handWritten, atomically: true, encoding: .utf8)
                for version in isolated ? ["5", "6"] : ["6"] {
                    jobs.append(CompileTests.Job(
                        label: "\(name) (Swift \(version))", files: [generated.path, handWritten.path], swiftVersion: version,
                        combine: framework == .combine, strict: [generated.path]))
                }
            }
        }
        let failures = Dictionary(CompileTests.run(jobs, compiler), uniquingKeysWith: { $1 })
        for framework in Framework.allCases {
            for version in ["5", "6"] {
                XCTAssertNil(failures["\(framework.name) (Swift \(version))"], "\(framework.name) isolated, Swift \(version)")
            }
            let refused = failures["\(framework.name)-nonisolated (Swift 6)"]
            if framework == .async {
                // Swift concurrency's view models are always on an actor (the main actor unless one is named).
                XCTAssertNil(refused, "async is on the main actor without isolation:")
                continue
            }
            XCTAssertTrue(refused?.contains("main actor-isolated") ?? false, "\(framework.name) not isolated: \(refused ?? "compiled")")
        }
    }

    /// Every example, in every framework and style, isolated to the main actor, with its test support and its
    /// hand-written logic, compiles in Swift 5 and Swift 6 with complete concurrency checking and no warning.
    func testEveryExampleIsolatedToTheMainActorCompilesWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for fixture in TestSupport.fixtures {
            let source = SpecSource(
                path: fixture.specPath,
                bytes: Array(try String(contentsOf: TestSupport.root.appendingPathComponent(fixture.specPath), encoding: .utf8).utf8))
            // Swift concurrency's goldens are on the main actor already, and have no test support (CompileTests).
            for framework in TestSupport.frameworks(of: fixture) where framework.hasTestSupport {
                var overrides = OptionOverrides()
                overrides.framework = framework
                overrides.isolation = .some("MainActor")
                if framework == .closures { overrides.styles = .all }
                let generated = Generator.generate(source, overrides: overrides)
                overrides.testSupport = true
                let testSupport = Generator.generate(source, overrides: overrides)
                XCTAssertFalse(generated.hasErrors || testSupport.hasErrors, "\(fixture.name) \(framework.name)")
                let place = folder.appendingPathComponent("\(fixture.name)/\(framework.name)")
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                let contract = generated.files.first { $0.relativePath.hasSuffix(".logic.swift") }
                for file in generated.files + testSupport.files {
                    try Data(file.bytes).write(to: place.appendingPathComponent(file.relativePath))
                }
                let viewModels = generated.files.filter { $0 != contract }
                for (viewModel, support) in zip(viewModels, testSupport.files) {
                    let style = try XCTUnwrap(Style(rawValue: URL(fileURLWithPath: viewModel.relativePath)
                        .deletingPathExtension().pathExtension))
                    let shared = style == .constructor ? [] : (contract.map { [$0] } ?? [])
                    let files = ([viewModel, support] + shared).map { place.appendingPathComponent($0.relativePath).path }
                    for version in ["5", "6"] {
                        jobs.append(CompileTests.Job(
                            label: "\(files[0]) (Swift \(version))",
                            files: files + fixture.handWritten(framework, style: style).map(\.path), swiftVersion: version,
                            combine: framework == .combine || style == .published, strict: files))
                    }
                }
            }
        }
        // Every style of every example with its test support, the SwiftUI styles' too.
        XCTAssertEqual(jobs.count, 2 * (5 * 4 * 6 + 5 + 4))
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }
}
