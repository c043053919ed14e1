import XCTest
@testable import VMGenCore

/// A triplet class's member outside its protocols whose parameter bears the name of an output (`func makeRows(rows:
/// [Departure])`, its body calling `rows.map`): the parameter hides the output in the body, so the member sets nothing
/// of the contract and moves to an extension, where it stayed behind as if it set the output (#32, the fourteenth
/// set's MVVM-C practice app); set through `self`, the output still keeps it behind. And a settable requirement the
/// class stores with an observer, whose code a note names where it stands (`Fixtures/Import/StationBoard`).
final class ContractParameterTests: XCTestCase {
    static func source(_ member: String) -> String {
        """
        import RxSwift

        protocol BoardViewModelInputs {
            func refresh()
        }

        protocol BoardViewModelOutputs {
            var title: String { get }
        }

        protocol BoardViewModelType {
            var inputs: BoardViewModelInputs { get }
            var outputs: BoardViewModelOutputs { get }
        }

        final class BoardViewModel: BoardViewModelType, BoardViewModelInputs, BoardViewModelOutputs {
            var inputs: BoardViewModelInputs { self }
            var outputs: BoardViewModelOutputs { self }
            var title = "Departures"
            func refresh() {}
            \(member)
        }
        """
    }

    func testAParameterNamedAsAnOutputHidesItAndTheMemberMoves() {
        let hidden = SpecImporter.importFile(
            Self.source("func heading(title: String) -> String { title.uppercased() }"), path: "Board.swift")
        XCTAssertTrue(hidden.diagnostics.contains {
            $0.severity == .note && $0.message.hasPrefix("'func heading(title:)' of 'BoardViewModel' stays the class's own: ")
        }, hidden.diagnostics.map(\.formatted).joined(separator: "\n"))
        // Nor does it reach the output: its note names none of the contract.
        XCTAssertFalse(hidden.diagnostics.contains { $0.message.contains("'title'") }, "\(hidden.diagnostics)")
        // Through `self`, the class's output: it stays behind, with the reason.
        let set = SpecImporter.importFile(
            Self.source("func rename(title: String) { self.title = title }"), path: "Board.swift")
        XCTAssertEqual(set.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "Board.swift:21:5: warning: 'func rename(title:)' of 'BoardViewModel' is not imported: it sets 'title', which the"
                + " generated class declares as the logic gives it (a 'let' or a computed property of its contract), so an"
                + " extension in another file cannot set it",
        ])
    }

    func testASettableRequirementWithAnObserverIsANoteWhereTheClassDeclaresIt() throws {
        let source = try String(
            contentsOf: TestSupport.root.appendingPathComponent("Fixtures/Import/StationBoard/StationBoard.swift"), encoding: .utf8)
        let imported = SpecImporter.importFile(source, path: "StationBoard.swift")
        let notes = imported.diagnostics.filter { $0.message.contains("has an observer") }.map(\.formatted)
        XCTAssertEqual(notes, [
            "StationBoard.swift:33:5: note: 'onBoardLoaded' of 'StationBoardViewModel' has an observer ('didSet') that runs"
                + " code each time the view sets it, which the generated 'var' does not, and the logic does not see what the"
                + " view sets afterwards: make what the view sets an input (a method or an observer) whose code moves into"
                + " the logic",
        ])
        // Carried all the same, as the protocol declares it.
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("- @settable @constant onBoardLoaded: ((StationBoard) -> Void)?"))
    }
}
