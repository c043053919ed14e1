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
                for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
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

    /// A view model inheriting the app's base class (`superclass:`) compiles in every style that declares a class, in
    /// every framework, public or not, with dependencies or none (`override init()`), test support included; so do
    /// protocols named otherwise than the class (`protocols: BrancesViewModel`, a legacy spelling).
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
                      inputs:
                        - appear
                    """, support: """
                    open class BaseViewModel { public init() {} }
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

    /// Inputs handed as RxCocoa's traits (`@driver`, `@signal`, `@controlEvent`, `@controlProperty`, mixed with plain
    /// Observables) compile in every style, test support included: the transform and function styles take them and
    /// convert them for the logic, the others keep their methods and observers.
    func testInputsHandedAsRxCocoaTraitsCompileInEveryStyle() throws {
        for transform in ["transform(input: Input) -> Output", "transform(_ input: CellInput, bag: DisposeBag) -> CellOutput"] {
            try assertCompiles("""
                options:
                  framework: rxcocoa
                  styles: all
                  transform: \(transform)
                viewmodel Repositories:
                  dependencies:
                    - streams: Int = 0
                  inputs:
                    - @driver trigger
                    - @signal backTapped
                    - @controlEvent refresh
                    - @latest @controlProperty query(_ text: String)
                    - select(row: Int, section: Int)
                  outputs:
                    - names: [String]
                """)
        }
    }

    /// Relays and subjects on both sides of the transform style, in every framework that has them, with and without
    /// a parameter of the transform that keeps the bindings; a dependency named like the view model's own storage
    /// is refused.
    func testRelayAndSubjectMembersCompileInTheTransformStyle() throws {
        let members = [
            "rxswift": (["@relay refresh", "@subject select(_ row: Int)"],
                        ["@relay items: [String] = []", "@relay error: String", "@subject total: Int = 0", "@subject done: Void",
                         "@value isLoading: Bool = false", "@value `default`: String?"]),
            "rxcocoa": (["@driver trigger", "@relay refresh", "@subject select(_ row: Int)"],
                        ["@relay items: [String] = []", "@subject done: Void", "@observable raw: Int", "@signal tap: Void", "n: Int",
                         "@value isLoading: Bool = false"]),
            "combine": (["@subject refresh", "select(_ row: Int)"],
                        ["@subject items: [String] = []", "@subject @failure(E) detail: String", "@failure(E) raw: Int", "n: Int",
                         "@value isLoading: Bool = false", "@value title: String?"]),
        ]
        for (framework, (inputs, outputs)) in members.sorted(by: { $0.key < $1.key }) {
            let bag = framework == "combine" ? "cancellables: inout Set<AnyCancellable>" : "disposeBag: DisposeBag"
            // A struct view model where its framework can keep the bindings without a parameter (RxSwift's bag).
            for (transform, declaration) in [
                ("transform(input: Input) -> Output", "class"), ("transform(_ input: Input, \(bag)) -> Output", "struct"),
                ("transform(input: Input) -> Output", framework == "combine" ? "class" : "struct"),
            ] {
                try assertCompiles("""
                    options:
                      framework: \(framework)
                      styles: transform
                      transform: \(transform)
                      declaration: \(declaration)
                    \(framework == "combine" ? "" : "  wrapper: Property")
                    viewmodel Feed:
                      dependencies:
                        - service: Int = 0
                      inputs:
                    \(inputs.map { "    - " + $0 }.joined(separator: "\n"))
                      outputs:
                    \(outputs.map { "    - " + $0 }.joined(separator: "\n"))
                    """, support: "struct E: Error, Equatable {}\n" + (framework == "combine" ? "" : Self.propertyWrapper))
            }
        }
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  framework: rxswift\n  styles: transform\nviewmodel V:\n  dependencies:\n    - outputBindings: Int\n"
                + "  outputs:\n    - @relay a: Int\n"
        ).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:7: error: dependency 'outputBindings' collides with the storage of the relay and subject outputs in"
                + " the transform style: both are named 'outputBindings'",
        ])
    }

    /// The app's property wrapper of RxSwift's value outputs, as MGArchitecture declares its `@Property`.
    static let propertyWrapper = """
        import RxRelay

        @propertyWrapper
        struct Property<Value> {
            private var subject: BehaviorRelay<Value>
            var wrappedValue: Value {
                get { subject.value }
                set { subject.accept(newValue) }
            }
            var projectedValue: BehaviorRelay<Value> { subject }
            init(wrappedValue: Value) { subject = BehaviorRelay(value: wrappedValue) }
        }

        """

    /// Function outputs (pull-style: `func shouldSelectRow(for cellType: CellType) -> Bool` in the outputs protocol)
    /// and inputs that answer (`func textViewShouldChange(...) -> Bool`), answered by the logic's functions, beside
    /// streams, in the triplet of every stream framework, with test support.
    func testFunctionOutputsCompileInTheTripletOfEveryStreamFramework() throws {
        for framework in ["rxswift", "rxcocoa", "reactiveswift", "combine"] {
            try assertCompiles("""
                options:
                  framework: \(framework)
                  access: \(framework == "combine" || framework == "reactiveswift" ? "public" : "internal")
                viewmodel Settings:
                  inputs:
                    - didSelectRow(cellType: Int)
                    /// Whether the text view takes the change.
                    - textViewShouldChange(text: String?, in range: Range<Int>, replacementText: String) -> Bool
                    - confirm() -> String?
                  outputs:
                    - goToManage: Void
                    /// Whether the row can be selected.
                    - shouldSelectRow(for cellType: Int, in section: String) -> Bool
                    - selectedReward() -> String?
                    - `default`(_ value: Int) -> Void
                    - @constant format: (Int) -> String
                """, support: "public typealias PublicInt = Int\n")
        }
        func errors(_ framework: String, _ styles: String, _ outputs: String) -> [String] {
            TestSupport.diagnostics("options:\n  framework: \(framework)\n  styles: \(styles)\nviewmodel V:\n  outputs:\n" + outputs)
                .map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("combine", "triplet, transform", "    - a() -> Int\n    - @async b(_ x: Int) -> Int\n"), [
            "t.vmspec:6:7: error: a function output is a method of the triplet's outputs, and this spec also renders the"
                + " 'transform' style",
            "t.vmspec:7:7: error: '@async' is for streams and values; a function output is a method",
            "t.vmspec:7:14: error: a function output is a method of the triplet's outputs, and this spec also renders the"
                + " 'transform' style",
        ])
        XCTAssertEqual(TestSupport.diagnostics(
            "options:\n  styles: triplet, subject\nviewmodel V:\n  inputs:\n    - @relay a() -> Int\n    - b(x: Int) ->\n"
                + "    - c() -> Int\n  outputs:\n    - cAnswer: Int\n"
        ).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: '@relay' members belong to the transform style (the Input struct holds the relay the view"
                + " sends into), and this spec also renders the 'triplet' style",
            "t.vmspec:5:7: error: '@relay' makes the input a stream the view hands, which answers nothing",
            "t.vmspec:5:21: error: an input that returns a value is a method of the triplet's inputs, and this spec also"
                + " renders the 'subject' style",
            "t.vmspec:6:19: error: expected a type",
            "t.vmspec:7:14: error: an input that returns a value is a method of the triplet's inputs, and this spec also"
                + " renders the 'subject' style",
            "t.vmspec:7:14: error: input 'c()' answers through a function output named 'cAnswer', which output 'cAnswer'"
                + " also names",
        ])
        XCTAssertEqual(errors("closures", "triplet", "    - a() -> Int\n"), [
            "t.vmspec:6:7: error: a function output is answered by a function the logic gives, which the 'closures'"
                + " framework's logic does not return",
        ])
        XCTAssertEqual(errors("rxswift", "triplet", "    - a() Int\n    - aAnswer: Int\n    - b(x: Int) -> \n"), [
            "t.vmspec:6:11: error: expected '->' and the answer's type after the parameters of output 'a'",
            "t.vmspec:8:19: error: expected a type",
        ])
        XCTAssertEqual(errors("rxswift", "triplet", "    - a() -> Int\n    - aAnswer: Int\n"), [
            "t.vmspec:7:7: error: output 'aAnswer' collides with the storage vmgen derives for output 'a' in the triplet style:"
                + " both are named 'aAnswer'",
        ])
    }

    /// Constant outputs (`@constant`: a title, a child view model) beside streams, in every style of every framework
    /// with streams, with the test support that records the value once and a fake that takes it in `init`.
    func testConstantOutputsCompileInEveryStyle() throws {
        for framework in ["rxswift", "rxcocoa", "reactiveswift", "combine"] {
            for outputs in [["@constant title: String", "@constant child: Child", "rating: Int"], ["@constant title: String"]] {
                try assertCompiles("""
                    options:
                      framework: \(framework)
                      styles: all, constructor
                    viewmodel Movie:
                      inputs:
                        - configure(id: Int)
                      outputs:
                    \(outputs.map { "    - " + $0 }.joined(separator: "\n"))
                    """, support: "final class Child {}\n")
            }
        }
    }

    /// A typed failure (`@failure(E)`) in every style of Combine and ReactiveSwift, the constructor's `@async`
    /// outputs included, with the test support that records its values.
    func testTypedFailuresCompileInEveryStyle() throws {
        for framework in ["combine", "reactiveswift"] {
            try assertCompiles("""
                options:
                  framework: \(framework)
                  styles: all
                viewmodel Profile:
                  inputs:
                    - load
                  outputs:
                    - @failure(ProfileError) user: String
                    - @failure(Error) anyFailure: Int
                    - isLoading: Bool
                """, support: "struct ProfileError: Error, Equatable {}\n")
            try assertCompiles("""
                options:
                  framework: \(framework)
                  styles: constructor
                viewmodel Card:
                  inputs:
                    - configure(id: Int)
                  outputs:
                    - title: String
                    - @async @failure(ProfileError) image: String
                """, support: "struct ProfileError: Error, Equatable {}\n")
        }
    }

    /// Compiles `spec` in every style it asks for, each style alone with a stub logic file and its test support.
    func assertCompiles(_ spec: String, support: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved, file: file, line: line)
        var jobs: [CompileTests.Job] = []
        for style in resolved.options.styles {
            let logic = folder.appendingPathComponent("Logic.\(style.name).swift")
            try (support + StubLogic.file(
                for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework, style: style
            )).write(to: logic, atomically: true, encoding: .utf8)
            let result = Generator.generate([source], overrides: OptionOverrides(styles: StyleSelection(styles: [style])))
            XCTAssertEqual(result.diagnostics.map(\.formatted), [], file: file, line: line)
            // With its test support, which must take the same shapes.
            let tests = Generator.generate(
                [source], overrides: OptionOverrides(styles: StyleSelection(styles: [style]), testSupport: true))
            XCTAssertEqual(tests.diagnostics.map(\.formatted), [], file: file, line: line)
            var paths = [logic.path]
            for generated in result.files + tests.files {
                let url = folder.appendingPathComponent(generated.relativePath)
                try generated.contents.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
            jobs.append(CompileTests.Job(
                label: "\(resolved.options.framework) \(style.name)", files: paths, combine: resolved.options.framework == .combine))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("the \(label) style does not compile:\n\(output)", file: file, line: line)
        }
    }
}
