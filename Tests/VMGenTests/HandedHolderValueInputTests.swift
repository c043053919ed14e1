import Foundation
import XCTest
@testable import VMGenCore

/// A relay or subject with a current value that the view makes and hands in to a transform `Input`, of a type the spec
/// has no starting value for (`let selectedColor: BehaviorRelay<Color>`, an app struct; an enum declared in a file the
/// import does not read): the view model reads the view's relay, which no value written in the spec would be, so the
/// import writes it as the value the logic is handed as it is, `- @value selectedColor: BehaviorRelay<Color>`, with a
/// note where it stands; the `Input` struct is the same to call sites, and test support's probe takes the relay the
/// test makes (`Fixtures/Import/CategoryEditor` with its call sites). It used to be a warning asking for a value by
/// hand, and the `Input` lost the member, so every call site that made it changed.
final class HandedHolderValueInputTests: XCTestCase {
    private static func source(_ module: String, _ input: String) -> String {
        """
        import \(module)

        final class CategoryEditorViewModel {
            struct Input {
                let nameChanged: \(module == "Combine" ? "AnyPublisher<String, Never>" : "Observable<String>")
                \(input)
            }
            struct Output {
                let title: \(module == "Combine" ? "AnyPublisher<String, Never>" : "Observable<String>")
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """
    }

    func testItIsTheValueTheLogicIsHandedAndTheSurfaceIsTheSame() throws {
        for (module, type, holder) in [
            ("RxSwift", "BehaviorRelay<Color>", "BehaviorRelay"),
            ("RxSwift", "BehaviorSubject<RepeatRule>", "BehaviorSubject"),
            ("Combine", "CurrentValueSubject<Color, Never>", "CurrentValueSubject"),
        ] {
            let source = Self.source(module, "let selectedColor: \(type)")
            let imported = SpecImporter.importFile(source, path: "Editor.swift")
            let spec = try XCTUnwrap(imported.specText, type)
            XCTAssertTrue(spec.contains("    - nameChanged(_ value: String)\n    - @value selectedColor: \(type)\n"), spec)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [
                "Editor.swift:6:9: note: 'selectedColor' is a \(holder) the view makes and hands in, of a type vmgen"
                    + " knows no starting value for (no usual empty value, no enum the files read with it declare whose"
                    + " first case takes no values): the spec carries it as '@value"
                    + " selectedColor: \(type)', which the logic is handed as it is, the view's; test support's probe takes"
                    + " one in its initializer",
            ], type)
            let specSource = SpecSource(path: "e.vmspec", bytes: Array(spec.utf8))
            XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], type)
            XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Editor.swift", spec: specSource)
                .map(\.formatted), [], type)
        }
    }

    /// A type the spec has a value for keeps `@relay ... = value`; one written inside `#if`, or with a value of its
    /// own, is not this.
    func testOnlyAHandedRelayWithoutAStartingValueIsRead() throws {
        let started = SpecImporter.importFile(Self.source("RxSwift", "let count: BehaviorRelay<Int>"), path: "Editor.swift")
        XCTAssertTrue(try XCTUnwrap(started.specText).contains("    - @relay count(_ value: Int) = 0\n"))
        let made = SpecImporter.importFile(
            Self.source("RxSwift", "let selectedColor = BehaviorRelay<Color>(value: .red)"), path: "Editor.swift")
        XCTAssertFalse(try XCTUnwrap(made.specText).contains("@value selectedColor"), made.specText ?? "")
    }

    static let handWritten = """
        import Combine

        final class CategoryEditorViewModel {
            struct Input {
                let nameChanged: AnyPublisher<String, Never>
                let selectedColor: CurrentValueSubject<Color, Never>
            }
            struct Output {
                let title: AnyPublisher<String, Never>
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """

    /// The logic reads the subject the view handed: its current color, then each the view sends.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        struct Color: Equatable {
            let hex: String
        }

        extension CategoryEditorViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(title: input.selectedColor.map { "color \\($0.hex)" }.eraseToAnyPublisher())
            }
        }
        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let viewModel = CategoryEditorViewModel()
        let color = CurrentValueSubject<Color, Never>(Color(hex: "#f00"))
        var titles: [String] = []
        let subscription = viewModel.transform(input: .init(
            nameChanged: Empty().eraseToAnyPublisher(), selectedColor: color)).title.sink { titles.append($0) }
        color.send(Color(hex: "#0f0"))
        expect(titles, ["color #f00", "color #0f0"], "the logic reads the view's subject, started as the view started it")
        subscription.cancel()

        let mine = CurrentValueSubject<Color, Never>(Color(hex: "#00f"))
        let probe = CategoryEditorViewModelProbe(selectedColor: mine)
        expect(probe.title.values, ["color #00f"], "the probe hands the subject the test made")
        mine.send(Color(hex: "#fff"))
        expect(probe.title.last, "color #fff", "what the test sends into it reaches the logic")

        let fake = CategoryEditorViewModelFake()
        _ = fake.transform(input: .init(nameChanged: Empty().eraseToAnyPublisher(), selectedColor: color))
        if case .selectedColor(let handed)? = fake.calls.last {
            expect(handed === color, true, "the fake records the subject the view handed")
        } else {
            expect("\\(fake.calls)", "[selectedColor]", "the fake records the subject the view handed")
        }
        finishProbeTests()
        """

    func testTheImportedSpecRunsWithTheViewsSubjectTheProbesAndTheFakes() throws {
        let imported = SpecImporter.importFile(Self.handWritten, path: "CategoryEditorViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - @value selectedColor: CurrentValueSubject<Color, Never>\n"), spec)
        let source = SpecSource(path: "CategoryEditor.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) }
                                + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self),
                               failure: "the handed subject of an app type, as the value the logic is handed")
    }
}
