import Foundation
import VMGenCore
import XCTest

/// The import reads `action(output)` in `transform(_ input: Input, action: (Output) -> Void) -> Output` as
/// `transform-calls: action` when the method calls it once, as a statement of its own at its top level, with the value
/// it returns; `--check` finds the two the same. Any other call of it stays a located warning (#32).
final class TransformCallsImportTests: XCTestCase {
    static func source(parameter: String = "action: (Output) -> Void", body: String) -> String {
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
        \(body)
                return output
            }
        }
        """
    }

    func testACallWithTheOutputItReturnsIsRead() throws {
        for (parameter, body) in [
            ("action: (Output) -> Void", "        action(output)"),
            ("action: @escaping (Output) -> Void", "        action(output)"),
            // As MaeumGaGym writes it: the view binds before the view model binds its own streams.
            ("action: (Output) -> Void", "        action(output)\n\n        input.nextTap.emit(onNext: { print(\"next\") }).disposed(by: bag)"),
        ] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
                Self.source(parameter: parameter, body: body), path: "Agree.swift")
            let text = try XCTUnwrap(spec)
            XCTAssertTrue(text.contains("""
                  transform: transform(_ input: Input, action: (Output) -> Void) -> Output
                  transform-calls: action

                """), text)
            XCTAssertEqual(warnings.filter { $0.contains("closure") }, [], parameter)
            XCTAssertEqual(differences.filter { $0.contains(":12:") }, [], "\(parameter): \(differences)")
        }
    }

    /// A closure the method never names is ignored by it as by the generated method, which takes it non-escaping: no
    /// warning, no difference (six of MaeumGaGym's view models: `return Output()`).
    func testAClosureTheMethodNeverNamesIsCarriedAsIs() throws {
        for parameter in ["action: (Output) -> Void", "action: @escaping (Output) -> Void"] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
                Self.source(parameter: parameter, body: "        _ = input"), path: "Agree.swift")
            let text = try XCTUnwrap(spec)
            XCTAssertTrue(text.contains("  transform: transform(_ input: Input, action: (Output) -> Void) -> Output\n"), text)
            XCTAssertFalse(text.contains("transform-calls"), text)
            XCTAssertEqual(warnings.filter { $0.contains("closure") }, [], parameter)
            XCTAssertEqual(differences.filter { $0.contains(":12:") }, [], "\(parameter): \(differences)")
        }
    }

    func testAnotherCallIsAWarningAndADifference() throws {
        for body in [
            "        if Bool.random() { action(output) }", // conditional
            "        action(output)\n        action(output)", // twice
            "        DispatchQueue.main.async { action(output) }", // elsewhere
            "        action(Output(isDone: .empty()))", // another value
        ] {
            let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
                Self.source(parameter: "action: @escaping (Output) -> Void", body: body), path: "Agree.swift")
            XCTAssertFalse(try XCTUnwrap(spec).contains("transform-calls"), body)
            XCTAssertEqual(warnings.filter { $0.contains("is a closure") }.map { String($0.prefix(22)) },
                           ["Agree.swift:12:36: war"], body)
            XCTAssertTrue(differences.contains { $0.hasPrefix("Agree.swift:12:36: error: a call of") }, "\(body): \(differences)")
        }
    }

    /// The Output kept in a property (`transform-output: given`), handed to the closure and returned through `self`
    /// (`action(self.output)`, `return self.output`), as the generated method writes it: read as `transform-calls:`
    /// beside `transform-output: given`, `--check` finding the two the same (and `return self.output` alone says the kept
    /// Output, as `return output` does). A call with the property and a return of a local (or the reverse) is no call
    /// with the value returned: a warning where the closure stands, as before.
    func testACallWithTheKeptOutputThroughSelfIsRead() throws {
        func source(call: String, returned: String) -> String {
            """
            import RxCocoa
            import RxSwift

            final class AgreeViewModel {
                private let disposeBag = DisposeBag()
                private let output: Output

                init(output: Output) {
                    self.output = output
                }

                struct Input {
                    let nextTap: Signal<Void>
                }

                struct Output {
                    let isDone: BehaviorRelay<Bool>
                }

                func transform(_ input: Input, action: (Output) -> Void) -> Output {
                    input.nextTap.map { true }.emit(to: output.isDone).disposed(by: disposeBag)
                    action(\(call))
                    return \(returned)
                }
            }
            """
        }
        let (spec, warnings, differences) = ImportAuditTests.importAndCheck(
            source(call: "self.output", returned: "self.output"), path: "Agree.swift")
        let text = try XCTUnwrap(spec)
        for line in ["  transform: transform(_ input: Input, action: (Output) -> Void) -> Output\n", "  transform-calls: action\n",
                     "  transform-output: given\n"] {
            XCTAssertTrue(text.contains(line), "\(line) in\n\(text)")
        }
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(differences, [])
        // Without the closure, `return self.output` alone says the kept Output as `return output` does.
        let alone = source(call: "self.output", returned: "self.output")
            .replacingOccurrences(of: ", action: (Output) -> Void", with: "").replacingOccurrences(of: "        action(self.output)\n", with: "")
        let (aloneSpec, aloneWarnings, aloneDifferences) = ImportAuditTests.importAndCheck(alone, path: "Agree.swift")
        XCTAssertTrue(try XCTUnwrap(aloneSpec).contains("  transform-output: given\n"), aloneSpec ?? "")
        XCTAssertEqual(aloneWarnings + aloneDifferences, [])
        for (call, returned) in [("self.output", "output"), ("output", "self.output")] {
            let (spec, warnings, _) = ImportAuditTests.importAndCheck(source(call: call, returned: returned), path: "Agree.swift")
            XCTAssertFalse(try XCTUnwrap(spec).contains("transform-calls"), "\(call), \(returned)")
            XCTAssertEqual(warnings.filter { $0.contains("is a closure") }.map { String($0.prefix(22)) },
                           ["Agree.swift:20:36: war"], "\(call), \(returned)")
        }
    }
}
