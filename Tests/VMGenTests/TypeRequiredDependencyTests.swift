import Foundation
import VMGenCore
import XCTest

/// `type-requires: theme`: a readable dependency (`- let theme: Theme`) the triplet's type protocol declares, `var
/// theme: Theme { get }`, as apps that reach what the view model was made with through the protocol write it (issue
/// #32): the class stores it where call sites read it, the fake takes it in its initializer and hands it back.
final class TypeRequiredDependencyTests: XCTestCase {
    static func spec(_ framework: Framework, requires: String = "theme") -> String {
        """
        options:
          framework: \(framework.name)
          styles: triplet
        viewmodel SetupViewModel:
          type-requires: \(requires)
          dependencies:
            /// The colours the screen uses.
            - let theme: Theme
            - storage: Storage
          inputs:
            - save
          outputs:
            - title: String
        """
    }

    static let support = """
        struct Theme { var accent = "green" }
        final class Storage {}

        func paint(_ viewModel: any SetupViewModelType, _ made: SetupViewModel) -> String {
            viewModel.theme.accent + made.theme.accent + SetupViewModelFake(theme: Theme()).theme.accent
        }

        """

    func testTheTypeProtocolDeclaresItAndTheClassAndTheFakeHandItBack() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("    var outputs: any SetupViewModelOutputs { get }\n    /// The colours the screen uses.\n"
            + "    var theme: Theme { get }\n}\n"), code)
        for framework in [Framework.rxswift, .combine, .reactiveswift] {
            try assertCompiles(Self.spec(framework), support: Self.support)
        }
        // With the initializer: the fake's convenience initializer takes every dependency and keeps the required one.
        let both = TestSupport.render(Self.spec(.combine, requires: "init, theme"), overrides: OptionOverrides(testSupport: true))
        XCTAssertTrue(both.contains("    convenience init(theme: Theme, storage: Storage) {\n        self.init(theme: theme)\n"), both)
        try assertCompiles(Self.spec(.combine, requires: "init, theme"), support: Self.support + """
            func make(_ type: SetupViewModelType.Type) -> SetupViewModelType { type.init(theme: Theme(), storage: Storage()) }

            """)
    }

    func testAnythingButInitOrAReadableDependencyIsAnErrorWhereItStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, requires: "init, storage, colours"))
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:24: error: 'type-requires:' names 'storage', a dependency only the logic sees, which the class"
                + " declares no property for; \(Self.only)",
            "t.vmspec:5:33: error: unknown requirement 'colours'; 'SetupViewModel' has no dependency 'colours', and"
                + " \(Self.only)",
        ])
        // Each says what to write instead.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, requires: "init, storage, colours"))
            .map { String($0.split(separator: "\n")[1]) }, [
            "t.vmspec:5:24: note: write it '- let storage: Storage' under 'dependencies:', or leave 'storage' out of"
                + " 'type-requires:'",
            "t.vmspec:5:33: note: declare '- let colours: Type' under 'dependencies:', or leave 'colours' out of"
                + " 'type-requires:'",
        ])
        // A name missing after ',' is a requirement, no group; with 'groups: typealias' the line names what it declares.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, requires: "init,")).map { String($0.prefix { $0 != "\n" }) },
                       ["t.vmspec:5:23: error: expected a requirement after ','"])
        let composed = Self.spec(.rxswift, requires: "theme").replacingOccurrences(
            of: "  type-requires: theme\n", with: "  type-requires: theme\n  groups: typealias\n  type-refines: inputs, outputs\n")
        XCTAssertEqual(TestSupport.diagnostics(composed).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:3: error: 'type-requires: theme' makes the type protocol declare 'theme', and with 'groups: typealias'"
                + " the type is a typealias of the groups' protocols, which declares nothing of its own",
        ])
    }

    static let only = "the type protocol may require 'init' and the dependencies the class stores as they are given ('- let'"
        + " or '- var' under 'dependencies:')"

    /// A weak dependency, or one kept in a relay or subject, is no requirement vmgen generates (its fake declared a weak
    /// one twice, and stored a relay's value as the relay): an error where the name stands; and with `--tests`, a
    /// required dependency named like a member of the fake (`calls`) is an error where it is declared, never a fake that
    /// does not compile (R4's review).
    func testAWeakOrHeldDependencyOrOneCollidingInTheFakeIsAnErrorWhereItStands() {
        func spec(_ framework: Framework, _ line: String, requires: String) -> String {
            """
            options:
              framework: \(framework.name)
              styles: triplet
            viewmodel HViewModel:
              type-requires: \(requires)
              dependencies:
                \(line)
              inputs:
                - refresh
              outputs:
                - title: String
            """
        }
        for (framework, held) in [(Framework.rxswift, "relay"), (.combine, "subject")] {
            let line = "- @\(held) let repository: Repository"
            XCTAssertEqual(TestSupport.diagnostics(spec(framework, line, requires: "repository")).flatMap { $0.split(separator: "\n").map(String.init) }, [
                "t.vmspec:5:18: error: 'type-requires:' names 'repository', which the class keeps in a \(held)"
                    + " ('@\(held)'); \(Self.only)",
                "t.vmspec:5:18: note: leave 'repository' out of 'type-requires:'; call sites still read it on the class",
            ], line)
        }
        XCTAssertEqual(TestSupport.diagnostics(spec(.rxswift, "- weak var coordinator: Coordinator", requires: "coordinator"))
            .map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:18: error: 'type-requires:' names 'coordinator', which the class holds weakly ('weak var');"
                + " \(Self.only)",
        ])
        let calls = spec(.rxswift, "- let calls: Int", requires: "calls")
        XCTAssertEqual(TestSupport.diagnostics(calls), [])
        let errors = TestSupport.diagnostics(calls, overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual(errors.flatMap { $0.split(separator: "\n").map(String.init) }, [
            "t.vmspec:7:11: error: dependency 'calls' the type protocol requires collides with 'calls' of the generated"
                + " HViewModelFake (--tests)",
            // Call sites pass the dependency by its name: the line is what changes, no rename.
            "t.vmspec:7:11: note: leave 'calls' out of 'type-requires:', or generate without test support",
        ])
    }

    /// The import reads a type protocol's property the class stores from its initializer's parameter as a readable
    /// dependency it requires, and `--check` finds the surfaces the same; any other property stays a warning.
    func testImportReadsADependencyTheTypeProtocolDeclares() throws {
        let source = """
            import Combine
            protocol SetupViewModelInputs { func save() }
            protocol SetupViewModelOutputs { var title: AnyPublisher<String, Never> { get } }
            protocol SetupViewModelProtocol {
                var theme: Theme { get }
                var screenName: String { get }
                var inputs: SetupViewModelInputs { get }
                var outputs: SetupViewModelOutputs { get }
            }
            final class SetupViewModel: SetupViewModelProtocol, SetupViewModelInputs, SetupViewModelOutputs {
                var inputs: SetupViewModelInputs { self }
                var outputs: SetupViewModelOutputs { self }
                let theme: Theme
                var screenName: String { "setup" }
                let title: AnyPublisher<String, Never>
                private let saves = PassthroughSubject<Void, Never>()
                init(theme: Theme, storage: Storage) {
                    self.theme = theme
                    title = saves.map { "saved" }.eraseToAnyPublisher()
                }
                func save() { saves.send(()) }
            }
            """
        let result = SpecImporter.importFile(source, path: "S.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  type-requires: theme\n  dependencies:\n    - let theme: Theme\n    - storage: Storage\n"), spec)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "S.swift:6:5: warning: 'var screenName' of 'SetupViewModelProtocol' is not imported: the generated type protocol"
                + " declares only 'inputs', 'outputs' and 'errors'"
                + " (and what 'type-requires:' and 'self-as:' name); call sites that reach it through 'SetupViewModelProtocol' change:"
                + " declare it in a protocol of your own the class conforms to ('conforms:') and reach it there",
        ])
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "S.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8)))
            .map(\.formatted).filter { !$0.contains("declared outside its protocols") }, [
            "S.swift:6:5: error: 'var screenName:String{get}' of 'SetupViewModelProtocol' is not in the generated code",
        ])
    }
}
