import VMGenCore
import XCTest

/// The struct styles' class's own members (issue #32): what a transform-style or subject-style class declares for call
/// sites besides its contract (a coordinator, a relay a coordinator subscribes to, a helper, a computed property).
/// `--check` reports each one the generated class does not have; the import carries them as the triplet's.
final class StructStyleOwnMemberTests: XCTestCase {
    static let transformSource = """
        import RxCocoa
        import RxSwift

        protocol TripCoordinator: AnyObject {}
        enum TripRoute { case detail(Int) }
        protocol TripService {}

        final class TripListViewModel {
            struct Input {
                let refresh: Observable<Void>
            }

            struct Output {
                let trips: Driver<[String]>
            }

            weak var coordinator: TripCoordinator?
            let navigation = PublishRelay<TripRoute>()
            var title: String { "Trips" }

            private let service: TripService

            init(service: TripService) {
                self.service = service
            }

            func transform(input: Input) -> Output {
                fatalError()
            }

            func openTrip(_ id: Int) {
                navigation.accept(.detail(id))
            }
        }

        """

    static let subjectSource = """
        import RxCocoa
        import RxSwift

        enum NoteRoute { case editor }

        final class NoteListViewModel {
            struct Input {
                let refresh: AnyObserver<Void>
            }

            struct Output {
                let notes: Driver<[String]>
            }

            let input: Input
            let output: Output
            let navigation = PublishRelay<NoteRoute>()
            var count = 0

            private let refreshSubject = PublishSubject<Void>()

            init() {
                input = Input(refresh: refreshSubject.asObserver())
                output = Output(notes: .empty())
            }

            func compose() {
                navigation.accept(.editor)
            }
        }

        """

    /// The transform style's spec without the class's own members, as the import wrote it before it carried them.
    static let transformSpec = """
        options:
          framework: rxcocoa
          styles: transform

        viewmodel TripListViewModel:
          dependencies:
            - service: TripService
          inputs:
            - refresh
          outputs:
            - trips: [String]

        """

