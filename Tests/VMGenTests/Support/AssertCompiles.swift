import Foundation
import VMGenCore
import XCTest

extension XCTestCase {
    /// Compiles `spec` in every style it asks for, each style alone with a stub logic file and its test support, in
    /// the Swift language mode given (Swift 6: with its concurrency checking as errors), with the compilation
    /// conditions `defines` set (`DEBUG`, for members under `@if`).
    func assertCompiles(
        _ spec: String, support: String = "", swiftVersion: String = "5", defines: [String] = [],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        // With source locations, as the command line writes them: the directives must compile wherever they stand.
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8), locationPath: "Specs/t.vmspec")
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved, file: file, line: line)
        var jobs: [CompileTests.Job] = []
        for style in resolved.options.styles {
            let logic = folder.appendingPathComponent("Logic.\(style.name).swift")
            try (support + StubLogic.file(
                for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework, style: style
            )).write(to: logic, atomically: true, encoding: .utf8)
            let result = Generator.generate([source], overrides: OptionOverrides(styles: StyleSelection(styles: [style])))
            XCTAssertEqual(result.diagnostics.map(\.formatted), [], file: file, line: line)
            // With its test support, which must take the same shapes.
            let tests = Generator.generate(
                [source], overrides: OptionOverrides(
                    styles: StyleSelection(styles: [style]), testSupport: resolved.options.framework.hasTestSupport ? true : nil))
            XCTAssertEqual(tests.diagnostics.map(\.formatted), [], file: file, line: line)
            var paths = [logic.path]
            for generated in result.files + (resolved.options.framework.hasTestSupport ? tests.files : []) {
                let url = folder.appendingPathComponent(generated.relativePath)
                try generated.contents.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
            jobs.append(CompileTests.Job(
                label: "\(resolved.options.framework) \(style.name)", files: paths, swiftVersion: swiftVersion,
                combine: resolved.options.framework == .combine || style == .published
                    || resolved.viewModels.contains { $0.viewModel.properties.contains { $0.wrapper == "Published" } },
                defines: defines))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("the \(label) style does not compile:\n\(output)", file: file, line: line)
        }
    }

    /// Compiles a spec in each style that declares a class, framework by framework: RxSwift's five and the closures'
    /// two in Swift 5, RxCocoa's, ReactiveSwift's and Combine's in Swift 6 (its concurrency checking as errors), each
    /// with `support` (call sites that use the class as an app would).
    func assertCompilesInEveryClassStyle(
        _ spec: (Framework, String) -> String, support: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try assertCompiles(
            spec(.rxswift, "triplet, subject, transform, observable, published"), support: support, file: file, line: line)
        try assertCompiles(spec(.closures, "triplet, observable"), support: support, file: file, line: line)
        for (framework, styles) in [(Framework.rxcocoa, "triplet, subject"), (.reactiveswift, "triplet, subject"),
                                    (.combine, "triplet, subject, transform, published")] {
            try assertCompiles(spec(framework, styles), support: support, swiftVersion: "6", file: file, line: line)
        }
    }
}
