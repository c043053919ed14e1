import Foundation
import VMGenCore
import XCTest

/// `conforms:` with `@unchecked Sendable`, as view models that guard their state themselves declare it (`final class
/// LoginViewModel: NSObject, @unchecked Sendable`): generated in every style, after the protocols, and imported as
/// written; any other attribute on a conformance is a located error in a spec and a warning in an import.
final class ConformsOptionTests: XCTestCase {
    static func spec(_ conforms: String, styles: String = "triplet, subject, transform, constructor, observable, published") -> String {
        """
        options:
          framework: combine
          styles: \(styles)
          conforms: \(conforms)
        viewmodel SearchViewModel:
          dependencies:
            - service: Int
          inputs:
            - query(_ text: String)
          outputs:
            - results: [String]

        """
    }

    /// Every style declares it after the protocols, the fakes of test support too, and each compiles where a call
    /// site hands the view model (or its fake) to a function that takes a `Sendable`.
    func testUncheckedSendableIsGeneratedInEveryStyleAndCompilesWithTestSupport() throws {
        let text = Self.spec("@unchecked Sendable, ScreenViewModel")
        let folder = try TestSupport.temporaryFolder(self)
        let generated = try GeneratedCase(text, path: "Search.vmspec", into: folder, name: "generated")
        let resolved = generated.resolved
        XCTAssertEqual(resolved.options.conformances, ["ScreenViewModel", "@unchecked Sendable"])
        let code = generated.code
        let names = StyleNames(viewModel: "SearchViewModel", styles: [.triplet, .subject, .transform, .constructor, .observable, .published])
        for style in [Style.triplet, .subject, .transform, .observable, .published] {
            let pattern = "final class \(names.typeName(style)):[^{]*ScreenViewModel, @unchecked Sendable\\s*\\{"
            XCTAssertNotNil(code.range(of: pattern, options: .regularExpression), "\(style): \(code)")
        }
        XCTAssertTrue(code.contains("struct \(names.typeName(.constructor)): ScreenViewModel, @unchecked Sendable {"), code)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let files = generated.files
        let logic = folder.appendingPathComponent("Logic.swift")
        try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine).write(to: logic, atomically: true, encoding: .utf8)
        let constructorLogic = folder.appendingPathComponent("ConstructorLogic.swift")
        try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .combine, style: .constructor)
            .replacingOccurrences(of: "extension SearchViewModelLogic", with: "extension SearchViewModelConstructorLogic").write(to: constructorLogic, atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("App.swift")
        try """
            protocol ScreenViewModel {}
            func keep(_ value: some Sendable) {}
            func use(_ viewModel: SearchViewModel) { keep(viewModel) }

            """.write(to: app, atomically: true, encoding: .utf8)
        for (label, output) in CompileTests.run([.init(label: "unchecked", files: files + [logic.path, constructorLogic.path, app.path], combine: true)], compiler) {
            XCTFail("\(label): does not compile:\n\(output)")
        }
    }

    func testAnotherAttributeOrTypeIsALocatedError() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("ScreenViewModel, @preconcurrency Loader")), [
            "t.vmspec:4:30: error: '@preconcurrency' is not an attribute 'conforms:' takes; it takes protocol names, and"
                + " '@unchecked Sendable'\nt.vmspec:4:30: note: write the protocol's name alone, and declare the conformance"
                + " with '@preconcurrency' in an extension of the generated type in a file of your own",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("@unchecked Loader")), [
            "t.vmspec:4:13: error: '@unchecked' applies to 'Sendable' only, not to 'Loader'\nt.vmspec:4:13: note: write"
                + " '@unchecked Sendable', or the protocol's name alone",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("ScreenViewModel, @unchecked")), [
            "t.vmspec:4:30: error: expected 'Sendable' after '@unchecked'\nt.vmspec:4:30: note: write '@unchecked Sendable', or"
                + " the protocol's name alone",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("Sendable, @unchecked Sendable")), [
            "t.vmspec:4:13: error: 'Sendable' and '@unchecked Sendable' are the same conformance; keep one",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("Screen ViewModel")), ["t.vmspec:4:13: error: 'Screen ViewModel' is not a protocol name"])
        // Another framework's styles take it too; spaced otherwise, it is the same conformance.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("ScreenViewModel, @unchecked Sendable").replacingOccurrences(of: "combine", with: "rxswift")
            .replacingOccurrences(of: "triplet, subject, transform, constructor, observable, published", with: "all")), [])
        // Spaced otherwise, it is the same conformance.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("[@unchecked   Sendable]")), [])
    }

    /// The import writes it into `conforms:`, and `--check` finds the class the same; `@preconcurrency` stays a warning.
    func testTheImportCarriesItAndCheckFindsTheClassTheSame() throws {
        let source = """
            import RxSwift

            protocol ScreenViewModel {}

            final class NotesViewModel: ScreenViewModel, @unchecked   Sendable {
                struct Input {
                    let refresh: Observable<Void>
                }

                struct Output {
                    let notes: Observable<[String]>
                }

                func transform(input: Input) -> Output {
                    Output(notes: input.refresh.map { [] })
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "Notes.swift")
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  conforms: ScreenViewModel, @unchecked Sendable\n"), spec)
        let check = SurfaceComparison.differences(handWritten: source, path: "Notes.swift", spec: SpecSource(path: "Notes.vmspec", bytes: Array(spec.utf8)))
            .besidesDeclarationsBeside
        XCTAssertEqual(check.map(\.formatted), [])
        // Without it in the spec, `--check` reports the conformance.
        let without = spec.replacingOccurrences(of: ", @unchecked Sendable", with: "")
        XCTAssertNotEqual(without, spec)
        let missing = SurfaceComparison.differences(handWritten: source, path: "Notes.swift", spec: SpecSource(path: "Notes.vmspec", bytes: Array(without.utf8)))
            .besidesDeclarationsBeside
        XCTAssertEqual(missing.map(\.formatted), [
            "Notes.swift:5:7: error: 'NotesViewModel' conforms to '@unchecked Sendable' here and not in the generated code",
        ])
        let other = SpecImporter.importFile(source.replacingOccurrences(of: "@unchecked   Sendable", with: "@preconcurrency Loader"), path: "Notes.swift")
        XCTAssertEqual(other.diagnostics.besidesDeclarationsBeside.map(\.formatted), [
            "Notes.swift:5:7: warning: '@preconcurrency Loader' of 'NotesViewModel' is not imported: 'conforms:' takes protocol"
                + " names and '@unchecked Sendable', no other attribute; the generated 'NotesViewModel' does not conform, so declare"
                + " 'extension NotesViewModel: @preconcurrency Loader {}' in a file of your own",
        ])
    }
}

extension ConformsOptionTests {
    /// A class whose initializer calls `super.init()` inherits a base class, written first (`NSObject`, for the SDK
    /// delegates it is): the import makes it `superclass:`, so the generated class names it first, which Swift asks,
    /// and not among the protocols of `conforms:` (sorted, it would stand after `LoginDelegate`, and not compile).
    func testABaseClassKnownBySuperInitIsTheSuperclassWrittenFirst() throws {
        let source = """
            import Foundation
            import RxRelay
            import RxSwift

            protocol LoginDelegate: AnyObject {}

            public final class LoginViewModel: NSObject, @unchecked Sendable, LoginDelegate {
                let input: Input = Input()
                let output: Output = Output()

                public struct Input {
                    let didTapLogin: PublishRelay<Void> = .init()
                }

                public struct Output {
                    let showToast: PublishRelay<String> = .init()
                }

                public init(service: Int) {
                    super.init()
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  superclass: NSObject\n"), spec)
        XCTAssertTrue(spec.contains("  conforms: @unchecked Sendable, LoginDelegate\n"), spec)
        let specSource = SpecSource(path: "Login.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Login.swift", spec: specSource).besidesDeclarationsBeside
            .map(\.formatted), [])
        let generated = Generator.generate([specSource])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertTrue(generated.files.map(\.contents).joined().contains("class LoginViewModel: NSObject, LoginDelegate, @unchecked Sendable {"))
        // The generated class compiles with the app's protocol, as a call site hands it to a task.
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var files: [String] = []
        for file in generated.files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let resolved = try XCTUnwrap(Generator.resolve(specSource).resolved)
        let logic = folder.appendingPathComponent("Logic.swift")
        try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .rxswift, style: .subject)
            .write(to: logic, atomically: true, encoding: .utf8)
        let app = folder.appendingPathComponent("App.swift")
        try """
            import Foundation
            protocol LoginDelegate: AnyObject {}
            func keep(_ value: some Sendable & NSObject) {}
            func use(_ viewModel: LoginViewModel) { keep(viewModel) }

            """.write(to: app, atomically: true, encoding: .utf8)
        for (label, output) in CompileTests.run([.init(label: "base class", files: files + [logic.path, app.path])], compiler) {
            XCTFail("\(label): does not compile:\n\(output)")
        }
    }
}
