import Foundation
import VMGenCLI
import VMGenCore
import XCTest

/// `vmgen skeleton` prints the logic file's starting point: once its placeholders are filled, it compiles with the
/// generated code in every style and framework, so a new view model starts from a file that fits its contract.
final class SkeletonTests: XCTestCase {
    func testSkeletonsFitTheGeneratedContract() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for fixture in TestSupport.fixtures {
            for framework in Framework.allCases {
                let resolved = try XCTUnwrap(Generator.resolve(try fixture.source(), overrides: fixture.overrides(framework)).resolved)
                for style in resolved.options.styles {
                    let skeleton = LogicSkeleton.render(resolved.viewModels.map(\.viewModel), options: resolved.options, style: style)
                    XCTAssertTrue(skeleton.contains("<#"), "a skeleton has placeholders to fill")
                    XCTAssertEqual(skeleton.contains("ReactiveSwift's Signals are hot"), framework == .reactiveswift,
                                   "the skeleton says what @latest means where a late view misses values")
                    // Fill every placeholder: a value of the type it names, or an empty handler body.
                    let filled = skeleton.replacingOccurrences(of: "<#code#>", with: "")
                        .replacingOccurrences(of: #"<#[^#]*#>"#, with: "stub()", options: .regularExpression)
                        + "\nprivate func stub<Value>() -> Value { fatalError() }\n"
                    let file = folder.appendingPathComponent("\(fixture.name)-\(framework)-\(style.name).swift")
                    try filled.write(to: file, atomically: true, encoding: .utf8)
                    let golden = fixture.goldenFolder(framework)
                        .appendingPathComponent(Generator.fileName(resolved.viewModels[0].viewModel.name, style))
                    let support = fixture.handWritten(framework, style: style).map(\.path).filter { !$0.hasSuffix("Logic.swift") }
                    jobs.append(CompileTests.Job(
                        label: "the skeleton of \(fixture.name) with \(framework) in the \(style.name) style",
                        files: fixture.goldens(of: golden, style: style).map(\.path) + [file.path] + support, combine: framework == .combine || style == .published))
                }
            }
        }
        XCTAssertEqual(jobs.count, 5 * 4 * 5 + 5 + 5 + 2 * 5 * 6)
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }

    func testTheCommandPrintsTheSkeleton() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let spec = folder.appendingPathComponent("Hello.vmspec").path
        try "viewmodel HelloViewModel:\n  inputs:\n    - tap\n  outputs:\n    - greeting: String\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        var out = ""
        let status = CommandLineTool.run(
            ["skeleton", spec, "--framework", "closures"], console: .init(out: { out += $0 }, err: { _ in }))
        XCTAssertEqual(status, 0)
        XCTAssertEqual(out, """
            // The logic of HelloViewModel: yours to write; vmgen never writes this file.

            extension HelloViewModelLogic {
                static func handle(_ output: Output) -> Input {
                    Input(
                        tap: { <#code#> }
                    )
                }
            }

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Hello.vmspec"], "writes nothing")
    }
}
