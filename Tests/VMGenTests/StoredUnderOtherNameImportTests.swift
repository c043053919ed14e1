import Foundation
import VMGenCore
import XCTest

/// A parameter of the initializer of the dependencies that the initializer stores under another name
/// (`let lostItemId: Int` ... `init(noticeId: Int) { self.lostItemId = noticeId }`, `StoredUnderOtherNames`): the
/// dependency is named like the property and labelled like the parameter (`- let noticeId lostItemId: Int`), so call
/// sites that make the view model (`ReportLostItemViewModel(noticeId: 3, ...)`) and read it (`viewModel.lostItemId`)
/// do not change.
final class StoredUnderOtherNameImportTests: XCTestCase {
    static func source(_ stored: String, _ initializer: String) -> String {
        """
        import Combine
        protocol ViewModelProtocol {
            associatedtype Input
            associatedtype Output
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
        }
        final class ReportLostItemViewModel: ViewModelProtocol {
            enum Input { case report(String) }
            enum Output { case done }
        \(stored)
            private let reportUseCase: ReportUseCase
        \(initializer)
            func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                Empty().eraseToAnyPublisher()
            }
        }
        """
    }

    static func lines(_ result: SpecImporter.Result) -> [String] {
        result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    func testALetSetFromAParameterOfAnotherNameIsADependencyLabelledLikeTheParameter() throws {
        let source = Self.source("    let lostItemId: Int", """
                init(noticeId: Int, reportUseCase: ReportUseCase) {
                    self.lostItemId = noticeId
                    self.reportUseCase = reportUseCase
                }
            """)
        let result = SpecImporter.importFile(source, path: "R.swift")
        XCTAssertEqual(Self.lines(result), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - let noticeId lostItemId: Int\n    - reportUseCase: ReportUseCase\n"), spec)
        // `--check`: the initializer's labels and the property call sites read are the same.
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "R.swift", spec: SpecSource(path: "r.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertEqual(differences, [])
        // The generated class compiles with the hand-written class's call sites.
        try assertCompiles(spec, support: """
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            protocol ViewModelProtocol {
                associatedtype Input
                associatedtype Output
                func transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
            }
            protocol ReportUseCase {}
            struct Reporting: ReportUseCase {}
            func callSites() -> Int {
                let viewModel = ReportLostItemViewModel(noticeId: 3, reportUseCase: Reporting())
                return viewModel.lostItemId
            }

            """)
    }

    func testAPrivateOneAndAnExplicitLabelKeepTheLabel() throws {
        let source = Self.source("    private let itemId: Int", """
                init(with noticeId: Int, reportUseCase: ReportUseCase) {
                    itemId = noticeId
                    self.reportUseCase = reportUseCase
                }
            """)
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "R.swift").specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - with itemId: Int\n"), spec)
    }

    func testAValueMadeOfTheParameterIsSetByTheInitializerAndOneStoredTwiceKeepsItsName() throws {
        // Set from an expression: the property is not the parameter; the generated initializer sets it the same way
        // (`InitSetPropertyImportTests`), which used to be a warning.
        let made = Self.source("    let lostItemId: Int", """
                init(noticeId: Int, reportUseCase: ReportUseCase) {
                    self.lostItemId = noticeId + 1
                    self.reportUseCase = reportUseCase
                }
            """)
        let madeResult = SpecImporter.importFile(made, path: "R.swift")
        XCTAssertEqual(Self.lines(madeResult), [])
        XCTAssertTrue(try XCTUnwrap(madeResult.specText).contains("    - init let lostItemId: Int = noticeId + 1\n"),
                      madeResult.specText ?? "")
        XCTAssertTrue(try XCTUnwrap(madeResult.specText).contains("    - noticeId: Int\n"))
        // Stored as two properties: the parameter keeps its name.
        let twice = Self.source("    let lostItemId: Int\n    let shownId: Int", """
                init(noticeId: Int, reportUseCase: ReportUseCase) {
                    self.lostItemId = noticeId
                    self.shownId = noticeId
                    self.reportUseCase = reportUseCase
                }
            """)
        XCTAssertTrue(try XCTUnwrap(SpecImporter.importFile(twice, path: "R.swift").specText).contains("    - noticeId: Int\n"))
    }
}
