import Foundation
import VMGenCore
import XCTest

/// State a one-stream event transform keeps for the view to read, whose observer sends into the subject `transform`
/// returns (`private(set) var chatList: [Room] = [] { didSet { outputSubject.send(.reload) } }`): imported as a
/// `@value` output, which the generated class declares `private(set) var chatList` and keeps from the logic's stream;
/// one the view sets is a `@call var` input (`CalledPropertyTests`); what cannot be either is a warning naming what to
/// write by hand. `Fixtures/Import/RoomList` runs on OpenCombine
/// (`TransformFixtureBehaviorTests.testTheCombineEventTransformKeepsTheValuesTheViewReads`).
final class EventTransformValueTests: XCTestCase {
    static let source = """
        import Combine

        final class ChatListViewModel {
            enum Input {
                case viewDidLoad
            }

            enum Output {
                case reload
                case count(Int)
            }

            private let outputSubject = PassthroughSubject<Output, Never>()
            private let otherSubject = PassthroughSubject<Void, Never>()

            private(set) var chatList: [String] = [] {
                didSet { outputSubject.send(.reload) }
            }
            private(set) var total = Int(0) {
                didSet { send(.count(total)) }
            }
            var isCompleted: (Bool, Bool) = (false, false) {
                didSet { outputSubject.send(.reload) }
            }
            private(set) var frames: [Int] = [] {
                didSet { otherSubject.send(()) }
            }

            func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
                outputSubject.eraseToAnyPublisher()
            }

            private func send(_ output: Output) {
                outputSubject.send(output)
            }
        }

        """

    func testStateWhoseObserverSendsACaseIsAValueOrACalledPropertyAndTheRestAWarningSayingWhatToWrite() throws {
        let imported = SpecImporter.importFile(Self.source, path: "C.swift")
        let spec = try XCTUnwrap(imported.specText, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(spec.contains("  outputs:\n    - reload: Void\n    - count: Int\n    - @value chatList: [String] = []\n"
            + "    - @value total: Int = Int(0)\n"), spec)
        XCTAssertTrue(spec.contains("  inputs:\n    - viewDidLoad\n    - @call var isCompleted: (Bool, Bool) = (false, false)\n"), spec)
        XCTAssertTrue(imported.diagnostics.contains {
            $0.severity == .note && $0.location.line == 16 && $0.message.hasPrefix("'var chatList' of 'ChatListViewModel' is"
                + " imported as '- @value chatList: [String] = []': the generated class declares 'private(set) var chatList'")
        }, imported.diagnostics.map(\.formatted).joined(separator: "\n"))
        let warnings = imported.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map { "\($0.location.line)" }, ["25"], warnings.map(\.formatted).joined(separator: "\n"))
        XCTAssertTrue(warnings[0].message.contains("write it by hand as '- @value frames: Type = value' if the logic can keep"
            + " it"), warnings[0].message)
        let settable = SpecImporter.importFile(Self.source.replacingOccurrences(
            of: "(false, false) {\n        didSet { outputSubject.send(.reload) }", with: "(false, false) {\n        didSet { otherSubject.send(()) }"), path: "C.swift")
        XCTAssertTrue(settable.diagnostics.contains { $0.location.line == 22 && $0.message.hasSuffix("write it by hand as"
            + " '- @call var isCompleted: Type = value' under 'inputs:' if the logic can take what the view sets") },
            settable.diagnostics.map(\.formatted).joined(separator: "\n"))
        // `--check`: the values are the class's `private(set) var`s, the same; the one warned about differs.
        let source = SpecSource(path: "C.vmspec", bytes: Array(spec.utf8))
        let differences = SurfaceComparison.differences(handWritten: Self.source, path: "C.swift", spec: source)
        XCTAssertEqual(differences.map { "\($0.location.line)" }, ["25"], differences.map(\.formatted).joined(separator: "\n"))
        // Another type than the hand-written property's is a difference there.
        let other = spec.replacingOccurrences(of: "@value chatList: [String]", with: "@value chatList: [Int]")
        let retyped = SurfaceComparison.differences(
            handWritten: Self.source, path: "C.swift", spec: SpecSource(path: "C.vmspec", bytes: Array(other.utf8)))
        XCTAssertEqual(retyped.map { "\($0.location.line)" }, ["16", "25"])
    }

    static let spec = """
        options:
          framework: combine
          styles: transform
          transform: transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>%@

        viewmodel ChatListViewModel:
          inputs:
            - viewDidLoad
          outputs:
            - reload: Void
            /// The rooms the table shows.
            - @value chatList: [String] = []
            - @value selected: Int?

        """

