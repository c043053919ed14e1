import Foundation
@testable import VMGenCore
import XCTest

/// A transform-style view model that keeps its own `input` and `output` (`var input = Input()`, `lazy var output =
/// transform(input: input)`, as an app's protocol asks each screen's view model, `var output: Output { mutating get }`;
/// s16's Down): the generated transform class declares neither, so a spec property takes each name, and the import
/// carries both as written where it used to say 'input' is a name vmgen keeps for itself, and that the lazy `output`
/// uses it (`Fixtures/Import/EpisodeGuide` with its call sites). A style that declares them (`input` and `output` of
/// the subject style, `inputs` and `outputs` of the triplet's), or a transform handed its `Output`, keeps them.
final class HeldInputOutputTests: XCTestCase {
    static let root = TestSupport.root.appendingPathComponent("Fixtures/Import")

    static func spec(styles: String = "transform", transform: String? = nil, properties: String) -> String {
        """
        options:
          framework: rxswift
          styles: \(styles)
          declaration: struct
        \(transform.map { "  transform-output: \($0)\n" } ?? "")
        viewmodel GuideViewModel:
          inputs:
            - @made @subject refresh
          outputs:
            - titles: [String]
          properties:
        \(properties)
        """
    }

    static let held = "    - var input: Input = .init()\n    - lazy var output: Output = transform(input: input)"

    func testTheFixtureImportsBothAsWrittenAndCheckFindsTheSurfacesEqual() throws {
        let name = "EpisodeGuide"
        let (spec, diagnostics, differences) = try ImportFixtureTests.importChecked(name, root: Self.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(spec.contains("  properties:\n" + Self.held + "\n"), spec)
        XCTAssertEqual(differences, [])
        let generated = Generator.generate([SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains("    var input: Input = .init()\n    lazy var output: Output = transform(input: input)\n"), code)
    }

    /// Without `lazy var output = transform(input: input)` a class's own `output` is another value: its type, not
    /// written, stays unsaid, as before (a warning), never guessed as the transform's `Output`.
    func testAnotherValueOfOutputIsNotTakenForTheTransformsResult() throws {
        let name = "EpisodeGuide"
        let source = try String(contentsOf: Self.root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
            .replacingOccurrences(of: "lazy var output = transform(input: input)",
                                  with: "lazy var output = makeOutput(input)")
        let imported = SpecImporter.importFile(source, path: "\(name).swift",
                                               context: try ImportFixtureTests.context(name, root: Self.root))
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.message), [
            "'var output' of 'EpisodeGuideViewModel' is not imported: a stored property without a written type, which"
                + " its value does not say: Swift infers it from 'makeOutput(input)', which names no type; write it"
                + " ('output: Type') (the spec writes every type)",
        ])
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("    - var input: Input = .init()\n"))
    }

    func testTheValidatorFreesTheNamesInTheTransformStyleAloneAndKeepsThemElsewhere() {
        XCTAssertEqual(Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(Self.spec(properties: Self.held).utf8))])
            .diagnostics.map(\.formatted), [])
        // The subject style declares `input` and `output`; a spec of two styles renders both.
        for styles in ["subject", "transform, subject", "triplet, transform"] {
            let diagnostics = Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(Self.spec(styles: styles, properties: Self.held).utf8))])
                .diagnostics.map(\.formatted)
            XCTAssertEqual(diagnostics.filter { $0.contains("is a name vmgen keeps for itself and cannot name a property") }.count, 2,
                           "\(styles): \(diagnostics)")
        }
        // A transform handed its `Output` declares `output`, not `input`.
        let given = Generator.generate([SpecSource(path: "g.vmspec", bytes: Array(Self.spec(transform: "given", properties: Self.held).utf8))])
            .diagnostics.map(\.formatted)
        XCTAssertEqual(given.filter { $0.contains("'output' is a name vmgen keeps for itself and cannot name a property") }.count, 1, "\(given)")
        XCTAssertFalse(given.contains { $0.contains("'input' is a name vmgen keeps") }, "\(given)")
    }

    /// The generated struct keeps the two as the app's protocol asks, and its call sites compile unchanged.
    func testTheGeneratedCodeAndTheCallSitesCompile() throws {
        let name = "EpisodeGuide"
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let source = try String(contentsOf: Self.root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "\(name).swift",
                                                         context: try ImportFixtureTests.context(name, root: Self.root)).specText)
        let specSource = SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))
        let resolved = try XCTUnwrap(Generator.resolve(specSource).resolved)
        var files = ["Support.swift", "Calls.swift"].map { Self.root.appendingPathComponent("\(name)/\($0)").path }
        let logic = folder.appendingPathComponent("Logic.swift")
        try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .rxswift, style: .transform,
                           imports: resolved.options.imports).write(to: logic, atomically: true, encoding: .utf8)
        files.append(logic.path)
        for file in Generator.generate([specSource]).files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let failures = CompileTests.run([CompileTests.Job(label: "generated", files: files)], compiler)
        XCTAssertTrue(failures.isEmpty, failures.map(\.1).joined(separator: "\n"))
    }

    /// `R.string.localizable.title()`, a call of a function (R.swift's), says no type: no longer read as a type named
    /// so, which the generated `let title: R.string.localizable.title = .init()` would not compile with; a type's call
    /// (`Screen.Loader()`) still says its type.
    func testACallOfAFunctionSaysNoType() {
        XCTAssertNil(StructStyleRecognizer.literalType("R.string.localizable.dvr_screen_title()"))
        XCTAssertEqual(StructStyleRecognizer.literalType("Screen.Loader()"), "Screen.Loader")
        XCTAssertEqual(StructStyleRecognizer.literalType("[Item]()"), "[Item]")
    }
}
