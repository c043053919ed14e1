import Foundation
import VMGenCore
import XCTest

/// What a transform-style class is handed and how its members are spelled, read as Swift reads them (#32, R23b):
/// an initializer's `some P` parameter stored as the protocol's existential (`OpaqueParameters`), a generic argument
/// clause written apart from its type (`PassthroughSubject\n<[Row], Never>`), and a relay started with an array
/// literal of literals, its type left to Swift (`BehaviorRelay(value: [15, 25, 45])`). The fixtures `TrailAlbum`,
/// `ForecastBoard` and `FocusLength` compile their call sites against the generated code.
final class TransformParameterSpellingTests: XCTestCase {
    static func album(stored: String, assignment: String = "self.photoRepository = photoRepository") -> String {
        """
        import RxSwift
        protocol PhotoRepository { func photos() -> Single<[Int]> }
        final class AlbumViewModel {
            struct Input { let viewDidLoad: Observable<Void> }
            struct Output { let photos: Observable<[Int]> }
        \(stored)
            init(photoRepository: some PhotoRepository, title: String) {
                \(assignment)
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """
    }

    /// The spec `source` imports to, without a warning or an error.
    static func imported(_ source: String, path: String) throws -> String {
        let result = SpecImporter.importFile(source, path: path)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        return try XCTUnwrap(result.specText, result.diagnostics.map(\.formatted).joined(separator: "\n"))
    }

    func testASomeParameterStoredAsTheProtocolsExistentialIsTheDependencyOfThatExistential() throws {
        for stored in ["    private let photoRepository: any PhotoRepository", "    private let photoRepository: PhotoRepository"] {
            let source = Self.album(stored: stored)
            let result = SpecImporter.importFile(source, path: "A.swift")
            let spec = try XCTUnwrap(result.specText, result.diagnostics.map(\.formatted).joined(separator: "\n"))
            XCTAssertTrue(spec.contains("""
                  dependencies:
                    - photoRepository: any PhotoRepository
                    - title: String

                """), spec)
            // The generated `init(photoRepository: any PhotoRepository, title: String)` takes what every call passes
            // (the protocol declared beside the view model moves to a file of the team's own).
            XCTAssertEqual(SurfaceComparison.differences(
                handWritten: source, path: "A.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
                .map(\.formatted).filter { !$0.contains("'protocol PhotoRepository'") }, [])
        }
    }

    func testASomeParameterStoredOtherwiseStaysRefusedWhereItStands() {
        // Stored as a concrete type, an optional, or not stored as it is given: no existential the class holds.
        for (stored, assignment) in [
            ("    private let photoRepository: DiskPhotos", "self.photoRepository = photoRepository as! DiskPhotos"),
            ("    private let photoRepository: (any PhotoRepository)?", "self.photoRepository = photoRepository"),
            ("    private let count: Int", "self.count = 0"),
        ] {
            let result = SpecImporter.importFile(Self.album(stored: stored, assignment: assignment), path: "A.swift")
            XCTAssertTrue(result.diagnostics.map(\.formatted).contains {
                $0.hasPrefix("A.swift:7:10: error:") && $0.contains("an opaque 'some' type cannot be stored")
            }, "\(stored): \(result.diagnostics.map(\.formatted))")
        }
    }

    func testAGenericArgumentClauseWrittenApartIsReadAsOneType() throws {
        let source = """
            import Combine
            final class BoardViewModel {
                struct Input { let appear: PassthroughSubject <Void, Never> }
                struct Output {
                    let rows: PassthroughSubject
                    <[String], Never>
                    let failure: CurrentValueSubject< Int , Never >
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let spec = try Self.imported(source, path: "B.swift")
        XCTAssertTrue(spec.contains("- @subject appear\n"), spec)
        XCTAssertTrue(spec.contains("- @subject rows: [String]\n"), spec)
        XCTAssertTrue(spec.contains("- @subject failure: Int"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "B.swift", spec: SpecSource(path: "b.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted), [])
    }

    func testARelayStartedWithAnArrayOfLiteralsIsTheArrayOfTheirType() throws {
        let source = """
            import RxSwift
            import RxCocoa
            final class LengthViewModel {
                let choices = BehaviorRelay(value: [15, 20, 25, 45])
                let rates = BehaviorRelay(value: [1, 2.5])
                let titles = BehaviorSubject(value: ["Short", "Long"])
                struct Input { let tapped: Observable<Void> }
                struct Output { let picked: Observable<Int> }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let spec = try Self.imported(source, path: "L.swift")
        XCTAssertTrue(spec.contains("- let choices: BehaviorRelay<[Int]> = BehaviorRelay(value: [15, 20, 25, 45])"), spec)
        XCTAssertTrue(spec.contains("- let rates: BehaviorRelay<[Double]> = BehaviorRelay(value: [1, 2.5])"), spec)
        XCTAssertTrue(spec.contains("- let titles: BehaviorSubject<[String]> = BehaviorSubject(value: [\"Short\", \"Long\"])"), spec)
    }

    func testAnArrayWhoseElementsTypeTheTextDoesNotSayStaysALocatedWarning() {
        // Two types whose common superclass Swift infers, values of other members, literals of two kinds.
        for value in ["[TimeScreen(), DivideScreen()]", "[first, second]", "[1, \"a\"]"] {
            let source = """
                import RxSwift
                import RxCocoa
                final class LengthViewModel {
                    let choices = BehaviorRelay(value: \(value))
                    struct Input { let tapped: Observable<Void> }
                    struct Output { let picked: Observable<Int> }
                    func transform(input: Input) -> Output { fatalError() }
                }
                """
            let result = SpecImporter.importFile(source, path: "L.swift")
            XCTAssertTrue(result.diagnostics.map(\.formatted).contains {
                $0.hasPrefix("L.swift:4:5: warning: 'let choices' of 'LengthViewModel' is not imported")
            }, "\(value): \(result.diagnostics.map(\.formatted))")
        }
    }
}
