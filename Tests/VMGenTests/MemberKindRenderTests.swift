import Foundation
import VMGenCore
import XCTest

/// What members are where the view sees them (docs/transform-variants.md, "The member types real transform code uses", and the
/// triplet's function outputs and answering inputs): each kind compiles, test support included, in every framework
/// and style that takes it, and is refused with a located reason where one does not.
final class MemberKindRenderTests: XCTestCase {
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

    /// An `errors:` section (Kickstarter's third group): the triplet declares `XErrors` and `var errors: any XErrors`
    /// in `XType`, the class and its fake conform; in every other style the errors are outputs like the others.
    func testErrorsAreTheTripletsThirdGroupAndOutputsElsewhere() throws {
        for framework in ["rxswift", "rxcocoa", "reactiveswift", "combine", "closures"] {
            try assertCompiles("""
                options:
                  framework: \(framework)
                  styles: all
                viewmodel Activities:
                  protocols: Actitivies
                  inputs:
                    - refresh
                  outputs:
                    - items: [String]
                  errors:
                    /// Emits a message when loading failed.
                    - loadFailed: String
                    - sessionExpired: Void
                """)
        }
        let generated = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array("""
            viewmodel V:
              outputs:
                - a: Int
              errors:
                - failed: String
            """.utf8))]).files.first?.contents ?? ""
        for line in ["protocol VErrors {", "    var failed: Observable<String> { get }", "    var errors: any VErrors { get }",
                     "final class V: VType, VInputs, VOutputs, VErrors {", "    var errors: any VErrors { self }"] {
            XCTAssertTrue(generated.contains(line + "\n"), "\(line) in\n\(generated)")
        }
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  inputs:\n    - errors\n  errors:\n    - a: Int\n")
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:7: error: the 'errors' group vmgen declares for the errors section collides with input 'errors()' in"
                + " the triplet style: both are named 'errors'",
        ])
        XCTAssertEqual(TestSupport.diagnostics("viewmodel V:\n  errors:\n    - @constant a: Int\n    - b() -> Int\n")
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:3:17: error: an error is a stream the view observes; write this value under 'outputs:'",
            "t.vmspec:4:7: error: an error is a stream the view observes; write this function under 'outputs:'",
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
}
