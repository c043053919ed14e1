import Foundation
import VMGenCore
import XCTest

/// Every combination a team uses compiles in one module: random specs (every member kind) in random sets of styles,
/// in random order, with their test support and the logic skeleton `vmgen skeleton` prints for them, several specs
/// side by side, in every framework, in Swift 5 with complete concurrency checking and in Swift 6, with and without
/// `isolation: MainActor`.
final class CombinationTests: XCTestCase {
    func testRandomSpecsInRandomSetsOfStylesCompileTogetherInOneModule() throws {
        // Another seed for a wider sweep by hand: VMGEN_PROPERTY_SEED=12345 swift test --filter CombinationTests.
        let seed = UInt64(ProcessInfo.processInfo.environment["VMGEN_PROPERTY_SEED"] ?? "") ?? 0x5EED
        var random = SeededGenerator(seed: seed)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var specIndex = 100
        var stylesSeen: Set<[Style]> = []
        for framework in Framework.allCases {
            let module = folder.appendingPathComponent(framework.rawValue)
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            var files: [String] = []
            var generated: [String] = []
            var labels: [String] = []
            let isolated = Bool.random(using: &random)
            // Three specs in one module: two of the general kinds, one of the transform style's member kinds where
            // the framework has them.
            for kind in 0..<3 {
                specIndex += 1
                let hasKinds = [.rxswift, .rxcocoa, .combine, .reactiveswift].contains(framework)
                var text = kind == 2 && hasKinds
                    ? RandomSpecs.transformSpec(framework, index: specIndex, using: &random)
                    : RandomSpecs.spec(index: specIndex, using: &random)
                if isolated { text = text.replacingOccurrences(of: "options:\n", with: "options:\n  isolation: MainActor\n") }
                // A random set of the styles the framework renders, in random order: the first keeps the names.
                var styles = framework.supportedStyles.shuffled(using: &random)
                styles = Array(styles.prefix(Int.random(in: 2...styles.count, using: &random)))
                let source = SpecSource(path: "combo\(specIndex).vmspec", bytes: Array(text.utf8))
                // A style refuses what it cannot say, located and with its reason; the others go on without it.
                func generate(_ styles: [Style], tests: Bool) -> Generator.Result {
                    Generator.generate([source], overrides: OptionOverrides(
                        framework: framework, styles: StyleSelection(styles: styles), testSupport: tests ? true : nil))
                }
                styles = styles.filter { !generate([$0], tests: false).hasErrors && !generate([$0], tests: true).hasErrors }
                guard styles.count >= 2 else { continue }
                let views = generate(styles, tests: false)
                let tests = generate(styles, tests: true)
                XCTAssertEqual((views.diagnostics + tests.diagnostics).filter { $0.severity == .error }.map(\.formatted), [],
                               "\(framework) \(styles)\n\(text)")
                stylesSeen.insert(styles)
                labels.append("\(styles.map(\.name).joined(separator: ", ")):\n\(text)")
                for file in views.files + tests.files {
                    let url = module.appendingPathComponent(file.relativePath)
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    generated.append(url.path)
                }
                // The logic, as `vmgen skeleton` prints it for the spec, every placeholder filled.
                let resolved = try XCTUnwrap(Generator.resolve(source, overrides: OptionOverrides(
                    framework: framework, styles: StyleSelection(styles: styles))).resolved)
                let skeleton = LogicSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options)
                let filled = skeleton.replacingOccurrences(of: "<#code#>", with: "")
                    .replacingOccurrences(of: #"<#[^#]*#>"#, with: "stub()", options: .regularExpression)
                let logic = module.appendingPathComponent("Logic\(specIndex).swift")
                try filled.write(to: logic, atomically: true, encoding: .utf8)
                files.append(logic.path)
            }
            guard !labels.isEmpty else { continue }
            let support = module.appendingPathComponent("Support.swift")
            try ("func stub<Value>() -> Value { fatalError() }\nstruct E: Error, Equatable {}\nstruct Child {}\n"
                + ([.rxswift, .rxcocoa].contains(framework) ? MemberKindRenderTests.propertyWrapper : ""))
                .write(to: support, atomically: true, encoding: .utf8)
            for version in ["5", "6"] {
                jobs.append(CompileTests.Job(
                    label: "\(framework) (Swift \(version)\(isolated ? ", MainActor" : "")):\n" + labels.joined(separator: "\n"),
                    files: generated + files + [support.path], swiftVersion: version,
                    combine: framework == .combine || labels.contains { $0.contains("published") }, strict: generated))
            }
        }
        XCTAssertGreaterThanOrEqual(jobs.count, 2 * 5, "a module for nearly every framework")
        XCTAssertGreaterThanOrEqual(stylesSeen.count, 8, "many sets of styles")
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile in one module:\n\(output)")
        }
    }
}
