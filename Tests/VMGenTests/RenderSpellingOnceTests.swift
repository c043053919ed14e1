@testable import VMGenCore
import XCTest

/// What rendering now spells once, or builds in one buffer, is what it spelled before: a member's view type handed the
/// stream type already spelled, a file's modules sorted without a set, an input method's signature.
final class RenderSpellingOnceTests: XCTestCase {
    /// An output's view type handed the stream type already spelled is the view type spelled from the element, in
    /// every framework and for every kind of output.
    func testViewOutputTypeHandedTheStreamIsTheSpelledOne() {
        for framework in Framework.allCases {
            let dialect = framework.dialect
            for kind in [nil] + ViewModel.StreamKind.allCases {
                for fallback in [nil, "0"] {
                    for failure in [nil, SwiftType.named([.init("NetworkError")])] {
                        let output = ViewModel.Output(
                            name: "count", type: .named([.init("Int")]), streamKind: kind, fallback: fallback,
                            failure: failure)
                        let stream = dialect.outputStreamType("Int", output)
                        XCTAssertEqual(dialect.viewOutputType("Int", output, stream: stream),
                                       dialect.viewOutputType("Int", output), "\(framework) \(String(describing: kind))")
                    }
                }
            }
        }
    }

    /// An input's view type handed the stream type already spelled is the view type spelled from the element, in every
    /// framework, for every kind of input, with and without a starting value.
    func testViewInputTypeHandedTheStreamIsTheSpelledOne() {
        for framework in Framework.allCases {
            let dialect = framework.dialect
            for kind in [nil] + ViewModel.StreamKind.allCases {
                for start in [nil, "0"] {
                    var input = ViewModel.Input(
                        methodName: "count", parameters: [.init(label: nil, name: "count", type: .named([.init("Int")]))],
                        streamName: "count", streamKind: kind)
                    input.startingValue = start
                    XCTAssertEqual(dialect.viewInputType("Int", input, stream: dialect.streamType("Int")),
                                   dialect.viewInputType("Int", input), "\(framework) \(String(describing: kind))")
                }
            }
        }
    }

    /// `sortedOnce` is `Set(names).sorted()`: empty, one, repeated names, in any order.
    func testSortedOnceIsTheSetSorted() {
        let cases: [[String]] = [
            [], ["RxSwift"], ["RxSwift", "RxRelay", "RxSwift", "KsApi", "UIKit", "RxRelay", "Foundation"],
            ["b", "a", "b", "a", "c", "c", "c"], ["Ü", "U", "é", "e", "U"],
        ]
        for names in cases {
            XCTAssertEqual(RenderContext.sortedOnce(names), Set(names).sorted(), "\(names)")
        }
    }

    /// An input method's signature, built piece by piece in one buffer, spells each parameter as a declaration writes
    /// it: unlabelled, labelled by its name, labelled otherwise, keywords escaped, a function type `@escaping`.
    func testInputSignaturesSpellEachParameter() {
        let closure = SwiftType.function(
            attributes: [], parameters: [.named([.init("Int")])], isAsync: false, throwsClause: nil, result: .void)
        let parameters = [
            ViewModel.Parameter(label: nil, name: "email", type: .named([.init("String")])),
            ViewModel.Parameter(label: "default", name: "default", type: .optional(.array(.named([.init("Item")])))),
            ViewModel.Parameter(label: "in", name: "handler", type: closure),
        ]
        var input = ViewModel.Input(methodName: "typeEmail", parameters: parameters, streamName: "typeEmail")
        XCTAssertEqual(TripletRenderer.signature(of: input),
                       "func typeEmail(_ email: String, `default`: [Item]?, `in` handler: @escaping (Int) -> Void)")
        XCTAssertEqual(parameters.map(TripletRenderer.parameter),
                       ["_ email: String", "`default`: [Item]?", "`in` handler: @escaping (Int) -> Void"])
        input.answerType = .named([.init("Bool")])
        input.methodName = "return"
        XCTAssertEqual(TripletRenderer.signature(of: input).prefix(14), "func `return`(")
        XCTAssertTrue(TripletRenderer.signature(of: input).hasSuffix("(Int) -> Void) -> Bool"))
        input.parameters = []
        XCTAssertEqual(TripletRenderer.signature(of: input), "func `return`() -> Bool")
    }
}
