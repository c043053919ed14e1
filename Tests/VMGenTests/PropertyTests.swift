import Foundation
import VMGenCore
import XCTest

/// Every spec that validates generates code that compiles: random valid specs (names including Swift keywords,
/// types from a realistic pool, random labels, access levels and indentation) compiled in every style.
final class PropertyTests: XCTestCase {
    func testRandomValidSpecsCompileInEveryStyleOfEveryFramework() throws {
        // Another seed for a wider sweep by hand: VMGEN_PROPERTY_SEED=12345 swift test --filter PropertyTests.
        var random = SeededGenerator(seed: UInt64(ProcessInfo.processInfo.environment["VMGEN_PROPERTY_SEED"] ?? "") ?? 0xC0FFEE)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var specIndex = 0
        // Eight specs for RxSwift, three for each other framework: each spec in every style its framework renders.
        for (framework, count) in [(Framework.rxswift, 8), (.rxcocoa, 3), (.reactiveswift, 3), (.combine, 3), (.closures, 3)] {
            for _ in 0..<count {
                specIndex += 1
                let text = RandomSpecs.spec(index: specIndex, using: &random)
                let source = SpecSource(
                    path: "random\(specIndex).vmspec", bytes: Array(text.utf8), locationPath: "Specs/random\(specIndex).vmspec")
                let (resolved, diagnostics) = Generator.resolve(source)
                XCTAssertEqual(diagnostics.map(\.formatted), [], text)
                guard let resolved else { continue }
                let specFolder = folder.appendingPathComponent("spec\(specIndex)")
                try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
                for style in framework.supportedStyles {
                    let overrides = OptionOverrides(framework: framework, styles: StyleSelection(styles: [style]))
                    let result = Generator.generate([source], overrides: overrides)
                    // The constructor style takes only view models whose inputs all carry values; the observable
                    // style, no stored value named with a keyword.
                    if (style == .constructor || style == .observable) && result.hasErrors {
                        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message)
                        XCTAssertTrue(messages.allSatisfy { $0.contains("\(style.name) style") }, "\(messages)")
                        continue
                    }
                    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)\n\(text)")
                    let logic = specFolder.appendingPathComponent("Logic.\(framework).\(style.name).swift")
                    try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                        .write(to: logic, atomically: true, encoding: .utf8)
                    // With its test support, unless a name the probe or fake declares is refused (located, as any).
                    var testOverrides = overrides
                    testOverrides.testSupport = true
                    let tests = Generator.generate([source], overrides: testOverrides)
                    let refusals = tests.diagnostics.filter { $0.severity == .error }.map(\.message)
                    XCTAssertTrue(refusals.allSatisfy { $0.contains("(--tests)") }, "\(refusals)")
                    var paths = [logic.path]
                    for file in result.files + (refusals.isEmpty ? tests.files : []) {
                        let url = specFolder.appendingPathComponent("\(framework).\(file.relativePath)")
                        try file.contents.write(to: url, atomically: true, encoding: .utf8)
                        paths.append(url.path)
                    }
                    jobs.append(CompileTests.Job(
                        label: "spec \(specIndex) with \(framework) in the \(style.name) style:\n\(text)", files: paths,
                        combine: framework == .combine || style == .published))
                }
            }
        }
        XCTAssertGreaterThanOrEqual(jobs.count, 8 * 4 + 3 * 4 * 3 + 3)
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output)")
        }
    }

    /// The transform style's member kinds (docs/transform-variants.md, "The member types real transform code uses"), drawn per framework
    /// among those it has, with random transform signatures, struct or class declarations and RxSwift's value
    /// wrapper: every valid spec compiles with its test support.
    func testRandomTransformMembersCompileInEveryFrameworkThatHasThem() throws {
        var random = SeededGenerator(seed: 0x7A4F)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for (index, framework) in [Framework.rxswift, .rxcocoa, .combine, .reactiveswift, .rxcocoa, .combine, .rxswift, .rxcocoa, .combine, .rxswift].enumerated() {
            let text = RandomSpecs.transformSpec(framework, index: index, using: &random)
            let source = SpecSource(path: "kinds\(index).vmspec", bytes: Array(text.utf8), locationPath: "Specs/kinds.vmspec")
            let (resolved, diagnostics) = Generator.resolve(source)
            XCTAssertEqual(diagnostics.map(\.formatted), [], text)
            guard let resolved else { continue }
            var paths: [String] = []
            let logic = folder.appendingPathComponent("Kinds\(index)+Logic.swift")
            let support = framework == .rxswift || framework == .rxcocoa ? MemberKindRenderTests.propertyWrapper : ""
            try (support + "struct E: Error, Equatable {}\nstruct Child {}\n" + StubLogic.file(
                for: resolved.viewModels.map(\.viewModel), framework: framework, style: .transform
            )).write(to: logic, atomically: true, encoding: .utf8)
            paths.append(logic.path)
            for testSupport in [false, true] {
                let result = Generator.generate([source], overrides: OptionOverrides(testSupport: testSupport))
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], text)
                for file in result.files {
                    let url = folder.appendingPathComponent("kinds\(index).\(file.relativePath)")
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    paths.append(url.path)
                }
            }
            jobs.append(CompileTests.Job(label: "\(framework):\n\(text)", files: paths, combine: framework == .combine))
        }
        XCTAssertEqual(jobs.count, 10)
        if ProcessInfo.processInfo.environment["VMGEN_PRINT_SPECS"] != nil { print(jobs.map(\.label).joined(separator: "\n")) }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output)")
        }
    }

}
