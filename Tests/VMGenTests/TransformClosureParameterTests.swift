import Foundation
import VMGenCore
import XCTest

/// A `transform` that takes a closure besides its input (`action: (Output) -> Void`, which the hand-written method
/// calls with its output, where the view binds it): the generated method takes it, so call sites compile unchanged,
/// and never calls it, so the import warns where the parameter stands, never a silent change. (Called once at the
/// method's top level with the output it returns, it is `transform-calls:`: `TransformCallsImportTests`.)
final class TransformClosureParameterTests: XCTestCase {
    static func source(_ parameter: String) -> String {
        """
        import RxSwift
        import RxCocoa

        final class AgreeViewModel {
            struct Input {
                let nextTap: Signal<Void>
            }
            struct Output {
                let isDone: Driver<Bool>
            }

            func transform(_ input: Input, \(parameter)) -> Output {
                let output = Output(isDone: input.nextTap.map { true }.asDriver(onErrorJustReturn: false))
                if Bool.random() { action(output) }
                return output
            }
        }
        """
    }

    func testAClosureParameterIsAWarningWhereItStands() throws {
        for parameter in [
            "action: (Output) -> Void", "action: @escaping (Output) -> Void", "action: ((Output) -> Void)?",
            "action: @escaping @Sendable (Output) -> Void",
        ] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(Self.source(parameter), path: "Agree.swift")
            // Taken non-escaping by the generated method, which keeps none of its closures.
            let taken = parameter.replacingOccurrences(of: "@escaping ", with: "")
            XCTAssertTrue(try XCTUnwrap(spec).contains("transform: transform(_ input: Input, \(taken)) -> Output"), spec ?? "")
            XCTAssertEqual(warnings.filter { $0.contains("is a closure") }, [
                "Agree.swift:12:36: warning: '\(parameter)' of 'AgreeViewModel.transform' is a closure the hand-written"
                    + " method may call; the generated 'transform' takes it so that call sites compile unchanged, and never"
                    + " calls it: what call sites pass in it (bindings of the output, say) no longer runs; call it in code of"
                    + " your own, or pass it nothing",
            ], parameter)
            // `--check` agrees: a difference where the parameter stands.
            XCTAssertTrue(differences.contains("Agree.swift:12:36: error: a call of '\(parameter)', the closure"
                + " 'AgreeViewModel.transform' takes, is not in the generated code"), "\(parameter): \(differences)")
        }
    }

    func testAParameterThatIsNoClosureIsNoSuchWarning() {
        for parameter in ["disposeBag: DisposeBag", "handlers: Observable<() -> Void>", "pair: (Int, String)"] {
            let (_, warnings, differences) = ImportAuditTests.importAndCheck(Self.source(parameter), path: "Agree.swift")
            XCTAssertFalse(warnings.contains { $0.contains("is a closure") }, "\(parameter): \(warnings)")
            XCTAssertFalse(differences.contains { $0.contains("a call of") }, "\(parameter): \(differences)")
        }
    }
}
