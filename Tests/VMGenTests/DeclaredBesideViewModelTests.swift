import VMGenCore
import XCTest

/// What a view model's file declares beside it for the rest of the app (issue #32): a coordinator's protocol the
/// coordinator conforms to, an enum a screen switches over, an extension of the contract's protocols. The generated
/// file replaces the hand-written one and declares none of them, so `--check` reports each: before, it found such a
/// file equal while the app's other files, and the generated code naming the protocol, no longer compiled (a coordinator
/// protocol beside each of 42 view models of one app of the first set, `photi-ios`). `ImportCallSiteTests` counts a
/// fixture's `Own.swift` holding them as moved, as it does the class's own members.
final class DeclaredBesideViewModelTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol FeedCoordinating: AnyObject {
            func showDetail(_ id: Int)
        }

        enum FeedMode {
            case all, starred
        }

        private enum FeedConstants {
            static let pageSize = 20
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

    func testEachDeclarationBesideTheViewModelIsADifferenceToMove() throws {
        let imported = SpecImporter.importFile(Self.source, path: "FeedViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("- weak var coordinator: FeedCoordinating?"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source, path: "FeedViewModel.swift", spec: SpecSource(path: "Feed.vmspec", bytes: Array(spec.utf8)))
        let moved = ", declared in this file beside its view model, is not in the generated code, which replaces the file: it"
            + " moves as written to a file of your own, where call sites reach it unchanged"
        XCTAssertEqual(differences.map(\.message), [
            "'protocol FeedCoordinating'" + moved, "'enum FeedMode'" + moved, "'extension FeedViewModelInputs'" + moved,
        ])
        // Where each stands: the private enum, which no other file can name, is none of them.
        XCTAssertEqual(differences.map(\.location.line), [3, 7, 19])
    }

    func testAFileOfTheViewModelAndItsContractAloneIsStillEqual() throws {
        let source = Self.source
            .replacingOccurrences(of: "protocol FeedCoordinating: AnyObject {\n    func showDetail(_ id: Int)\n}\n", with: "")
            .replacingOccurrences(of: "enum FeedMode {\n    case all, starred\n}\n", with: "")
            .replacingOccurrences(of: "extension FeedViewModelInputs {\n    func refreshTwice() {\n        refresh()\n        refresh()\n    }\n}\n", with: "")
            .replacingOccurrences(of: "    weak var coordinator: FeedCoordinating?\n", with: "")
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: "FeedViewModel.swift").specText)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "FeedViewModel.swift", spec: SpecSource(path: "Feed.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.message), [])
    }
}

extension Array where Element == Diagnostic {
    /// Without the differences for what a test's source declares beside its view model for the test's sake (the app's
    /// protocol a view model conforms to, its base class's subclass), each reported as `DeclaredBesideViewModelTests`
    /// shows: what the test says of the view model itself.
    var besidesDeclarationsBeside: [Diagnostic] {
        filter { !$0.message.contains(", declared in this file beside its view model, is not in the generated code") }
    }
}
