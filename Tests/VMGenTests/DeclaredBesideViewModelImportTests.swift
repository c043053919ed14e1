import VMGenCore
import XCTest

/// `vmgen import` warns about what a view model's file declares beside it, where each stands, as `--check` reports it
/// (issue #32): before, the import said nothing, and a team that imported and replaced the file lost them in silence.
final class DeclaredBesideViewModelImportTests: XCTestCase {
    /// A file of several kinds beside its view model: a coordinator's protocol, an enum, a struct, a typealias, a
    /// top-level function, an extension of the contract's protocol and one of another type, and a private enum and a
    /// fileprivate function, which no other file can name.
    static let source = """
        import RxSwift

        protocol FeedCoordinating: AnyObject {
            func showDetail(_ id: Int)
        }

        enum FeedMode {
            case all, starred
        }

        struct FeedRow {
            let title: String
        }

        typealias FeedRows = [FeedRow]

        func feedTitle(_ mode: FeedMode) -> String {
            mode == .all ? "All" : "Starred"
        }

        private enum FeedConstants {
            static let pageSize = 20
        }

        fileprivate func clamp(_ value: Int) -> Int {
            min(value, FeedConstants.pageSize)
        }

        protocol FeedViewModelInputs {
            func refresh()
        }

        extension FeedViewModelInputs {
            func refreshTwice() {
                refresh()
                refresh()
            }
        }

        extension Int {
            var pages: Int { self / 20 }
        }

        protocol FeedViewModelOutputs {
            var items: Observable<[String]> { get }
        }

        protocol FeedViewModelType {
            var inputs: FeedViewModelInputs { get }
            var outputs: FeedViewModelOutputs { get }
        }

        final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
            var inputs: FeedViewModelInputs { self }
            var outputs: FeedViewModelOutputs { self }
            weak var coordinator: FeedCoordinating?
            let items: Observable<[String]>
            private let refreshSubject = PublishSubject<Void>()

            init() {
                items = refreshSubject.map { [] }
            }

            func refresh() {
                refreshSubject.onNext(())
            }
        }

        """

    func testTheImportWarnsAboutExactlyTheDeclarationsCheckReports() throws {
        let path = "FeedViewModel.swift"
        let imported = SpecImporter.importFile(Self.source, path: path)
        let spec = try XCTUnwrap(imported.specText)
        let warnings = imported.diagnostics.filter { $0.severity == .warning && DeclaredBesideViewModel.isReport($0) }
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: path, spec: SpecSource(path: "Feed.vmspec", bytes: Array(spec.utf8)))
            .filter(DeclaredBesideViewModel.isReport)
        // The same declarations, where each stands, in the same words: a warning of the import, a difference of --check.
        XCTAssertEqual(warnings.map(\.location.line), [3, 7, 11, 15, 17, 33, 40])
        XCTAssertEqual(warnings.map(\.location), differences.map(\.location))
        XCTAssertEqual(warnings.map(\.message), differences.map(\.message))
        XCTAssertTrue(differences.allSatisfy { $0.severity == .error })
        // Each says what it is and what to do.
        XCTAssertEqual(warnings.first?.formatted.components(separatedBy: "\n").first,
                       "FeedViewModel.swift:3:1: warning: 'protocol FeedCoordinating', declared in this file beside its view"
                        + " model, is not in the generated code, which replaces the file: it moves as written to a file of"
                        + " your own, where call sites reach it unchanged")
        for kind in ["'protocol FeedCoordinating", "'enum FeedMode", "'struct FeedRow", "FeedRows", "feedTitle",
                     "'extension FeedViewModelInputs'", "'extension Int'"] {
            XCTAssertEqual(warnings.filter { $0.message.contains(kind) }.count, 1, kind)
        }
        // The private enum and the fileprivate function: neither, as no other file can name them.
        XCTAssertFalse(warnings.contains { $0.message.contains("FeedConstants") || $0.message.contains("clamp") })
        // Nothing else the import says is about them: the view model itself imports without another warning.
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note && !DeclaredBesideViewModel.isReport($0) }.map(\.formatted), [])
    }

    func testAFileOfTheViewModelAndItsContractAloneHasNoSuchWarning() throws {
        let imported = SpecImporter.importFile(DeclaredBesideViewModelTests.source
            .replacingOccurrences(of: "protocol FeedCoordinating: AnyObject {\n    func showDetail(_ id: Int)\n}\n", with: "")
            .replacingOccurrences(of: "enum FeedMode {\n    case all, starred\n}\n", with: "")
            .replacingOccurrences(of: "extension FeedViewModelInputs {\n    func refreshTwice() {\n        refresh()\n        refresh()\n    }\n}\n", with: "")
            .replacingOccurrences(of: "    weak var coordinator: FeedCoordinating?\n", with: ""), path: "FeedViewModel.swift")
        XCTAssertNotNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.filter(DeclaredBesideViewModel.isReport).map(\.formatted), [])
    }

    /// The command: `vmgen import` warns about each where it stands and counts it; `--check` reports each once, as the
    /// difference it is, not again as a warning.
    func testTheCommandWarnsOnImportAndCheckReportsEachOnce() throws {
        let project = ProjectFolder(url: try TestSupport.temporaryFolder(self))
        try project.write(Self.source, "App/FeedViewModel.swift")
        let imported = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(imported.status, 0, imported.err)
        XCTAssertEqual(imported.out, "vmgen: 1 view model imported into 1 spec, 7 warnings\n")
        let warned = imported.err.split(separator: "\n").filter { $0.contains(": warning: ") && $0.contains(", declared in this file beside") }
        XCTAssertEqual(warned.count, 7, imported.err)
        XCTAssertTrue(warned.first?.hasPrefix("App/FeedViewModel.swift:3:1: warning: 'protocol FeedCoordinating'") == true, imported.err)

        let checked = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        XCTAssertEqual(checked.status, 1)
        XCTAssertFalse(checked.err.contains(": warning: "), checked.err)
        let lines = checked.err.split(separator: "\n").filter { $0.contains(": error: ") && $0.contains(", declared in this file beside") }
        XCTAssertEqual(lines.map { $0.replacingOccurrences(of: ": error: ", with: ": warning: ") }, warned.map(String.init))
    }
}
