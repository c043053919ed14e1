import Foundation
import XCTest
@testable import VMGenCore

/// One spec generated twice, without and with `--tests`, and its files written into a folder of its own: what the
/// compile tests of a member kind share before they add a view, a logic file and their assertions.
struct GeneratedCase {
    /// The spec as validated (its view models, for `StubLogic`; its options, for the framework).
    let resolved: ResolvedSpec
    /// The folder the files were written into.
    let folder: URL
    /// The paths of the generated files: the view model's first, then the probe's and fake's.
    let files: [String]
    /// The paths of the files only `--tests` writes (the probe's and fake's), also among `files`.
    let supportFiles: [String]
    /// Every generated file's text, joined, for the tests that look for a declaration.
    let code: String
    /// Both generations' diagnostics, the view model's first; each test says which it accepts.
    let diagnostics: [Diagnostic]

    /// The diagnostics formatted as vmgen prints them, for `XCTAssertEqual(..., [])`.
    var formattedDiagnostics: [String] { diagnostics.map(\.formatted) }

    /// Generates `spec` (named `path`) into `parent/name`. Throws (failing the test) when the spec does not
    /// resolve; the diagnostics are the caller's to assert.
    init(_ spec: String, path: String = "t.vmspec", into parent: URL, name: String,
         file: StaticString = #filePath, line: UInt = #line) throws {
        let source = SpecSource(path: path, bytes: Array(spec.utf8))
        let resolution = Generator.resolve(source)
        resolved = try XCTUnwrap(resolution.resolved, "\(name): \(resolution.diagnostics.map(\.formatted))",
                                 file: file, line: line)
        let generated = Generator.generate([source])
        let testSupport = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        diagnostics = generated.diagnostics + testSupport.diagnostics
        folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var paths: [String] = []
        // One folder, whatever subfolders the options name: numbered so two styles' files never meet.
        for (index, output) in (generated.files + testSupport.files).enumerated() {
            let url = folder.appendingPathComponent("\(index)-" + output.relativePath.replacingOccurrences(of: "/", with: "-"))
            try output.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        code = (generated.files + testSupport.files).map(\.contents).joined()
        files = paths
        supportFiles = Array(paths.suffix(testSupport.files.count))
    }

    /// Writes a file of the test's own (a view, the logic, call sites) beside the generated ones; returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// `StubLogic`'s file for this spec's view models, in `style`.
    func stubLogic(style: Style) -> String {
        StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework, style: style)
    }
}

extension GeneratedCase {
    /// One compile job per Swift language mode (5 and 6) over the generated files and `extra` (the test's own
    /// files), with OpenCombine linked when the spec's framework is Combine. The generated files must compile without
    /// a warning in Swift 5, and in Swift 6 too unless `strictInSwift6` is false.
    func jobs(_ label: String, adding extra: [String], strictInSwift6: Bool = true) -> [CompileTests.Job] {
        ["5", "6"].map { version in
            CompileTests.Job(label: "\(label) (Swift \(version))", files: files + extra, swiftVersion: version,
                             combine: resolved.options.framework == .combine,
                             strict: version == "6" && !strictInSwift6 ? [] : files)
        }
    }
}
