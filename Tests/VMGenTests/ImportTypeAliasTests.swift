import VMGenCore
import XCTest

/// An app's own typealias for a stream type (`typealias Driver<T> = AnyPublisher<T, Never>`), in another file read
/// with the view model, is read as the type it names; read alone, the file says why it read RxCocoa.
final class ImportTypeAliasTests: XCTestCase {
    static let viewModel = """
        import Combine

        final class SettingsViewModel {
            struct Input {
                let appear: Driver<Void>
                let toggle: Driver<Bool>?
            }
            struct Output {
                let title: Driver<String>
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """

    func testTheAliasInAnotherFileNamesTheFramework() throws {
        let context = SpecImporter.declarations(
            of: "import Combine\ntypealias Driver<T> = AnyPublisher<T, Never>\n", path: "Driver.swift")
        let result = SpecImporter.importFile(Self.viewModel, path: "Settings.swift", context: context)
        // The optional stream is read through the alias too, as what it is: an optional input.
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  framework: combine\n"), spec)
        XCTAssertTrue(spec.contains("    - @optional toggle(_ value: Bool)\n"), spec)
        XCTAssertTrue(spec.contains("    - title: String\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.viewModel, path: "Settings.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)),
            context: context)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    func testReadAloneTheFileSaysWhyItReadsRxCocoa() {
        let result = SpecImporter.importFile(Self.viewModel, path: "Settings.swift")
        XCTAssertEqual(result.diagnostics.first?.formatted,
            "Settings.swift:5:9: warning: 'appear: Driver<Void>' reads as RxCocoa's 'Driver', and this file imports Combine,"
                + " not RxCocoa: if the app declares its own 'Driver' (typealias Driver<T> = ...), import the file that"
                + " declares it with this one, or their folder")
    }
}
