@testable import VMGenCore
import XCTest

/// A file that imports a declaration alone (`import class UIKit.UIImage`, `import struct Foundation.Date`), as some
/// teams keep a file's imports narrow: its module is the word after the kind, which the spec's `imports:` names and
/// the generated file imports whole, where the import used to write the kind (`imports: class`), a spec that does not
/// generate, and leave the view model out (`Fixtures/Import/TripDetail` with its call sites).
final class ImportDeclarationImportTests: XCTestCase {
    static func modules(_ source: String) -> [String] {
        SpecImporter.importedModules(SwiftTokenizer.tokenize(source, path: "File.swift").tokens)
    }

    func testTheModuleOfADeclarationsImportIsTheWordAfterItsKind() {
        XCTAssertEqual(Self.modules("import class UIKit.UIImage\nimport struct Foundation.URL\n"), ["UIKit", "Foundation"])
        XCTAssertEqual(Self.modules("import func Darwin.sqrt\nimport enum Models.Route\nimport protocol Core.Routing\n"
                                    + "import typealias Core.Handler\nimport var Darwin.errno\nimport let Core.limit\n"),
                       ["Darwin", "Models", "Core", "Core", "Darwin", "Core"])
        // A module's own import, attributes before it, a submodule: as before.
        XCTAssertEqual(Self.modules("@testable import App\n@preconcurrency import Combine\nimport UIKit.UIGestureRecognizerSubclass\n"),
                       ["App", "Combine", "UIKit"])
        // A module named like a kind is no kind when nothing follows it on the line.
        XCTAssertEqual(Self.modules("import class\nstruct Foo {}\n"), ["class"])
    }

    func testTheSpecImportsTheModuleAndTheSurfaceIsTheSame() throws {
        let source = """
            import RxSwift
            import class Foundation.DateFormatter
            import struct Foundation.Date

            protocol ClockViewModelInputs {
                func tick()
            }

            protocol ClockViewModelOutputs {
                var now: Observable<Date> { get }
            }

            protocol ClockViewModelType {
                var inputs: ClockViewModelInputs { get }
                var outputs: ClockViewModelOutputs { get }
            }

            final class ClockViewModel: ClockViewModelType, ClockViewModelInputs, ClockViewModelOutputs {
                var inputs: ClockViewModelInputs { return self }
                var outputs: ClockViewModelOutputs { return self }
                let now: Observable<Date> = .never()
                init(formatter: DateFormatter) {}
                func tick() {}
            }
            """
        let imported = SpecImporter.importFile(source, path: "ClockViewModel.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  framework: rxswift\n  styles: triplet\n  imports: Foundation\n"), spec)
        let specSource = SpecSource(path: "Clock.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "ClockViewModel.swift", spec: specSource)
            .map(\.formatted), [])
    }
}
