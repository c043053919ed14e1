import Foundation
import VMGenCore
import XCTest

/// `@in(outputs)` and `@in(type)`: a method the view calls that the triplet declares in its outputs protocol (one that
/// hands the view model a handler, `observeBadge(onChange:)`) or in its type protocol (`registerPeek(for:)`, beside
/// `inputs` and `outputs`), as hand-written triplets put them there; the class takes the calls as an input's stream
/// (issue #32).
final class DeclaredInputTests: XCTestCase {
    static func spec(_ framework: Framework, extra: String = "", styles: String = "triplet") -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel HomeViewModel:
        \(extra)  inputs:
            - refresh
            - @in(type) registerPeek(for sourceView: String)
            - @in(outputs) observeBadge(onChange: @escaping (String) -> Void)
          outputs:
            - unreadCount: Int
        """
    }

    func testTheProtocolsDeclareTheMethodsAndCallSitesThroughThemCompileWithTestSupport() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        let inputs = try XCTUnwrap(code.range(of: "protocol HomeViewModelInputs {\n    func refresh()\n}"), code)
        XCTAssertNotNil(code.range(of: "protocol HomeViewModelOutputs {\n    var unreadCount: Observable<Int> { get }\n"
            + "    func observeBadge(onChange: @escaping (String) -> Void)\n}", range: inputs.upperBound..<code.endIndex), code)
        XCTAssertTrue(code.contains("    var outputs: any HomeViewModelOutputs { get }\n    func registerPeek(`for` sourceView: String)\n}"),
                      code)
        let callSite = """
            func show(_ viewModel: any HomeViewModelType) {
                viewModel.registerPeek(for: "table")
                viewModel.outputs.observeBadge { print($0) }
                viewModel.inputs.refresh()
            }

            """
        for framework in [Framework.rxswift, .combine, .closures, .reactiveswift] {
            try assertCompiles(Self.spec(framework), support: callSite)
        }
    }

    func testWhereItCannotApplyItIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(of: "@in(type)", with: "@in(inputs)")), [
            "t.vmspec:7:11: error: expected '@in(outputs)' or '@in(type)', the triplet protocol that declares this input",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift).replacingOccurrences(
            of: "@in(outputs) observeBadge(onChange: @escaping (String) -> Void)", with: "@in(outputs) @observer tap")), [
            "t.vmspec:8:7: error: '@in' does not apply here: it declares a method the view calls, and a '@observer' input is a property",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, styles: "triplet, transform")).first,
            "t.vmspec:7:7: error: '@in' does not apply here: it names a protocol of the triplet, and this spec also renders the"
                + " 'transform' style")
        let composed = Self.spec(.rxswift, extra: "  type-refines: inputs, outputs\n  groups: typealias\n")
        XCTAssertEqual(TestSupport.diagnostics(composed).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:9:7: error: 'registerPeek(for:)' is '@in(type)', declared in the type protocol, and with 'groups:"
                + " typealias' the type is a typealias of the groups' protocols, which declares nothing of its own",
        ])
    }

    static let handWritten = """
        import RxSwift
        protocol HomeViewModelInputs {
            var logoutTrigger: AnyObserver<Void> { get }
        }
        protocol HomeViewModelOutputs {
            var title: Observable<String> { get }
            func observeBadge(onChange: @escaping (String) -> Void)
        }
        protocol HomeViewModelType {
            var inputs: HomeViewModelInputs { get }
            var outputs: HomeViewModelOutputs { get }
            func registerPeek(for sourceView: Container)
            func shouldPeek(at index: Int) -> Bool
        }
        """

    /// The import reads both as such inputs, with a note saying where the body goes, and `--check` finds them the
    /// same; a method of the type protocol that answers with a value stays a warning.
    func testImportReadsThemAndCheckFindsThemTheSame() throws {
        let result = SpecImporter.importFile(Self.handWritten, path: "H.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              inputs:
                - @observer logoutTrigger
                - @in(type) registerPeek(`for` sourceView: Container)
                - @in(outputs) observeBadge(onChange: @escaping (String) -> Void)
              outputs:
                - title: String
            """), spec)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "H.swift:7:5: note: 'func observeBadge(onChange:)' is imported as an input the outputs protocol declares"
                + " ('@in(outputs)'): the generated class takes each call as that input's stream, so move its body into the logic",
            "H.swift:12:5: note: 'func registerPeek(for:)' is imported as an input the type protocol declares ('@in(type)'):"
                + " the generated class takes each call as that input's stream, so move its body into the logic",
            "H.swift:13:5: warning: 'func shouldPeek(at:)' of 'HomeViewModelType' is not imported: the generated type protocol"
                + " declares only 'inputs', 'outputs' and 'errors'"
                + " (and what 'type-requires:' and 'self-as:' name); call sites that reach it through 'HomeViewModelType' change:"
                + " declare it in a protocol of your own the class conforms to ('conforms:') and reach it there",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: Self.handWritten, path: "H.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [
            "H.swift:13:5: error: 'func shouldPeek(at:Int)->Bool' of 'HomeViewModelType' is not in the generated code",
        ])
    }
}
