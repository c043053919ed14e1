import Foundation
import XCTest
@testable import VMGenCore

/// What a transform `Input` carries that the view makes and hands in, read exactly (#32, as a calendar app's editors
/// write them): a relay of a Foundation type the view starts with a value made without arguments (`let selectedDate:
/// BehaviorRelay<Date>`, made `BehaviorRelay<Date>(value: Date())`) is `@relay selectedDate(_ value: Date) = Date()`,
/// the value test support starts its own with, with a note; an optional plain value (`let selectedCategory:
/// Category?`) is `@value selectedCategory: Category?`, optional as written, not an `@optional` stream the spec would
/// refuse (`Fixtures/Import/EventEditor` with its call sites).
final class HandedFoundationRelayTests: XCTestCase {
    private static func source(_ module: String, _ input: String) -> String {
        """
        import Foundation
        import \(module)

        final class EditorViewModel {
            struct Input {
                \(input)
            }
            struct Output {
                let title: \(module == "Combine" ? "AnyPublisher<String, Never>" : "Observable<String>")
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """
    }

    func testARelayOfAFoundationTypeStartsWithTheValueItIsMadeWithWithoutArguments() throws {
        for (module, type, kind, holder, element, start) in [
            ("RxSwift", "BehaviorRelay<Date>", "relay", "BehaviorRelay", "Date", "Date()"),
            ("RxSwift", "BehaviorSubject<UUID>", "subject", "BehaviorSubject", "UUID", "UUID()"),
            ("RxSwift", "BehaviorRelay<Foundation.Date>", "relay", "BehaviorRelay", "Foundation.Date", "Foundation.Date()"),
            ("Combine", "CurrentValueSubject<Data, Never>", "subject", "CurrentValueSubject", "Data", "Data()"),
        ] {
            let source = Self.source(module, "let picked: \(type)")
            let imported = SpecImporter.importFile(source, path: "Editor.swift")
            let spec = try XCTUnwrap(imported.specText, type)
            XCTAssertTrue(spec.contains("    - @\(kind) picked(_ value: \(element)) = \(start)\n"), spec)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [
                "Editor.swift:6:9: note: 'picked' is a \(holder) the view makes and hands in: the spec gives it"
                    + " '= \(start)', the value test support starts its own with; the view model reads the view's",
            ], type)
            let specSource = SpecSource(path: "e.vmspec", bytes: Array(spec.utf8))
            XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], type)
            XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Editor.swift", spec: specSource)
                .map(\.formatted), [], type)
        }
    }

    /// Only a handed `Input` relay: an `Output` relay of `Date` declared without a value is one the view model is
    /// given (`@constant`), and the usual empty values are unchanged.
    func testOnlyTheHandedInputTakesIt() throws {
        XCTAssertNil(StructStyleRecognizer.emptyValue(of: "Date"))
        XCTAssertNil(StructStyleRecognizer.argumentlessValue(of: "Color"))
        XCTAssertNil(StructStyleRecognizer.argumentlessValue(of: "Date?x"))
        let output = SpecImporter.importFile(Self.source("RxSwift", "let tap: Observable<Void>")
            .replacingOccurrences(of: "let title: Observable<String>", with: "let when: BehaviorRelay<Date>"), path: "Editor.swift")
        XCTAssertTrue(try XCTUnwrap(output.specText).contains("    - @constant when: BehaviorRelay<Date>\n"), output.specText ?? "")
        // Another type is the value the logic is handed as it is (`HandedHolderValueInputTests`).
        let other = SpecImporter.importFile(Self.source("RxSwift", "let selectedColor: BehaviorRelay<Color>"), path: "Editor.swift")
        XCTAssertTrue(try XCTUnwrap(other.specText).contains("    - @value selectedColor: BehaviorRelay<Color>\n"))
    }

    /// It used to be read as an `@optional` stream of a `@value` (`- @optional @value selectedCategory: Category`), which
    /// the spec refuses, so the whole view model was not imported.
    func testAnOptionalPlainValueIsAValueInputOptionalAsWritten() throws {
        for module in ["RxSwift", "Combine"] {
            let source = Self.source(module, "let selectedCategory: Category?\n        var note: String?")
            let imported = SpecImporter.importFile(source, path: "Editor.swift")
            let spec = try XCTUnwrap(imported.specText, "\(imported.diagnostics.map(\.formatted))")
            XCTAssertTrue(spec.contains("    - @value selectedCategory: Category?\n    - @value note: String?\n"), spec)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [], module)
            let specSource = SpecSource(path: "e.vmspec", bytes: Array(spec.utf8))
            XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], module)
            XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Editor.swift", spec: specSource)
                .map(\.formatted), [], module)
        }
        // An optional stream is still `@optional`.
        let stream = SpecImporter.importFile(Self.source("RxSwift", "let refresh: Observable<Void>?"), path: "Editor.swift")
        XCTAssertTrue(try XCTUnwrap(stream.specText).contains("    - @optional refresh\n"), stream.specText ?? "")
    }

    /// A Combine editor as an app writes it, whose import `testTheImportedSpecRunsWithTheViewsSubjectAndTheProbesOwn` runs.
    static let handWritten = """
        import Foundation
        import Combine

        final class EditorViewModel {
            struct Input {
                let save: AnyPublisher<Void, Never>
                let selectedDate: CurrentValueSubject<Date, Never>
                let selectedCategory: Category?
            }
            struct Output {
                let title: AnyPublisher<String, Never>
            }
            func transform(input: Input) -> Output { fatalError() }
        }
        """

    /// The logic names the category, or `none` for nil, and the day picked, in seconds since 1970.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif
        import Foundation

        struct Category {
            let name: String
        }

        extension EditorViewModelLogic {
            static func transform(_ input: Input) -> Output {
                let name = input.selectedCategory?.name ?? "none"
                return Output(title: input.selectedDate
                    .map { date in "\\(name) \\(Int(date.timeIntervalSince1970))" }.eraseToAnyPublisher())
            }
        }
        """

    /// The view hands its own subject, started as it says, and nil or a category; the probe of test support starts
    /// its own subject with `Date()` (now) and takes the category in its initializer.
    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif
        import Foundation

        let viewModel = EditorViewModel()
        let day = CurrentValueSubject<Date, Never>(Date(timeIntervalSince1970: 60))
        let save = PassthroughSubject<Void, Never>()
        var titles: [String] = []
        let subscription = viewModel.transform(input: .init(
            save: save.eraseToAnyPublisher(), selectedDate: day, selectedCategory: nil)).title.sink { titles.append($0) }
        day.send(Date(timeIntervalSince1970: 120))
        expect(titles, ["none 60", "none 120"], "the logic reads the view's subject as the view started it, and nil")
        subscription.cancel()

        let before = Int(Date().timeIntervalSince1970)
        let probe = EditorViewModelProbe(selectedCategory: Category(name: "Work"))
        let started = Int(probe.title.last?.split(separator: " ").last ?? "") ?? 0
        expect(started >= before && started <= Int(Date().timeIntervalSince1970), true, "the probe's subject starts now")
        probe.inputs.selectedDate(Date(timeIntervalSince1970: 0))
        expect(probe.title.last, "Work 0", "the probe hands its category and what the test sends")
        finishProbeTests()
        """

    func testTheImportedSpecRunsWithTheViewsSubjectAndTheProbesOwn() throws {
        let imported = SpecImporter.importFile(Self.handWritten, path: "Editor.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              imports: Foundation

            viewmodel EditorViewModel:
              inputs:
                - save
                - @subject selectedDate(_ value: Date) = Date()
                - @value selectedCategory: Category?
              outputs:
                - title: String
            """), spec)
        let source = SpecSource(path: "Editor.vmspec", bytes: Array(spec.utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) }
                                + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self),
                               failure: "the handed subject of Date and the optional value input")
    }

    /// A relay of an app's type inside `#if`, which `@value` does not carry (the spec's `@if` members are streams), is
    /// a warning where it stands, in the words of the note `@value` gives where it reads one: vmgen knows no starting
    /// value for the type.
    func testAConditionalRelayOfAnAppTypeIsAWarningInTheHolderNotesWords() throws {
        let source = Self.source("RxRelay", "let save: Observable<Void>\n        #if DEBUG\n        let alarm: BehaviorRelay<Alarm>\n        #endif")
        let imported = SpecImporter.importFile(source, path: "Editor.swift")
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.hasPrefix("Editor.swift:8:9: warning: ") == true, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("a BehaviorRelay the view hands in, of a type vmgen knows no starting value for"
            + " (no usual empty value, no enum the files read with it declare whose first case takes no values)") == true,
            "\(warnings)")
    }
}
