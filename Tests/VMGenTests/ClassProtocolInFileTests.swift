@testable import VMGenCore
import XCTest

/// A protocol of the class's own declared beside its triplet, in the file the generated code replaces (`protocol
/// LeftMenuViewModelStoredProperties { var handshake: Handshake { get } }`, a third group the type protocol reaches as
/// `var storedProperties: ... { get }`, which the class conforms to): the spec carries the conformance (`conforms:`),
/// never the protocol, so the import warns where the protocol stands that it stays the app's, to move as written to a
/// file of its own, and `--check` reports it there, where it used to be dropped in silence; the third group's property,
/// which the class returns `self` for, is `self-as: storedProperties: MenuViewModelStoredProperties` (`SelfViewTests`),
/// where it used to be a warning and a difference. With the protocol moved, the generated code compiles and call sites
/// that reach those members through the class, the protocol or the type protocol's third group compile unchanged.
final class ClassProtocolInFileTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol MenuViewModelInputs {
            func dismiss()
        }

        protocol MenuViewModelOutputs {
            var entries: Observable<[String]> { get }
        }

        protocol MenuViewModelStoredProperties {
            var handshake: String { get }
        }

        protocol MenuViewModelType {
            var inputs: MenuViewModelInputs { get }
            var outputs: MenuViewModelOutputs { get }
            var storedProperties: MenuViewModelStoredProperties { get }
        }

        final class MenuViewModel: MenuViewModelType, MenuViewModelInputs, MenuViewModelOutputs, MenuViewModelStoredProperties {
            var inputs: MenuViewModelInputs { self }
            var outputs: MenuViewModelOutputs { self }
            var storedProperties: MenuViewModelStoredProperties { self }

            let entries: Observable<[String]>
            var handshake: String

            init(handshake: String) {
                self.handshake = handshake
                entries = .just([])
            }

            func dismiss() {}
        }

        """

    static let moved = """
        protocol MenuViewModelStoredProperties {
            var handshake: String { get }
        }

        """

    static let calls = """
        func showMenu(_ viewModel: MenuViewModel) {
            let stored: MenuViewModelStoredProperties = viewModel
            let type: MenuViewModelType = viewModel
            print(stored.handshake, viewModel.handshake, type.storedProperties.handshake)
            viewModel.inputs.dismiss()
        }

        """

    func testTheProtocolIsAWarningAndADifferenceWhereItStandsAndMovedItCompiles() throws {
        let imported = SpecImporter.importFile(Self.source, path: "MenuViewModel.swift")
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings, [
            "MenuViewModel.swift:11:1: warning: 'MenuViewModelStoredProperties' stays the app's: the view model conforms to"
                + " it ('conforms: MenuViewModelStoredProperties') and the generated code does not declare it, so move it to a"
                + " file of your own, where the app's other types that conform to it, the view model among them, still find it",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("conforms: MenuViewModelStoredProperties\n"), spec)
        XCTAssertTrue(spec.contains("- var handshake: String\n"), spec)
        XCTAssertTrue(spec.contains("  self-as: storedProperties: MenuViewModelStoredProperties\n"), spec)
        let specSource = SpecSource(path: "Menu.vmspec", bytes: Array(spec.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "MenuViewModel.swift", spec: specSource)
        XCTAssertEqual(differences.map(\.formatted).first, "MenuViewModel.swift:11:1: error: protocol"
            + " 'MenuViewModelStoredProperties', the app's protocol the view model conforms to, is declared in this file and"
            + " not in the generated code, which replaces the file: move it, as written, to a file of your own")
        XCTAssertEqual(Set(differences.map(\.location.line)), [11], "\(differences.map(\.formatted))")

        // The generated code with the protocol moved as written, and call sites through the class and the protocol.
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let resolved = try XCTUnwrap(Generator.resolve(specSource).resolved)
        var files: [String] = []
        for (name, text) in [("Moved.swift", Self.moved), ("Calls.swift", Self.calls),
                             ("Menu+Logic.swift", StubLogic.file(for: resolved.viewModels.map(\.viewModel),
                                                                 framework: resolved.options.framework))] {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        for file in Generator.generate([specSource]).files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        XCTAssertEqual(CompileTests.run([(label: "moved", files: files)], compiler).map(\.1), [])
    }
}
