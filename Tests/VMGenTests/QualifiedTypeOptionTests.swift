import Foundation
import VMGenCore
import XCTest

/// A type an option names may be qualified by its module (`superclass: Common.BaseViewModel`, `conforms:
/// Common.ViewModelType`), as apps split in modules write a base class or protocol that another of their modules also
/// declares (3dollars-in-my-pocket's `class PolicyViewModel: Common.BaseViewModel`, whose import wrote a spec that did
/// not generate: "'Common.BaseViewModel' is not a protocol name"). A module name stays one name.
final class QualifiedTypeOptionTests: XCTestCase {
    static func spec(_ options: String, styles: String = "triplet, subject, transform, observable, published") -> String {
        """
        options:
          framework: combine
          styles: \(styles)
        \(options)
        viewmodel PolicyViewModel:
          dependencies:
            - service: Int
          inputs:
            - accept
          outputs:
            - isAccepted: Bool

        """
    }

    /// Tests compile as the module `App`, so `App.BaseViewModel` names the base class the support declares, as
    /// `Common.BaseViewModel` names the one of the app's module `Common`.
    func testAQualifiedSuperclassAndProtocolAreWrittenAsTheyAreAndCompileInEveryStyleOfAClass() throws {
        let text = Self.spec("  superclass: App.BaseViewModel\n  conforms: App.ScreenViewModel, Sendable")
        XCTAssertEqual(TestSupport.diagnostics(text), [])
        let resolved = try XCTUnwrap(Generator.resolve(SpecSource(path: "t.vmspec", bytes: Array(text.utf8))).resolved)
        XCTAssertEqual(resolved.options.superclass, "App.BaseViewModel")
        XCTAssertEqual(resolved.options.conformances, ["App.ScreenViewModel", "Sendable"])
        let code = try XCTUnwrap(TestSupport.render(text))
        XCTAssertTrue(code.contains("    App.BaseViewModel, PolicyViewModelType, PolicyViewModelInputs, PolicyViewModelOutputs, App.ScreenViewModel, Sendable\n"), code)
        try assertCompiles(text.replacingOccurrences(of: ", Sendable", with: ""), support: """
            class BaseViewModel {
                init() {}
            }
            protocol ScreenViewModel: AnyObject {}

            """)
    }

    func testWhatIsNoQualifiedNameIsALocatedError() {
        for (written, column) in [("Common.", 15), (".Base", 15), ("Common..Base", 15), ("Common.class", 15), ("Common. Base", 15)] {
            XCTAssertEqual(TestSupport.diagnostics(Self.spec("  superclass: \(written)")),
                           ["t.vmspec:4:\(column): error: '\(written)' is not a class name"], written)
        }
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  conforms: Screen, Common.")),
                       ["t.vmspec:4:21: error: 'Common.' is not a protocol name"])
        // A module is one name.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  imports: Common.Base")),
                       ["t.vmspec:4:12: error: 'Common.Base' is not a module name"])
    }

    /// The import writes the name as the class does, and `--check` finds the class the same.
    func testTheImportWritesItAsWrittenAndCheckFindsTheClassTheSame() throws {
        let source = """
            import Combine
            import Common

            final class PolicyViewModel: Common.BaseViewModel {
                struct Input {
                    let accept: AnyPublisher<Void, Never>
                }

                struct Output {
                    let isAccepted: AnyPublisher<Bool, Never>
                }

                func transform(input: Input) -> Output {
                    Output(isAccepted: input.accept.map { true }.eraseToAnyPublisher())
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "PolicyViewModel.swift")
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.formatted))")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("Common.BaseViewModel"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "PolicyViewModel.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }
}
