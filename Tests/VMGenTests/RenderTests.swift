import Foundation
import VMGenCore
import XCTest

/// Properties of the generated code beyond the goldens: it is clean, it escapes keywords, it writes `self.` only
/// where a name is shadowed, and the unusual shapes compile.
final class RenderTests: XCTestCase {
    func testGoldensAreClean() throws {
        for fixture in TestSupport.fixtures {
            for framework in TestSupport.frameworks(of: fixture) {
                let folder = fixture.goldenFolder(framework)
                // vmgen's own state in the folder (`make generate` keeps its record there) is no golden.
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".vmgen") {
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    for (index, line) in text.components(separatedBy: "\n").enumerated() {
                        XCTAssertFalse(line.hasSuffix(" ") || line.hasSuffix("\t"), "\(name):\(index + 1) trailing whitespace")
                        XCTAssertFalse(line.contains("!"), "\(name):\(index + 1) force unwrap")
                        XCTAssertLessThanOrEqual(line.count, 120, "\(name):\(index + 1) is longer than 120 columns")
                    }
                    XCTAssertTrue(text.hasSuffix("}\n") && !text.hasSuffix("\n\n"), "\(name) ends with one newline")
                    XCTAssertFalse(text.contains("\n\n\n"), "\(name) has two blank lines in a row")
                }
            }
        }
    }

    func testMembersFollowSpecOrder() {
        let code = TestSupport.render("""
            viewmodel V:
              inputs:
                - zeta
                - alpha
              outputs:
                - omega: Int
                - beta: Int
            """)
        for pair in [["func zeta()", "func alpha()"], ["let omega", "let beta"], ["var omega", "var beta"]] {
            let positions = pair.map { code.range(of: $0)?.lowerBound }
            XCTAssertNotNil(positions[0], pair[0])
            XCTAssertNotNil(positions[1], pair[1])
            if let first = positions[0], let second = positions[1] { XCTAssertLessThan(first, second, "\(pair)") }
        }
    }

    func testSelfOnlyWhereANameIsShadowed() {
        let code = TestSupport.render("""
            viewmodel V:
              dependencies:
                - title: String
              inputs:
                - rename(_ nameRelay: String)
                - name
              outputs:
                - title: Observable<String>
                - subtitle: String
            """, style: .triplet)
        XCTAssertTrue(code.contains("        self.title = output.title.share()\n"), code)
        XCTAssertTrue(code.contains("        subtitle = output.subtitle.share()\n"), code)
        XCTAssertTrue(code.contains("        renameRelay.accept(nameRelay)\n"), code)
    }

    func testDocCommentsAreCarried() {
        let code = TestSupport.render("""
            /// The screen.
            viewmodel V:
              inputs:
                /// Tapped.
                - tap
              outputs:
                /// Shown.
                - shown: Bool
            """, style: .function)
        XCTAssertTrue(code.contains("/// The screen.\n///\n/// - Parameters:\n///   - tap: Tapped.\nfunc v("), code)
        XCTAssertTrue(code.contains("        /// Shown.\n        let shown: Observable<Bool>"), code)
    }

    /// Keywords as names, public access, tab indentation, module-qualified and closure types, inputs with several
    /// arguments, one and zero outputs, and shadowed names: every style compiles with a logic file.
    func testUnusualShapesCompileInEveryStyle() throws {
        let spec = """
            options:
              access: public
              indent: tab
              styles: all
            viewmodel Default:
              dependencies:
                - `in`: Int = 0
                - format: @escaping (Int) -> String = { String($0) }
              inputs:
                - `for`(`in` x: Swift.Int, y: [String: [Int]]?)
                - select(row: Int)
                - select(item: (row: Int, total: Int))
                - `default`(_ value: Result<Int, Error>)
              outputs:
                - `return`: Bool
                - `in`: Void
            viewmodel OneOutput:
              inputs:
                - tap
              outputs:
                - count: Int
            viewmodel NoOutput:
              inputs:
                - log(_ message: String)
            viewmodel NoInput:
              outputs:
                - now: Double
            viewmodel Splash:
              dependencies:
                - router: @escaping () -> Void = {}
            viewmodel Nothing:
            """
        try assertCompiles(spec)
    }

    /// The transform method as real apps spell it (an unlabelled input, here hiding a dependency of its name, a
    /// dispose bag, an `inout` set, renamed structs), conformances to the app's own protocols, and contracts with
    /// neither inputs nor outputs (a splash screen) compile in every style of every framework, test support included;
    /// a `ViewModelType` with associated types is satisfied by the transform style.
    func testTransformSignaturesAndConformancesAsAppsWriteThem() throws {
        for framework in Framework.allCases {
            let styles = framework == .closures ? "triplet" : "all, constructor"
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  styles: \(styles)
                  transform: transform(_ store: CellInput, disposeBag bag: Bag, cancellables: inout Set<Token>) -> CellOutput
                  conforms: Screen, Named
                viewmodel Search:
                  dependencies:
                    - store: Int = 0
                  inputs:
                    - query(text: String)
                  outputs:
                    - results: [String]
                    - count: Int
                viewmodel Splash:
                  dependencies:
                    - router: Router
                viewmodel Nothing:
                """, support: "protocol Screen {}\nprotocol Named {}\nfinal class Bag {}\nstruct Token: Hashable {}\nstruct Router {}\n")
        }
        for framework in Framework.allCases where framework != .closures {
            for signature in ["transform(input: Input) -> Output", "transform(_ input: CellInput) -> CellOutput"] {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: transform
                      transform: \(signature)
                      conforms: ViewModelType
                    viewmodel Splash:
                      inputs:
                        - trigger
                      outputs:
                        - done: Void
                    """, support: signature.hasPrefix("transform(_")
                        ? "protocol ViewModelType { associatedtype I; associatedtype O; func transform(_ input: I) -> O }\n"
                        : "protocol ViewModelType { associatedtype Input; associatedtype Output; func transform(input: Input) -> Output }\n")
            }
        }
    }

    /// An input method and an output property sharing a base name (`func saveButtonIsEnabled(_:)` beside
    /// `var saveButtonIsEnabled`), as Swift allows and real contracts have, compile in every style of every framework,
    /// test support included.
    func testAnInputMethodAndAnOutputMayShareABaseName() throws {
        for framework in Framework.allCases {
            try assertCompiles("""
                options:
                  framework: \(framework.name)
                  styles: \(framework == .closures ? "triplet" : "all, constructor")
                viewmodel Settings:
                  inputs:
                    - saveButtonIsEnabled(_ enabled: Bool)
                  outputs:
                    - saveButtonIsEnabled: Bool
                """)
        }
        XCTAssertEqual(
            TestSupport.diagnostics("viewmodel V:\n  inputs:\n    - refresh\n  outputs:\n    - refresh: Bool\n").first?
                .prefix { $0 != "\n" },
            "t.vmspec:5:7: error: output 'refresh' collides with input 'refresh()' in the triplet style: both are named"
                + " 'refresh'")
    }

    /// A view model inheriting the app's base class (`superclass:`) compiles in every style that declares a class (`all`'s
    /// here; the SwiftUI styles in `SuperclassObservableTests`), in every framework, public or not, with dependencies or none (`override init()`), test support included; so do
    /// protocols named otherwise than the class (`protocols: BrancesViewModel`, a legacy spelling, or each name in full
    /// with the errors' fourth).
    func testAViewModelInheritsTheAppsBaseClass() throws {
        for framework in Framework.allCases {
            // Each access level writes other initializers (a public class always declares one); half the frameworks each.
            for access in [framework == .rxswift || framework == .closures || framework == .combine ? "internal" : "public"] {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: \(framework == .closures ? "triplet" : "all")
                      access: \(access)
                      superclass: BaseViewModel
                      conforms: Screen
                    viewmodel Branches:
                      protocols: BrancesViewModel
                      dependencies:
                        - service: Service = Service()
                      inputs:
                        - load
                      outputs:
                        - names: [String]
                    viewmodel Splash:
                      protocols: SplashInputs, SplashScreenOutputs, SplashViewModelType, SplashFailures
                      type-refines: inputs, errors
                      inputs:
                        - appear
                      errors:
                        - failed: String
                    """, support: """
                    \(framework == .async ? "@MainActor " : "")open class BaseViewModel { public init() {} }
                    public protocol Screen {}
                    public struct Service { public init() {} }

                    """)
            }
        }
        XCTAssertEqual(
            TestSupport.diagnostics("options:\n  styles: all, constructor\n  superclass: Base\nviewmodel V:\n").map {
                String($0.prefix { $0 != "\n" })
            },
            ["t.vmspec:3:15: error: the constructor style generates a struct, which has no superclass"])
    }

    /// `type-refines:` makes the type protocol refine the groups' protocols, as some hand-written triplets do
    /// (`protocol WebModalViewModelType: WebModalViewModelInputs, WebModalViewModelOutputs`): a call site reaches an
    /// input or an output through the type itself, and the class conforms to the type alone.
    func testTheTypeProtocolMayRefineTheGroupsProtocols() throws {
        let spec = """
            options:
              framework: %@
              superclass: BaseViewModel
            viewmodel WebModalViewModel:
              type-refines: inputs, outputs, errors
              inputs:
                - closeButtonTapped
              outputs:
                - title: String
              errors:
                - failed: String
            viewmodel Cell:
              type-refines: outputs
              inputs:
                - configure(with value: Int)
              outputs:
                - text: String
            """
        let generated = TestSupport.render(spec.replacingOccurrences(of: "%@", with: "rxswift"))
        XCTAssertTrue(generated.contains(
            "protocol WebModalViewModelType: WebModalViewModelInputs, WebModalViewModelOutputs, WebModalViewModelErrors {"),
            generated)
        XCTAssertTrue(generated.contains("final class WebModalViewModel: BaseViewModel, WebModalViewModelType {"), generated)
        let cell = TestSupport.render(String(spec.replacingOccurrences(of: "%@", with: "rxswift")
            .split(separator: "viewmodel ")[0]) + "viewmodel Cell:" + spec.components(separatedBy: "viewmodel Cell:")[1])
        XCTAssertTrue(cell.contains("protocol CellType: CellOutputs {"), cell)
        XCTAssertTrue(cell.contains("final class Cell: BaseViewModel, CellType, CellInputs {"), cell)
        for framework in [Framework.rxswift, .closures] {
            try assertCompiles(spec.replacingOccurrences(of: "%@", with: framework.name), support: """
                open class BaseViewModel { public init() {} }
                // Through the type protocol alone.
                func use(_ webModal: any WebModalViewModelType, _ cell: any CellType) {
                    webModal.closeButtonTapped()
                    _ = webModal.title
                    _ = webModal.failed
                    _ = cell.text
                    cell.inputs.configure(with: 1)
                }

                """)
        }
        XCTAssertEqual(TestSupport.diagnostics("""
            viewmodel A:
              type-refines: inputs, output
            viewmodel B:
              type-refines: inputs, inputs
            viewmodel C:
              type-refines: errors
              type-refines: inputs
            viewmodel D:
              type-refines:
            """), [
            "t.vmspec:2:25: error: unknown group 'output'; the type protocol refines 'inputs', 'outputs' or 'errors'\n"
                + "t.vmspec:2:25: note: did you mean 'outputs'?",
            "t.vmspec:4:25: error: 'inputs' is named twice\nt.vmspec:4:17: note: first named here",
            "t.vmspec:6:17: error: the type protocol cannot refine the errors' protocol: 'C' has no 'errors:'",
            "t.vmspec:7:3: error: duplicate 'type-refines' line\nt.vmspec:6:3: note: previously given here",
            "t.vmspec:9:16: error: expected 'type-refines: inputs, outputs', the groups whose protocols the type protocol refines",
        ])
    }
}