    func testTheClassDeclaresTheValuesAndCompilesWithTestSupportInBothLanguageModes() throws {
        let text = TestSupport.render(String(format: Self.spec, ""), style: .transform)
        for line in [
            "    enum Output {\n        case reload\n    }\n", "    /// The rooms the table shows.\n    private(set) var chatList: [String] = []\n",
            "    private(set) var selected: Int? = nil\n",
            "        let keptChatList = output.chatList\n            .compactMap { [weak self] value -> Output? in\n"
                + "                self?.chatList = value\n                return nil\n            }.eraseToAnyPublisher()\n",
            "        return [\n            keptChatList,\n            keptSelected,\n",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        // A long name wraps as every generated line does, within 120 columns (`LineWidthTests`).
        let long = TestSupport.render(
            String(format: Self.spec, "").replacingOccurrences(of: "chatList", with: "chatRoomListThatTheTableViewShowsInItsSections"),
            style: .transform)
        XCTAssertEqual(long.split(separator: "\n").filter { $0.count > 120 }, [], long)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        let protocolOption = "\n  transform-protocol: ChatListViewModelling"
        for (name, extra) in [("plain", ""), ("isolated", "\n  isolation: MainActor\n  access: public"),
                              ("protocol", protocolOption), ("isolated protocol", protocolOption + "\n  isolation: MainActor")] {
            // With the probe and the fake (`--tests`).
            let generated = try GeneratedCase(String(format: Self.spec, extra), into: folder, name: name)
            XCTAssertEqual(generated.formattedDiagnostics, [], name)
            // A data source that reads the values as a hand-written class's call sites did; through the protocol, which
            // the fake conforms to, where there is one; and a test that sets the fake's and reads the probe's.
            let view = try generated.write("View.swift", """
                @MainActor func rows(of viewModel: ChatListViewModel) -> [String] {
                    viewModel.chatList + [String(viewModel.selected ?? 0)]
                }
                @MainActor func tests(_ probe: ChatListViewModelProbe, _ fake: ChatListViewModelFake) -> [String] {
                    fake.send(chatList: ["a"])
                    fake.send(selected: 1)
                    return probe.viewModel.chatList + fake.chatList + [String(fake.selected ?? 0)]
                }
                \(extra.contains("transform-protocol") ? """
                @MainActor func anyRows(of viewModel: any ChatListViewModelling) -> [String] { viewModel.chatList }
                @MainActor func fakeRows(_ fake: ChatListViewModelFake) -> [String] { anyRows(of: fake) }

                """ : "")
                """)
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            jobs += generated.jobs(name, adding: [logic, view])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhatTheClassCannotKeepIsALocatedError() {
        func diagnostics(_ text: String, tests: Bool = false) -> [String] {
            let result = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(text.utf8))],
                                            overrides: OptionOverrides(testSupport: tests))
            return result.diagnostics.filter { $0.severity == .error }.map(\.formatted).map { String($0.prefix { $0 != "\n" }) }
        }
        let combine = String(format: Self.spec, "")
        // Test support has them (`testTheProbeReadsTheValuesOnItsViewModelAndTheFakeKeepsThem`).
        XCTAssertEqual(diagnostics(combine, tests: true), [])
        // A struct, which keeps no subscriptions, is refused where the value stands.
        XCTAssertEqual(diagnostics(combine.replacingOccurrences(of: "styles: transform", with: "styles: transform\n  declaration: struct")).first,
            "t.vmspec:13:7: error: a struct view model cannot keep the subscriptions of a value output in Combine")
        let rx = combine.replacingOccurrences(of: "framework: combine", with: "framework: rxswift")
            .replacingOccurrences(of: "AnyPublisher<Input, Never>", with: "Observable<Input>")
            .replacingOccurrences(of: "AnyPublisher<Output, Never>", with: "Observable<Output>")
        XCTAssertEqual(diagnostics(rx.replacingOccurrences(of: "styles: transform", with: "styles: transform\n  wrapper: Property")).first,
            "t.vmspec:13:14: error: in the one-stream event transform, a '@value' output is a property of the class kept"
                + " from the logic's stream, which vmgen writes in Combine alone here")
        // `@label` labels a case's value, and a value is no case: refused where the label is written, not dropped in
        // silence (found by the review of #32).
        XCTAssertEqual(diagnostics(combine.replacingOccurrences(of: "- @value chatList", with: "- @value @label(_) chatList")
            .replacingOccurrences(of: "- @value selected", with: "- @label(sum) @value selected")), [
            "t.vmspec:12:21: error: '@label' labels an output case's one value, and '@value' output 'chatList' is no case but"
                + " a property of the class",
            "t.vmspec:13:14: error: '@label' labels an output case's one value, and '@value' output 'selected' is no case but"
                + " a property of the class",
        ])
    }

    /// The probe records only the cases (a value is none) and says to read the values on its view model; the fake keeps
    /// each value as a property the view reads, set by `send`, with the view model's starting value; the protocol the
    /// spec asks for declares them, so a view that depends on it reads them on either.
    func testTheProbeReadsTheValuesOnItsViewModelAndTheFakeKeepsThem() throws {
        let text = String(format: Self.spec, "\n  transform-protocol: ChatListViewModelling")
        let support = try XCTUnwrap(Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(text.utf8))],
                                                       overrides: OptionOverrides(testSupport: true)).files.first?.contents)
        for line in [
            "/// The values the view model keeps for the view (`@value`) are read on it: `probe.viewModel.chatList`.\n",
            "        switch output {\n        case .reload: self.reload.record(())\n        }\n",
            "    /// The rooms the table shows.\n    private(set) var chatList: [String] = []\n",
            "    private(set) var selected: Int? = nil\n",
            "    func send(chatList value: [String]) {\n        self.chatList = value\n    }\n",
        ] {
            XCTAssertTrue(support.contains(line), "\(line)\n\(support)")
        }
        XCTAssertFalse(support.contains("Recorder<[String]>"), support)
        let code = TestSupport.render(text, style: .transform)
        XCTAssertTrue(code.contains("protocol ChatListViewModelling {\n    func transform(input: AnyPublisher<ChatListViewModel.Input,"
            + " Never>) -> AnyPublisher<ChatListViewModel.Output, Never>\n    /// The rooms the table shows.\n"
            + "    var chatList: [String] { get }\n    var selected: Int? { get }\n}\n"), code)
    }
}
