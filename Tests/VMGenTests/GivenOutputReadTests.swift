import Foundation
import VMGenCore
import XCTest

/// A transform-style view model handed its `Output` (`transform-output: given`) whose own members read the relays of
/// that `Output` (`var album: Album { output.album.value }`, the shorthands every screen of s07's poporazzi declares:
/// 29 members it kept behind, "it uses 'output', which the generated class does not declare for the app"): the
/// generated class keeps the handed `Output` in an internal `let output`, so such a member moves to the team's
/// extension, and `--check` agrees; one that sets it stays behind (`Fixtures/Import/TripRename` with its call sites).
final class GivenOutputReadTests: XCTestCase {
    static func source(keptAs property: String = "output") -> String {
        """
        import RxCocoa
        import RxSwift

        final class NoteEditViewModel: ViewModel {
            private let \(property): Output
            let disposeBag = DisposeBag()

            init(output: Output) {
                self.\(property) = output
            }
        }

        extension NoteEditViewModel {
            struct Input {
                let textChanged: Signal<String>
            }

            struct Output {
                let text: BehaviorRelay<String>
                let isDirty = BehaviorRelay<Bool>(value: false)
            }
        }

        extension NoteEditViewModel {
            func transform(_ input: Input) -> Output {
                input.textChanged
                    .emit(onNext: { [weak self] text in self?.\(property).text.accept(text) })
                    .disposed(by: disposeBag)
                return \(property)
            }
        }

        extension NoteEditViewModel {
            var text: String {
                \(property).text.value
            }

            func clear() {
                \(property).text.accept("")
            }
        }

        protocol ViewModel: AnyObject {
            associatedtype Input
            associatedtype Output
            func transform(_ input: Input) -> Output
        }
        """
    }

    func testAMemberReadingTheHandedOutputMovesAndOneSettingItStaysBehind() throws {
        let result = SpecImporter.importFile(Self.source(), path: "NoteEdit.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "NoteEdit.swift:34:5: note: 'var text' of 'NoteEditViewModel' stays the class's own: declare it in an extension"
                + " of 'NoteEditViewModel' in a file of your own ('extension NoteEditViewModel { ... }'), where call sites"
                + " reach it unchanged (it uses nothing the generated class keeps private; it reads 'output', the 'Output'"
                + " the view model is handed, which the generated class keeps in an internal 'let output' and binds the"
                + " logic's streams into)",
            "NoteEdit.swift:38:5: warning: 'func clear()' of 'NoteEditViewModel' is not imported: it sets 'output', which"
                + " the generated class declares as the logic gives it (a 'let' or a computed property of its contract), so"
                + " an extension in another file cannot set it",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  transform-output: given\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: Self.source(), path: "NoteEdit.swift", spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [
            "NoteEdit.swift:34:5: error: 'var text' of 'NoteEditViewModel', declared besides its 'transform', moves to an"
                + " extension: declare it in an extension of 'NoteEditViewModel' in a file of your own, where call sites"
                + " reach it unchanged",
            "NoteEdit.swift:38:5: error: 'func clear()' of 'NoteEditViewModel', declared besides its 'transform', is not in"
                + " the generated code",
        ])
        // The generated class keeps it internal, under that name.
        let code = try XCTUnwrap(Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(spec.utf8))]).files.first?.contents)
        XCTAssertTrue(code.contains("\n    let output: Output\n"), code)
    }

    /// Kept under another name (`private let outputs: Output`), the handed `Output` is one the generated class names
    /// `output`: a member reading it stays behind, as before.
    func testAnOutputKeptUnderAnotherNameKeepsTheReaderBehind() throws {
        let result = SpecImporter.importFile(Self.source(keptAs: "outputs"), path: "NoteEdit.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.map { String($0.prefix(20)) }, ["NoteEdit.swift:34:5:", "NoteEdit.swift:38:5:"])
        for warning in warnings {
            XCTAssertTrue(warning.contains(" is not imported: it uses 'outputs', which the generated class does not declare"), warning)
        }
    }
}
