import Foundation
import VMGenCore
import XCTest

/// Shapes `Scripts/roundtrip` found in real apps' triplets that the import misread or passed over in silence: protocols
/// named `XInput` and `XOutput`, groups named `input` and `output`, a `private extension`'s helpers, a stream of
/// functions, and a view model it does not recognise at all.
final class ImportRealShapesTests: XCTestCase {
    private func imported(_ source: String) -> (spec: String?, diagnostics: [String]) {
        let result = SpecImporter.importFile(source, path: "V.swift")
        return (result.specText, result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) })
    }

    private func surface(_ source: String, _ spec: String) -> [String] {
        SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).map(\.formatted)
    }

    /// The type protocol names the inputs' and outputs' protocols, whatever their names: `XViewModelInput` (singular,
    /// as many RxSwift apps write it) is found through it, and the spec names each protocol.
    func testProtocolsNamedOtherwiseThanInputsAreFoundThroughTheTypeProtocol() throws {
        let source = """
            import RxSwift
            protocol SendMoneyViewModelInput { var amount: Int { get }; func confirm() }
            protocol SendMoneyViewModelOutput { var fee: Observable<String> { get } }
            protocol SendMoneyViewModelType {
                var inputs: SendMoneyViewModelInput { get }
                var outputs: SendMoneyViewModelOutput { get }
            }
            final class SendMoneyViewModel: SendMoneyViewModelType, SendMoneyViewModelInput, SendMoneyViewModelOutput {
                var inputs: SendMoneyViewModelInput { self }
                var outputs: SendMoneyViewModelOutput { self }
                let amount = 0
                let fee: Observable<String>
                init() { fatalError() }
                func confirm() {}
            }
            """
        let (spec, diagnostics) = imported(source)
        // A property among the inputs is a constant under `inputs:`, which the logic gives.
        XCTAssertEqual(diagnostics, [
            "V.swift:2:36: note: 'amount: Int' is imported as a constant under 'inputs:' ('@constant'): the logic makes it"
                + " once, and the view sends into it or applies it",
        ])
        let text = try XCTUnwrap(spec)
        XCTAssertTrue(text.contains("""
            viewmodel SendMoneyViewModel:
              protocols: SendMoneyViewModelInput, SendMoneyViewModelOutput, SendMoneyViewModelType
              inputs:
                - @constant amount: Int
                - confirm
              outputs:
                - fee: String
            """), text)
        XCTAssertEqual(surface(source, text), [])

        // Without a type protocol, `XInput` goes with `XOutput` as `XInputs` goes with `XOutputs`.
        let untyped = imported("""
            import RxSwift
            protocol SearchViewModelInput { func search(_ text: String) }
            protocol SearchViewModelOutput { var results: Observable<[String]> { get } }
            final class SearchViewModel: SearchViewModelInput, SearchViewModelOutput {
                let results: Observable<[String]>
                init() { fatalError() }
                func search(_ text: String) {}
            }
            """)
        XCTAssertTrue(try XCTUnwrap(untyped.spec).contains("- search(_ text: String)"))
        XCTAssertEqual(untyped.diagnostics, ["V.swift:2:1: warning: no protocol 'SearchViewModelType'; the generated code declares one"])
    }

    /// A type protocol that names its groups `input` and `output` is imported with `groups: input, output`, so call sites
    /// that read `.input` stay as they are.
    func testGroupsNamedInputAndOutputAreImportedAsTheyAreNamed() throws {
        let (spec, diagnostics) = imported("""
            import RxSwift
            protocol PlayerViewModelInputs { func play() }
            protocol PlayerViewModelOutputs { var isPlaying: Observable<Bool> { get } }
            protocol PlayerViewModelType {
                var input: PlayerViewModelInputs { get }
                var output: PlayerViewModelOutputs { get }
            }
            final class PlayerViewModel: PlayerViewModelType, PlayerViewModelInputs, PlayerViewModelOutputs {
                var input: PlayerViewModelInputs { self }
                var output: PlayerViewModelOutputs { self }
                let isPlaying: Observable<Bool>
                init() { fatalError() }
                func play() {}
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(try XCTUnwrap(spec).contains("viewmodel PlayerViewModel:\n  groups: input, output\n"), spec ?? "")
        XCTAssertTrue(try XCTUnwrap(spec).contains("- play\n  outputs:\n    - isPlaying: Bool"))
    }

    /// Members of a `private extension` are the file's own, as private members are: not surface, not a warning. And a
    /// stream of functions is read whole: the `>` of `->` closes no generic argument list.
    func testPrivateExtensionsAreNotSurfaceAndStreamsOfFunctionsAreReadWhole() throws {
        let source = """
            import ReactiveSwift
            protocol FormatViewModelInputs { func tap() }
            protocol FormatViewModelOutputs { var format: Signal<(String) -> String, Never> { get } }
            protocol FormatViewModelType {
                var inputs: FormatViewModelInputs { get }
                var outputs: FormatViewModelOutputs { get }
            }
            final class FormatViewModel: FormatViewModelType, FormatViewModelInputs, FormatViewModelOutputs {
                var inputs: FormatViewModelInputs { self }
                var outputs: FormatViewModelOutputs { self }
                let format: Signal<(String) -> String, Never>
                init() { fatalError() }
                func tap() { load() }
            }
            private extension FormatViewModel {
                func load() {}
            }
            extension FormatViewModel {
                func reload() {}
            }
            """
        let (spec, diagnostics) = imported(source)
        XCTAssertEqual(diagnostics, [
            "V.swift:19:5: note: 'func reload()' of 'FormatViewModel' stays the class's own: declare it in an extension of 'FormatViewModel' in a file of"
                + " your own ('extension FormatViewModel { ... }'), where call sites reach it unchanged (it uses nothing the"
                + " generated class keeps private)",
        ])
        let text = try XCTUnwrap(spec)
        XCTAssertTrue(text.contains("framework: reactiveswift"), text)
        XCTAssertTrue(text.contains("- format: (String) -> String"), text)
        XCTAssertEqual(surface(source, text), [
            "V.swift:19:5: error: 'func reload()' of 'FormatViewModel', declared outside its protocols, moves to an extension: declare it in an"
                + " extension of 'FormatViewModel' in a file of your own, where call sites reach it unchanged",
        ])
    }

    /// A dependency's argument label stays what the initializer says (`init(_ name: String, for user: User)`), so call
    /// sites do not change: `- _ name: String` and `- for user: User` in the spec, in every style and its test support.
    func testDependenciesKeepTheirArgumentLabels() throws {
        let (spec, diagnostics) = imported("""
            import RxSwift
            protocol GreetingViewModelInputs { func tap() }
            protocol GreetingViewModelOutputs { var greeting: Observable<String> { get } }
            protocol GreetingViewModelType {
                var inputs: GreetingViewModelInputs { get }
                var outputs: GreetingViewModelOutputs { get }
            }
            final class GreetingViewModel: GreetingViewModelType, GreetingViewModelInputs, GreetingViewModelOutputs {
                var inputs: GreetingViewModelInputs { self }
                var outputs: GreetingViewModelOutputs { self }
                let greeting: Observable<String>
                init(_ name: String, for user: User, style: Style = .plain) { fatalError() }
                func tap() {}
            }
            """)
        XCTAssertEqual(diagnostics, [])
        let text = try XCTUnwrap(spec)
        XCTAssertTrue(text.contains("""
              dependencies:
                - _ name: String
                - `for` user: User
                - style: Style = .plain
            """), text)
        // `--check` compares how call sites make the view model: labels, types, which parameters have defaults.
        let source = { (initializer: String) in """
            import RxSwift
            protocol GreetingViewModelInputs { func tap() }
            protocol GreetingViewModelOutputs { var greeting: Observable<String> { get } }
            protocol GreetingViewModelType {
                var inputs: GreetingViewModelInputs { get }
                var outputs: GreetingViewModelOutputs { get }
            }
            final class GreetingViewModel: GreetingViewModelType, GreetingViewModelInputs, GreetingViewModelOutputs {
                var inputs: GreetingViewModelInputs { self }
                var outputs: GreetingViewModelOutputs { self }
                let greeting: Observable<String>
                \(initializer)
                func tap() {}
            }
            """ }
        XCTAssertEqual(surface(source("init(_ name: String, for user: User, style: Style = .plain) { fatalError() }"), text), [])
        XCTAssertEqual(surface(source("init(_ name: String, with user: User, style: Style) { fatalError() }"), text), [
            "V.swift:12:5: error: 'init(_: String, with: User, style: Style)' of 'GreetingViewModel' is 'init(_: String, for:"
                + " User, style: Style = …)' in the generated code",
        ])
        let convenience = source("""
            init(_ name: String, for user: User, style: Style = .plain) { fatalError() }
                convenience init() { self.init("", for: User()) }
            """)
        // It delegates to the generated initializer (its labels, the defaulted one left out): it moves to an extension.
        XCTAssertEqual(imported(convenience).diagnostics, [
            "V.swift:13:17: note: 'init()' of 'GreetingViewModel' stays the class's own: declare it in an extension of"
                + " 'GreetingViewModel' in a file of your own ('extension GreetingViewModel { ... }'), where call sites reach"
                + " it unchanged (it delegates to the generated 'init(_:for:style:)')",
        ])
        XCTAssertEqual(surface(convenience, text), [
            "V.swift:13:17: error: 'init()' of 'GreetingViewModel' moves to an extension: declare it in an extension of"
                + " 'GreetingViewModel' in a file of your own, where call sites reach it unchanged",
        ])
        let types = "struct User {}\nenum Style { case plain }\n"
        for framework in [Framework.rxswift, .combine] {
            try assertCompiles(
                text.replacingOccurrences(of: "styles: triplet", with: "styles: all, observable")
                    .replacingOccurrences(of: "framework: rxswift", with: "framework: \(framework.name)"),
                support: types)
        }
        // The call sites of the hand-written class compile unchanged, the convenience initializer moved as written to
        // an extension of the generated class.
        try assertCompiles(text, support: types + """
            extension GreetingViewModel {
                convenience init() { self.init("", for: User()) }
            }
            func callSites() {
                _ = GreetingViewModel("Ann", for: User())
                _ = GreetingViewModel("Ann", for: User(), style: .plain)
                _ = GreetingViewModel()
            }

            """)
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  dependencies:\n    - _ _: Int\n    - in x: Int\n").map {
            String($0.prefix { $0 != "\n" })
        }, ["t.vmspec:3:9: error: a dependency needs a name; write '_ name: Type' for an unlabelled one"])
    }

    /// An output of a type nested in the view model (`FViewModel.Strings`) imports and compiles once the app declares the
    /// type in an extension of the generated class, which the warning says.
    func testATypeNestedInTheViewModelMovesToAnExtension() throws {
        let (spec, diagnostics) = imported("""
            import RxSwift
            protocol FeedViewModelInputs { func tap() }
            protocol FeedViewModelOutputs { var strings: Observable<FeedViewModel.Strings> { get } }
            protocol FeedViewModelType {
                var inputs: FeedViewModelInputs { get }
                var outputs: FeedViewModelOutputs { get }
            }
            final class FeedViewModel: FeedViewModelType, FeedViewModelInputs, FeedViewModelOutputs {
                struct Strings { let title: String }
                var inputs: FeedViewModelInputs { self }
                var outputs: FeedViewModelOutputs { self }
                let strings = Observable.just(Strings(title: ""))
                func tap() {}
            }
            """)
        XCTAssertEqual(diagnostics, [
            "V.swift:9:5: note: 'struct Strings' of 'FeedViewModel' stays the class's own: declare it in an extension of"
                + " 'FeedViewModel' in a file of your own ('extension FeedViewModel { ... }'), where call sites reach it"
                + " unchanged (it uses nothing the generated class keeps private)",
        ])
        let text = try XCTUnwrap(spec)
        XCTAssertTrue(text.contains("- strings: FeedViewModel.Strings"), text)
        try assertCompiles(text, support: "extension FeedViewModel { struct Strings { let title: String } }\n")
        // Unqualified, the view model's name is the generated type itself (`SelfTypedMemberTests`), but where the spec
        // renders no such type.
        XCTAssertEqual(TestSupport.diagnostics("viewmodel Feed:\n  outputs:\n    - item: Feed\n"), [])
        XCTAssertEqual(TestSupport.diagnostics("options:\n  styles: function\nviewmodel Feed:\n  outputs:\n    - item: Feed\n").map {
            String($0.prefix { $0 != "\n" })
        }, ["t.vmspec:3:11: error: view model 'Feed' names itself in the type of one of its members, which means its generated"
            + " type, and the function style declares a function, not a type"])
    }

    /// Never silent: a view model whose contract vmgen does not recognise is a warning where it is declared.
    func testAViewModelItDoesNotRecogniseIsAWarning() {
        let (spec, diagnostics) = imported("""
            import RxSwift
            final class ProfileViewModel {
                let name = BehaviorRelay(value: "")
            }
            struct Helper {}
            """)
        XCTAssertNil(spec)
        XCTAssertEqual(diagnostics, [
            "V.swift:2:7: warning: 'ProfileViewModel' is not imported: vmgen finds no contract of it in this file (a type"
                + " protocol whose 'inputs' and 'outputs' name its protocols, 'XInputs' beside 'XOutputs', 'Input' and"
                + " 'Output' with a 'transform', or 'input' and 'output' of observers and streams)",
        ])
    }
}
