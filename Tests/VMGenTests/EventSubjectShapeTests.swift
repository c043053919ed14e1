import Foundation
import VMGenCore
import XCTest

/// A subject-bridged view model whose `input` is one subject of the cases of an enum it nests (`let input =
/// PublishSubject<Input>()` over `enum Input { case nextTapped; case agreed(Bool) }`), into which the view sends each
/// event, as every screen of the corpus's `Parting` writes it: no spec says this shape, and the warning where the
/// class stands names it, where the import used to say it found no contract at all.
final class EventSubjectShapeTests: XCTestCase {
    static func source(input: String, output: String) -> String {
        """
        import RxCocoa
        import RxSwift

        final class AgreementViewModel {
            enum Input {
                case nextTapped
                case agreed(Bool)
            }

            enum Output {
                case showNext
            }

            \(input)
            \(output)

            init(coordinator: AnyObject?) {}
        }

        """
    }

    func testTheWarningNamesTheSubjectAndTheEnumsWhereTheClassStands() {
        let imported = SpecImporter.importFile(Self.source(
            input: "var input: PublishSubject<Input> = .init()", output: "let output = BehaviorRelay<Output>(value: .showNext)"),
            path: "Agreement.swift")
        XCTAssertNil(imported.specText)
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Agreement.swift:4:7: warning: 'AgreementViewModel' is not imported: its 'input' is one 'PublishSubject<Input>'"
                + " of the cases of its enum 'Input' and its 'output' one 'BehaviorRelay<Output>' of the cases of its enum"
                + " 'Output', the view sending each event into it: the generated 'Input' of the subject style is a struct of"
                + " one observer, relay or subject per input, and the one-stream event transform takes such a stream as its"
                + " 'transform' argument, so no spec says this shape",
        ])
    }

    func testARelayMadeWhereItIsDeclaredAndNoEventOutputAreNamedSo() {
        let imported = SpecImporter.importFile(Self.source(input: "let input = PublishRelay<AgreementViewModel.Input>()",
                                                           output: "let state = BehaviorRelay<Bool>(value: false)"),
                                               path: "Agreement.swift")
        XCTAssertEqual(imported.diagnostics.map { String($0.formatted.prefix(178)) }, [
            "Agreement.swift:4:7: warning: 'AgreementViewModel' is not imported: its 'input' is one"
                + " 'PublishRelay<AgreementViewModel.Input>' of the cases of its enum 'Input', the view sending",
        ])
    }

    func testAStructInputOrAnEnumOfAnotherTypeIsStillNoContract() {
        // A subject of an enum the class does not nest is not this shape.
        let other = SpecImporter.importFile(Self.source(input: "let input = PublishSubject<AppEvent>()", output: ""),
                                            path: "Agreement.swift")
        XCTAssertEqual(other.diagnostics.map { String($0.formatted.prefix(97)) }, [
            "Agreement.swift:4:7: warning: 'AgreementViewModel' is not imported: vmgen finds no contract of it",
        ])
    }
}
