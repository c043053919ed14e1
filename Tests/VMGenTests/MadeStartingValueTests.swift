import Foundation
import VMGenCore
import XCTest

/// A subject-bridged view model whose `Input` and `Output` make their subjects and relays with placeholder starting
/// values and no type written (`let records = BehaviorSubject(value: [Record()])`, `BehaviorRelay(value: ([String()],
/// [Double()]))`, `BehaviorRelay(value: ("", 1))`), as a ledger app's screens write them: Swift infers the type from
/// the value alone (`[Record]`, `([String], [Double])`, `(String, Int)`), and so do the import and `--check`; what the
/// value does not say (`[]`, `[record]`, a labelled tuple) still asks for the type.
final class MadeStartingValueTests: XCTestCase {
    static let source = """
        import Foundation
        import RxSwift
        import RxCocoa

        struct Record {}

        final class LedgerViewModel {
            var input = Input()
            var output = Output()

            struct Input {
                let refresh = BehaviorSubject(value: false)
                let records = BehaviorSubject(value: [Record()])
                let selected = BehaviorSubject(value: (IndexPath(), Date(), [Record()]))
            }

            struct Output {
                let rows = BehaviorRelay(value: [(Date(), [Record()])])
                let chart = BehaviorRelay(value: ([String()], [Double()]))
                let caption = BehaviorRelay(value: ("", 1))
            }
        }

        """

    func testTheTypeIsWhatSwiftInfersFromTheValueAndCheckFindsTheSurfaceEqual() throws {
        let imported = SpecImporter.importFile(Self.source, path: "L.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertEqual(imported.diagnostics.besidesDeclarationsBeside.filter { $0.severity == .warning }.map(\.formatted), [])
        for line in [
            "- @subject records(_ value: [Record]) = [Record()]",
            "- @subject selected(_ value: (IndexPath, Date, [Record])) = (IndexPath(), Date(), [Record()])",
            "BehaviorRelay<[(Date, [Record])]>",
            "BehaviorRelay<([String], [Double])>",
            "BehaviorRelay<(String, Int)>",
        ] {
            XCTAssertTrue(spec.contains(line), line + "\n" + spec)
        }
        let source = SpecSource(path: "L.vmspec", bytes: Array(spec.utf8))
        // `struct Record`, which the test declares beside the view model for its own sake, is a difference of its own
        // (`DeclaredBesideViewModelTests`).
        XCTAssertEqual(SurfaceComparison.differences(handWritten: Self.source, path: "L.swift", spec: source)
            .besidesDeclarationsBeside.filter { $0.severity == .error }.map(\.formatted), [])

        // The generated view model compiles with the screens' use of it.
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let generated = try GeneratedCase(spec, into: folder, name: "ledger")
        let calls = """
            import Foundation
            struct Record {}
            func screen(_ viewModel: LedgerViewModel) {
                viewModel.input.records.onNext([Record(), Record()])
                viewModel.input.selected.onNext((IndexPath(), Date(), []))
                let rows: [(Date, [Record])] = viewModel.output.rows.value
                let (labels, values): ([String], [Double]) = viewModel.output.chart.value
                let caption: (String, Int) = viewModel.output.caption.value
                print(rows.count, labels, values, caption)
            }

            """
        let logic = try generated.write("Logic.swift", generated.stubLogic(style: .subject) + calls)
        for (label, output) in CompileTests.run(generated.jobs("ledger", adding: [logic]), compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }

    func testWhatTheValueDoesNotSayStillAsksForTheType() {
        for value in ["[]", "[record]", "[Record(id: 1)]", "[Record(), Record()]", "(name: \"\", count: 1)", "(record, 1)"] {
            let source = """
                import RxSwift
                final class LedgerViewModel {
                    let input = Input()
                    let output = Output()
                    struct Input {
                        let records = BehaviorSubject(value: \(value))
                    }
                    struct Output {
                        let total: Observable<Int>
                    }
                }

                """
            let imported = SpecImporter.importFile(source, path: "L.swift")
            XCTAssertTrue(imported.diagnostics.contains {
                $0.severity == .warning && $0.message.contains("its type is not written, and Swift infers it from")
            }, "\(value): \(imported.diagnostics.map(\.formatted))")
        }
    }
}
