import Foundation
import VMGenCore
import XCTest

/// Inputs the triplet's inputs protocol declares as observers, relays or subjects the view sends into
/// (`- @observer tapObserver`, `var tapObserver: AnyObserver<Void> { get }`; `- @relay refresh`, `var refresh:
/// PublishRelay<Void> { get }`), as many RxSwift apps write their triplets: the class hands the view the observer of
/// its input storage, or the relay itself; the fake records each value as a call.
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

    func testRelayAndSubjectInputsCompileInTheTripletOfTheFrameworksThatHaveThem() throws {
        for framework in [Framework.rxswift, .rxcocoa, .combine] {
            let relay = framework == .combine ? "" : "    - @relay refresh\n    - @if(DEBUG) @relay debugTap(_ count: Int)\n"
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  access: \(framework == .rxcocoa ? "public" : "internal")
                viewmodel FeedViewModel:
                  inputs:
                \(relay)    - @subject select(_ row: Int)
                    - @if(DEBUG) @subject debugReset
                    - viewDidLoad
                  outputs:
                    - items: [String]
                """, defines: ["DEBUG"])
        }
        XCTAssertEqual(TestSupport.diagnostics("""
            options:
              framework: reactiveswift
            viewmodel A:
              inputs:
                - @subject reset
            """).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: '@subject' makes an input a subject, which framework 'reactiveswift' does not have",
        ])
    }

    func testImportReadsRelaysAndSubjectsInTheInputsProtocol() throws {
        let source = """
            import RxSwift
            import RxRelay
            protocol FeedViewModelInputs {
                var refresh: PublishRelay<Void> { get }
                var select: PublishSubject<Int> { get }
                var query: BehaviorRelay<String> { get }
                var tapObserver: AnyObserver<Void> { get set }
                func viewDidLoad()
            }
            protocol FeedViewModelOutputs { var items: Observable<[String]> { get } }
            protocol FeedViewModelType {
                var inputs: FeedViewModelInputs { get }
                var outputs: FeedViewModelOutputs { get }
            }
            final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
                var inputs: FeedViewModelInputs { self }
                var outputs: FeedViewModelOutputs { self }
                let refresh = PublishRelay<Void>()
                let select = PublishSubject<Int>()
                let query = BehaviorRelay(value: "")
                var tapObserver = AnyObserver<Void> { _ in }
                let items: Observable<[String]>
                init() { fatalError() }
                func viewDidLoad() {}
            }
            """
        let imported = SpecImporter.importFile(source, path: "Feed.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "Feed.swift:7:5: warning: 'tapObserver: AnyObserver<Void>' is not imported: it is settable ({ get set }), and the"
                + " generated observer the view sends into is read-only ({ get }), made from the class's storage; only a relay"
                + " or subject the view sends into is settable ('@settable')",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - @relay refresh\n    - @subject select(_ value: Int)\n"
            + "    - @relay query(_ value: String) = \"\"\n"), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "Feed.swift", spec: SpecSource(path: "F.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted), [
            "Feed.swift:7:5: error: 'var tapObserver:AnyObserver<Void>{get set}' of 'FeedViewModelInputs' is not in the"
                + " generated code",
        ])
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

    /// The storage an observer or relay input gets is what the collision check knows: an output named like it is
    /// refused; a name like the storage a method input would get is free.
    func testTheStorageOfAnInputSentIntoIsTheOneCheckedForCollisions() {
        XCTAssertEqual(TestSupport.diagnostics("viewmodel C:\n  inputs:\n    - @observer tap\n  outputs:\n    - tapSubject: Int\n")
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: output 'tapSubject' collides with the storage vmgen derives for input 'tap()' in the"
                + " triplet style: both are named 'tapSubject'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel C:\n  inputs:\n    - @relay tap\n  outputs:\n    - tapRelay: Int\n")
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: output 'tapRelay' collides with the storage vmgen derives for input 'tap()' in the"
                + " triplet style: both are named 'tapRelay'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel C:\n  inputs:\n    - @observer tap\n    - tapRelay\n"), [])
        XCTAssertEqual(TestSupport.diagnostics(
            "viewmodel C:\n  inputs:\n    - @observer amount(_ value: Int)\n  outputs:\n    - amount: Int\n"
        ).map { String($0.prefix { $0 != "\n" }) }.count, 1)
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
