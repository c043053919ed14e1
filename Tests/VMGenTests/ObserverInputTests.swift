import Foundation
import VMGenCore
import XCTest

/// Inputs the triplet's inputs protocol declares as observers the view sends into (`- @observer tapObserver`,
/// `var tapObserver: AnyObserver<Void> { get }`), as many RxSwift apps write their triplets: the class hands the view
/// the observer of its input storage, the fake one that records each value as a call.
final class ObserverInputTests: XCTestCase {
    func testObserverInputsCompileInEveryFrameworkThatHasObservers() throws {
        for framework in Framework.allCases where framework != .closures {
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  access: \(framework == .combine ? "public" : "internal")
                viewmodel SendMoneyViewModel:
                  protocols: SendMoneyViewModelInput, SendMoneyViewModelOutput, SendMoneyViewModelType
                  inputs:
                    - @observer tapObserver
                    /// The amount the user typed.
                    - \(framework == .reactiveswift ? "" : "@latest ")@observer amountObserver(_ amount: Int)
                    - @if(DEBUG) @observer debugObserver(label: String, count: Int)
                    - confirm
                  outputs:
                    - fee: String
                """, defines: ["DEBUG"])
        }
    }

    func testTheProtocolDeclaresTheObserverAndTheClassHandsOutItsStorage() {
        let text = TestSupport.render("""
            viewmodel SendMoneyViewModel:
              inputs:
                - @observer tapObserver
                - confirm
            """)
        XCTAssertTrue(text.contains("""
            protocol SendMoneyViewModelInputs {
                var tapObserver: AnyObserver<Void> { get }
                func confirm()
            }
            """), text)
        XCTAssertTrue(text.contains("    private let tapObserverSubject = PublishSubject<Void>()\n"), text)
        XCTAssertTrue(text.contains("    var tapObserver: AnyObserver<Void> { tapObserverSubject.asObserver() }\n"), text)
        XCTAssertTrue(text.contains("tapObserver: tapObserverSubject.asObservable()"), text)
    }

    func testAnObserverIsTheTripletsInputAndWhatCannotBeIsRefused() {
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              styles: triplet, transform
            viewmodel A:
              inputs:
                - @observer tapObserver
              outputs:
                - @observer shown: Void
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: '@observer' makes the input a property of the triplet's inputs protocol, and this spec also renders the 'transform' style",
            "t.vmspec:7:7: error: '@observer' does not apply to an output",
        ])
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: closures
            viewmodel A:
              inputs:
                - @observer tapObserver
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: '@observer' makes an input an observer, which framework 'closures' does not have",
        ])
    }

    /// `vmgen import` reads an observer in the inputs protocol as an `@observer` input, and the surface is the same.
    func testImportReadsObserversInTheInputsProtocol() throws {
        let source = """
            import RxSwift

            protocol SendMoneyViewModelInput {
                var tapObserver: AnyObserver<Void> { get }
                /// The amount the user typed.
                var amountObserver: AnyObserver<Int> { get }
                func confirm()
            }

            protocol SendMoneyViewModelOutput {
                var fee: Observable<String> { get }
            }

            protocol SendMoneyViewModelType {
                var inputs: SendMoneyViewModelInput { get }
                var outputs: SendMoneyViewModelOutput { get }
            }

            final class SendMoneyViewModel: SendMoneyViewModelType, SendMoneyViewModelInput, SendMoneyViewModelOutput {
                var inputs: SendMoneyViewModelInput { self }
                var outputs: SendMoneyViewModelOutput { self }
                private let tapSubject = PublishSubject<Void>()
                var tapObserver: AnyObserver<Void> { tapSubject.asObserver() }
                let amountObserver: AnyObserver<Int>
                let fee: Observable<String>
                init() { fatalError() }
                func confirm() {}
            }
            """
        let imported = SpecImporter.importFile(source, path: "SendMoney.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              inputs:
                - @observer tapObserver
                /// The amount the user typed.
                - @observer amountObserver(_ value: Int)
                - confirm
            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "SendMoney.swift", spec: SpecSource(path: "S.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [])
    }
}