    func testCheckReportsEachOwnMemberOfATransformClassTheGeneratedClassDoesNotHave() {
        let spec = SpecSource(path: "T.vmspec", bytes: Array(Self.transformSpec.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.transformSource, path: "T.swift", spec: spec).besidesDeclarationsBeside
            .map(\.formatted)
        let besides = ", declared besides its 'transform', is not in the generated code"
        for expected in [
            "T.swift:17:10: error: 'var coordinator' of 'TripListViewModel'" + besides,
            "T.swift:18:5: error: 'let navigation' of 'TripListViewModel'" + besides,
        ] {
            XCTAssertTrue(differences.contains(expected), "\(expected)\n\(differences)")
        }
        // The helper and the computed property use nothing private: they move to the team's own file.
        for (line, name) in [(19, "var title"), (31, "func openTrip(_:)")] {
            XCTAssertTrue(differences.contains {
                $0.hasPrefix("T.swift:\(line):5: error: '\(name)' of 'TripListViewModel', declared besides its 'transform',"
                    + " moves to an extension")
            }, "\(name)\n\(differences)")
        }
        XCTAssertEqual(differences.count, 4, "\(differences)")
    }

    func testCheckReportsEachOwnMemberOfASubjectClassTheGeneratedClassDoesNotHave() {
        let spec = SpecSource(path: "N.vmspec", bytes: Array("""
            options:
              framework: rxcocoa
              styles: subject

            viewmodel NoteListViewModel:
              inputs:
                - refresh
              outputs:
                - notes: [String]

            """.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.subjectSource, path: "N.swift", spec: spec).besidesDeclarationsBeside
            .map(\.formatted)
        let besides = ", declared besides its 'input' and 'output',"
        XCTAssertTrue(differences.contains("N.swift:17:5: error: 'let navigation' of 'NoteListViewModel'" + besides
            + " is not in the generated code"), "\(differences)")
        XCTAssertTrue(differences.contains("N.swift:18:5: error: 'var count' of 'NoteListViewModel'" + besides
            + " is not in the generated code"), "\(differences)")
        XCTAssertTrue(differences.contains { $0.hasPrefix("N.swift:27:5: error: 'func compose()' of 'NoteListViewModel'"
            + besides + " moves to an extension") }, "\(differences)")
    }

    func testTheImportCarriesATransformClassesOwnMembersAndItsWeakCoordinator() throws {
        let imported = SpecImporter.importFile(Self.transformSource, path: "T.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("  properties:\n    - weak var coordinator: TripCoordinator?\n"
            + "    - let navigation: PublishRelay<TripRoute> = .init()\n"), spec)
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity == .warning }.map(\.formatted), [])
        let notes = imported.diagnostics.filter { $0.severity == .note }.map(\.formatted)
        for (line, name) in [(19, "var title"), (31, "func openTrip(_:)")] {
            XCTAssertTrue(notes.contains { $0.hasPrefix("T.swift:\(line):5: note: '\(name)' of 'TripListViewModel' stays the class's own") },
                          "\(name)\n\(notes)")
        }
        // `--check`: the two members to move, and no longer the weak coordinator, which the generated class declares.
        let source = SpecSource(path: "T.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        XCTAssertTrue(generated.files.contains { $0.contents.contains("    weak var coordinator: TripCoordinator?\n") },
                      generated.files.map(\.contents).joined())
        let differences = SurfaceComparison.differences(handWritten: Self.transformSource, path: "T.swift", spec: source).besidesDeclarationsBeside
        XCTAssertEqual(differences.map(\.location.line), [19, 31], "\(differences.map(\.formatted))")
        XCTAssertEqual(differences.filter { $0.message.contains("moves to an extension") }.map(\.location.line), [19, 31])
    }

    func testTheImportCarriesASubjectClassesStateAndTheHelperMoves() throws {
        let imported = SpecImporter.importFile(Self.subjectSource, path: "N.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("  properties:\n    - let navigation: PublishRelay<NoteRoute> = .init()\n"
            + "    - var count: Int = 0\n"), spec)
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity == .warning }.map(\.formatted), [])
        let source = SpecSource(path: "N.vmspec", bytes: Array(spec.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.subjectSource, path: "N.swift", spec: source).besidesDeclarationsBeside
        XCTAssertEqual(differences.count, 1, "\(differences.map(\.formatted))")
        XCTAssertTrue(differences.allSatisfy { $0.message.contains("'func compose()'") && $0.message.contains("moves to an extension") })
    }

    /// `typealias InputType = Input` for a protocol's associated type: the generated class's conformance keeps it.
    func testATypealiasOfTheContractsStructForAnAssociatedTypeIsNoDifference() throws {
        let source = """
            import RxSwift

            protocol Bindable {
                associatedtype InputType
                var input: InputType { get }
            }

            final class TagViewModel: Bindable {
                typealias InputType = Input
                typealias Tag = String

                struct Input {
                    let tap: AnyObserver<Void>
                }

                struct Output {
                    let tags: Observable<[String]>
                }

                let input: Input
                let output: Output
                private let tapSubject = PublishSubject<Void>()

                init() {
                    input = Input(tap: tapSubject.asObserver())
                    output = Output(tags: .just([]))
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "G.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "G.swift", spec: SpecSource(path: "G.vmspec", bytes: Array(spec.utf8))).besidesDeclarationsBeside
        // `Tag` is the class's own, to move; `InputType` is the conformance's.
        XCTAssertEqual(differences.map(\.location.line), [10], "\(differences.map(\.formatted))")
    }

    /// The transform of states: its class's relay and helper are carried as the transform style's.
    func testTheTransformOfStatesCarriesItsClassesOwnMembers() throws {
        let source = StateStreamTransformTests.source.replacingOccurrences(
            of: "final class LoginViewModel {\n",
            with: "final class LoginViewModel {\n    let routes = PassthroughSubject<String, Never>()\n"
                + "    func forgotPassword() { routes.send(\"reset\") }\n")
        XCTAssertNotEqual(source, StateStreamTransformTests.source)
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("  properties:\n    - let routes: PassthroughSubject<String, Never> = .init()\n"), spec)
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity != .note }.map(\.formatted), [])
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "Login.swift", spec: SpecSource(path: "L.vmspec", bytes: Array(spec.utf8))).besidesDeclarationsBeside
        XCTAssertEqual(differences.count, 1, "\(differences.map(\.formatted))")
        XCTAssertTrue(differences.allSatisfy { $0.message.contains("'func forgotPassword()'") && $0.message.contains("moves to an extension") },
                      "\(differences.map(\.formatted))")
    }

    /// `let saved = NotificationCenter.default.rx.notification(.saved)`: a method's call, whose type the text does not
    /// say, is a warning, not a property typed `NotificationCenter.default.rx.notification`.
    func testAMemberMadeByAMethodCallIsAWarningNotAType() throws {
        let source = Self.transformSource.replacingOccurrences(
            of: "    var title: String { \"Trips\" }\n",
            with: "    let saved = NotificationCenter.default.rx.notification(.init(\"saved\"))\n")
        XCTAssertNotEqual(source, Self.transformSource)
        let imported = SpecImporter.importFile(source, path: "T.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(spec.contains("saved:"), spec)
        XCTAssertTrue(imported.diagnostics.contains {
            $0.severity == .warning && $0.location.line == 19 && $0.message.contains("'let saved' of 'TripListViewModel' is not imported")
        }, "\(imported.diagnostics.map(\.formatted))")
    }
}
