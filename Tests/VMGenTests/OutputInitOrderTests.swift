import Foundation
@testable import VMGenCore
import XCTest

/// `output-init:`: the transform style's `Output`, which the team's struct makes with an initializer of its own (a
/// label call sites write in the member's stead, another order, default arguments: s17's Mall-RxSwift
/// `init(model: Driver<HomeModel>)` storing `homeModel`), declares that initializer beside the one of each member in
/// order, so the logic and the app's call sites make it as they did; `input-init:` takes the same parameters (one
/// `InitParameter` each). The import writes the option for such an initializer (`Fixtures/Import/StoreHome` with its
/// call sites). Each refusal is located, every one in one run.
final class OutputInitOrderTests: XCTestCase {
    static func spec(
        framework: String = "combine", styles: String = "transform",
        order: String = "list items, isLoading = Just(false).eraseToAnyPublisher()",
        outputs: String = "    - isLoading: Bool\n    - items: [String]", extra: String = ""
    ) -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)
          output-init: \(order)\(extra)

        viewmodel CatalogViewModel:
          inputs:
            - reload
          outputs:
        \(outputs)
        """
    }

    /// The one file `spec` generates, which it does without a diagnostic.
    static func generatedCode(_ spec: String) throws -> String {
        let generated = Generator.generate([SpecSource(path: "Catalog.vmspec", bytes: Array(spec.utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        return try XCTUnwrap(generated.files.first?.contents)
    }

    /// The logic makes its `Output` as the team's transform did: the items under their label, the loading flag left
    /// to its default.
    static let logic = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        extension CatalogViewModelLogic {
            static func transform(_ input: Input) -> Output {
                Output(list: input.reload.scan([String]()) { items, _ in items + ["item \\(items.count + 1)"] }.eraseToAnyPublisher())
            }
        }
        """

    static let program = """
        #if canImport(Combine)
        import Combine
        #else
        import OpenCombine
        #endif

        let reload = PassthroughSubject<Void, Never>()
        let viewModel = CatalogViewModel()
        let output = viewModel.transform(input: CatalogViewModel.Input(reload: reload.eraseToAnyPublisher()))
        var items: [[String]] = []
        var loading: [Bool] = []
        let subscriptions = [output.items.sink { items.append($0) }, output.isLoading.sink { loading.append($0) }]
        reload.send(())
        reload.send(())
        expect(items, [["item 1"], ["item 1", "item 2"]], "the items handed under their label are the Output's items")
        expect(loading, [false], "the loading flag left out is the default argument's")
        let made = CatalogViewModel.Output(isLoading: Just(true).eraseToAnyPublisher(), items: Just(["a"]).eraseToAnyPublisher())
        var madeLoading: [Bool] = []
        _ = made.isLoading.sink { madeLoading.append($0) }
        expect(madeLoading, [true], "the initializer of each member in order stays beside it")
        _ = subscriptions
        finishProbeTests()
        """

    func testTheOutputIsMadeWithTheTeamsLabelsAndDefaultsAndRunsOnOpenCombine() throws {
        let source = SpecSource(path: "Catalog.vmspec", bytes: Array(Self.spec().utf8))
        let generated = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((generated.diagnostics + tests.diagnostics).map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        XCTAssertTrue(code.contains(
            "            list items: AnyPublisher<[String], Never>,\n"
                + "            isLoading: AnyPublisher<Bool, Never> = Just(false).eraseToAnyPublisher()\n        ) {"), code)
        XCTAssertTrue(code.contains("init(isLoading: AnyPublisher<Bool, Never>, items: AnyPublisher<[String], Never>) {"), code)
        try CombineProgram.run((generated.files + tests.files).map { ($0.relativePath, $0.contents) } + [("Logic.swift", Self.logic)],
                               main: Self.program, in: try TestSupport.temporaryFolder(self), failure: "the Output's own initializer")
    }

    /// RxCocoa's view `Output` of traits, the struct the view binds, declares it, with the members it makes itself
    /// (`@made`) left out, as they start with their own value; the one of each member in order stays.
    func testTheViewsOutputOfTraitsDeclaresItBesideItsMadeRelays() throws {
        let spec = Self.spec(
            framework: "rxcocoa", order: "model homeModel",
            outputs: "    - @made @relay refreshState: Int = 0\n    - homeModel: String")
        let code = try Self.generatedCode(spec)
        XCTAssertTrue(code.contains("init(model homeModel: Driver<String>) {\n            self.homeModel = homeModel\n"), code)
        XCTAssertTrue(code.contains("init(homeModel: Driver<String>) {"), code)
    }

    /// With `members: var` the initializer of each member in order takes the relays the struct makes too (their
    /// values the defaults), so the team's that takes the one member it is handed is written beside it, in its order.
    func testWithVarMembersTheInitializerOfTheHandedMembersAloneIsWrittenBesideTheMemberwiseOne() throws {
        let spec = Self.spec(
            framework: "rxcocoa", order: "datas", outputs: "    - @made @relay refreshState: Int = 0\n    - datas: [String]",
            extra: "\n  members: var")
        let code = try Self.generatedCode(spec)
        XCTAssertTrue(code.contains("init(datas: Driver<[String]>) {\n            self.datas = datas\n"), code)
        XCTAssertTrue(code.contains("refreshState: BehaviorRelay<Int> = BehaviorRelay<Int>(value: 0)"), code)
        // With `let` members, the same list is the memberwise initializer already.
        let plain = Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(spec.replacingOccurrences(of: "\n  members: var", with: "").utf8))])
        XCTAssertEqual(plain.diagnostics.map { $0.formatted.components(separatedBy: "\n")[0] },
                       ["c.vmspec:4:16: error: 'output-init:' names the outputs in the order the spec declares them, which the"
                            + " Output is made with already"])
    }

    /// `input-init:` takes the same parameters: a label before the member where call sites write another.
    func testTheInputTakesALabelToo() throws {
        let spec = Self.spec(order: "items", outputs: "    - items: [String]")
            .replacingOccurrences(of: "  output-init: items", with: "  input-init: again reload")
        let code = try Self.generatedCode(spec)
        XCTAssertTrue(code.contains("init(again reload: AnyPublisher<Void, Never>) {\n            self.reload = reload\n"), code)
    }

    func testEachRefusalIsLocatedEveryOneInOneRun() {
        func errors(_ spec: String) -> [String] {
            Generator.generate([SpecSource(path: "c.vmspec", bytes: Array(spec.utf8))]).diagnostics.map {
                $0.formatted.components(separatedBy: "\n")[0]
            }
        }
        XCTAssertEqual(errors(Self.spec(order: "list items, title, items, list isLoading = )")), [
            "c.vmspec:4:28: error: 'title' in 'output-init:' is not an output of 'CatalogViewModel'",
            "c.vmspec:4:35: error: 'items' is named twice in 'output-init:'",
            "c.vmspec:4:42: error: ')' in 'output-init:' is no default value of 'list isLoading'",
            "c.vmspec:4:42: error: the label 'list' is written twice in 'output-init:'",
        ])
        XCTAssertEqual(errors(Self.spec(order: "a b items")),
                       ["c.vmspec:4:16: error: 'a b items' in 'output-init:' is no parameter: write the member's name, with the"
                            + " label call sites write before it where that is another ('model homeModel')"])
        XCTAssertEqual(errors(Self.spec(order: "items")),
                       ["c.vmspec:4:16: error: 'output-init:' names each member the Output is handed once, and leaves out 'isLoading'"])
        XCTAssertEqual(errors(Self.spec(order: "isLoading, items")),
                       ["c.vmspec:4:16: error: 'output-init:' names the outputs in the order the spec declares them, which the"
                            + " Output is made with already"])
        XCTAssertEqual(errors(Self.spec(styles: "triplet")),
                       ["c.vmspec:4:3: error: 'output-init:' orders the transform style's Output initializer, and this spec does not render it"])
        XCTAssertEqual(errors(Self.spec(framework: "rxcocoa", order: "refreshState = 1, homeModel",
                                        outputs: "    - @made @relay refreshState: Int = 0\n    - homeModel: String")),
                       ["c.vmspec:4:16: error: 'refreshState' in 'output-init:' is @made, a member the Output makes itself, which"
                            + " no initializer of the Output takes"])
        XCTAssertEqual(errors(Self.spec(order: "items, isLoading", outputs: "    - @value isLoading: Bool = false\n    - items: [String]")),
                       ["c.vmspec:4:3: error: 'output-init:' orders the members of the Output struct, and value output 'isLoading'"
                            + " makes it an object that starts with its values"])
        let states = Self.spec(extra: "\n  transform: transform(input: Input) -> AnyPublisher<Output, Never>")
        XCTAssertTrue(errors(states).contains(
            "c.vmspec:4:3: error: 'output-init:' orders the members of a struct, and the transform's Output is an enum of cases"),
            "\(errors(states))")
        XCTAssertEqual(errors(Self.spec() + "\n\nviewmodel OtherViewModel:\n  inputs:\n    - tap\n"),
                       ["c.vmspec:4:3: error: 'output-init:' orders one view model's Output initializer, and this spec declares 2 view models"])
    }

    /// A project's options file makes no view model's `Output`: an error where it stands.
    func testAProjectsOptionsRefuseIt() {
        let project = OptionResolver.projectDefaults(SpecSource(path: "vmgen.options", bytes: Array(
            "options:\n  styles: transform\n  output-init: model homeModel\n".utf8)))
        XCTAssertEqual(project.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "vmgen.options:3:3: error: 'output-init:' names the initializer one view model's Output is made with, which every"
                + " spec of the project would take: give it in that view model's spec",
        ])
    }

    /// The import writes the team's `Output` initializer (a label of its own, a default argument); one that works out a
    /// value, or leaves out a member the struct does not make, is warned about where it stands, as before.
    func testTheImportWritesTheInitializerAndWarnsAboutAnyOther() throws {
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import/StoreHome")
        let source = try String(contentsOf: root.appendingPathComponent("StoreHome.swift"), encoding: .utf8)
        let support = try String(contentsOf: root.appendingPathComponent("Support.swift"), encoding: .utf8)
        func imported(_ source: String) -> SpecImporter.Result {
            SpecImporter.importFile(source, path: "StoreHome.swift", context: SpecImporter.declarations(of: support, path: "Support.swift"))
        }
        let labelled = imported(source)
        XCTAssertTrue(labelled.specText?.contains("  output-init: items banners, isLoading = .just(false)\n") == true,
                      labelled.specText ?? "")
        XCTAssertEqual(labelled.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        // Another order, no label, no default: the order alone is carried.
        let reordered = imported(source
            .replacingOccurrences(of: "init(items banners: Driver<[Banner]>, isLoading: Driver<Bool> = .just(false))",
                                  with: "init(isLoading: Driver<Bool>, banners: Driver<[Banner]>)")
            .replacingOccurrences(of: "Output(items: banners)", with: "Output(isLoading: .just(false), banners: banners)"))
        XCTAssertTrue(reordered.specText?.contains("  output-init: isLoading, banners\n") == true, reordered.specText ?? "")
        // The one of each member in order is the generated struct's already: no option.
        let memberwise = imported(source
            .replacingOccurrences(of: "init(items banners: Driver<[Banner]>, isLoading: Driver<Bool> = .just(false))",
                                  with: "init(banners: Driver<[Banner]>, isLoading: Driver<Bool>)"))
        XCTAssertFalse(memberwise.specText?.contains("output-init:") == true, memberwise.specText ?? "")
        XCTAssertEqual(memberwise.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        // With `var` members, the generated initializer of each member in order takes the relay the struct makes too:
        // the team's of the members it is handed alone is carried.
        let vars = imported(source
            .replacingOccurrences(of: "let banners: Driver<[Banner]>", with: "var banners: Driver<[Banner]>")
            .replacingOccurrences(of: "init(items banners: Driver<[Banner]>, isLoading: Driver<Bool> = .just(false))",
                                  with: "init(banners: Driver<[Banner]>, isLoading: Driver<Bool>)"))
        XCTAssertTrue(vars.specText?.contains("  output-init: banners, isLoading\n") == true, vars.specText ?? "")
        XCTAssertTrue(vars.specText?.contains("  members: var\n") == true, vars.specText ?? "")
        // A value it works out is no parameter stored: warned where the initializer stands.
        let computed = imported(source.replacingOccurrences(of: "self.isLoading = isLoading", with: "self.isLoading = isLoading.distinctUntilChanged()"))
        XCTAssertFalse(computed.specText?.contains("output-init:") == true, computed.specText ?? "")
        XCTAssertTrue(computed.diagnostics.contains {
            $0.formatted.hasPrefix("StoreHome.swift:27:9: warning: 'init(items:Driver<[Banner]>,isLoading:Driver<Bool>=…)' of"
                + " 'StoreHomeViewModel.Output' is not imported")
        }, "\(computed.diagnostics.map(\.formatted))")
    }
}
