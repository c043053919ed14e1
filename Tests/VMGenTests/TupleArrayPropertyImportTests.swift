import XCTest
@testable import VMGenCore

/// A stored property of the class started as an empty array of tuples, its type named only by its initializer (`var
/// picked = [(Photo, IndexPath)]()`, as a photo picker keeps each photo with the cell it was picked in): its type is
/// the one the initializer names, and the spec writes the property (`var picked: [(Photo, IndexPath)] = .init()`),
/// which call sites read and change as before (`Fixtures/Import/PhotoSelection` with its call sites).
final class TupleArrayPropertyImportTests: XCTestCase {
    func testTheInitializerOfAnArrayOfTuplesNamesItsType() {
        XCTAssertEqual(StructStyleRecognizer.literalType("[(Photo, IndexPath)]()"), "[(Photo, IndexPath)]")
        XCTAssertEqual(StructStyleRecognizer.literalType("[String: (Int, Bool?)]()"), "[String: (Int, Bool?)]")
        XCTAssertEqual(StructStyleRecognizer.literalType("[Item]()"), "[Item]")
        // A call of something else, or parentheses outside brackets, names no type.
        XCTAssertNil(StructStyleRecognizer.literalType("Photo(id)()"))
        XCTAssertNil(StructStyleRecognizer.literalType("makePhotos()"))
    }

    func testThePropertyIsImportedWithThatTypeAndTheSurfaceIsTheSame() throws {
        let source = """
            import Foundation
            import RxSwift

            final class PickerViewModel {
                var picked = [(Photo, IndexPath)]()
                struct Input {
                    let itemSelected: Observable<IndexPath>
                }
                struct Output {
                    let count: Observable<Int>
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Picker.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  properties:\n    - var picked: [(Photo, IndexPath)] = .init()\n"), spec)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let specSource = SpecSource(path: "p.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [])
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Picker.swift", spec: specSource)
            .map(\.formatted), [])
    }
}
