import Foundation
import VMGenCore
import XCTest

/// The one-stream event transform as apps built on a protocol of associated types write it: enums named after the
/// view model that the class also names `Input` and `Output` (`event-aliases: Input, Output`), a `transform` that may
/// name them by those aliases, and a case with a value of `Void` (`case saved(Void)`, `@label(_)`)
/// (`Fixtures/Import/MoodDiary`, run on OpenCombine).
final class EventEnumAliasTests: XCTestCase {
    private static func source(signature: String) -> String {
        """
        import Combine

        protocol ViewModelBuilder {
            associatedtype Input
            associatedtype Output
            func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>
        }

        final class MenuViewModel: ViewModelBuilder {
            typealias Input = MenuViewModelInput
            typealias Output = MenuViewModelOutput

            enum MenuViewModelInput {
                case viewDidLoad
                case didTapScrap
            }

            enum MenuViewModelOutput {
                case url(String)
                case scrapped(Void)
                case picked(([String], Int))
            }

            private let output = PassthroughSubject<Output, Never>()

            \(signature) {
                output.eraseToAnyPublisher()
            }
        }
        """
    }

    /// Whether `transform` names the enums by the aliases or by their own names, the import writes the same spec,
    /// `--check` finds the surface the same, and the spec generates.
    func testTheImportCarriesTheAliasesAndAVoidValueAndCheckFindsTheSurfaceTheSame() throws {
        for signature in [
            "func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>",
            "func transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>",
        ] {
            let source = Self.source(signature: signature)
            let imported = SpecImporter.importFile(source, path: "Menu.swift")
            let spec = try XCTUnwrap(imported.specText, signature)
            for line in [
                "  transform: transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>\n",
                "  event-aliases: Input, Output\n",
                "    - url: String\n    - @label(_) scrapped: Void\n    - @label(_) picked: ([String], Int)\n",
            ] {
                XCTAssertTrue(spec.contains(line), "\(line) in\n\(spec)")
            }
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [], signature)
            let specSource = SpecSource(path: "Menu.vmspec", bytes: Array(spec.utf8))
            XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Menu.swift", spec: specSource).map(\.formatted),
                           [], signature)
            XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], signature)
        }
        // Without the aliases, the enums are the class's and no option is written; `case scrapped` has no value.
        let plain = Self.source(signature: "func transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>")
            .replacingOccurrences(of: "    typealias Input = MenuViewModelInput\n    typealias Output = MenuViewModelOutput\n", with: "")
            .replacingOccurrences(of: "case scrapped(Void)", with: "case scrapped")
            .replacingOccurrences(of: "case picked(([String], Int))", with: "case picked([String], Int)")
        let spec = try XCTUnwrap(SpecImporter.importFile(plain, path: "Menu.swift").specText)
        XCTAssertFalse(spec.contains("event-aliases"), spec)
        XCTAssertTrue(spec.contains("    - scrapped: Void\n    - picked: ([String], Int)\n"), spec)
    }

    static let spec = """
        options:
          framework: combine
          styles: transform
          transform: transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>
          event-aliases: Input, Output
          conforms: ViewModelBuilder
        viewmodel MenuViewModel:
          inputs:
            - viewDidLoad
          outputs:
            - url: String
            - @label(_) scrapped: Void
            - count: Int
            - @label(_) picked: ([String], Int)
        """

    func testTheClassDeclaresTheAliasesAndTheCaseItsValueOfVoid() {
        let view = TestSupport.render(Self.spec, style: .transform)
        for line in [
            "    typealias Input = MenuViewModelInput\n    typealias Output = MenuViewModelOutput\n",
            "        case scrapped(Void)\n",
            "        case count(Int)\n",
            "        case picked(([String], Int))\n",
            "output.scrapped.map { MenuViewModelOutput.scrapped($0) }",
        ] {
            XCTAssertTrue(view.contains(line), "\(line) in\n\(view)")
        }
    }

    /// With test support, and call sites that name the enums by the aliases, through the app's protocol, and match the
    /// value of `Void`: in Swift 5 and 6, and in RxSwift's spelling of the stream too.
    func testItCompilesWithTestSupportAndCallSitesThatNameTheAliases() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let rxspec = Self.spec.replacingOccurrences(of: "framework: combine", with: "framework: rxswift")
            .replacingOccurrences(of: "AnyPublisher<MenuViewModelInput, Never>", with: "Observable<MenuViewModelInput>")
            .replacingOccurrences(of: "AnyPublisher<MenuViewModelOutput, Never>", with: "Observable<MenuViewModelOutput>")
        var jobs: [CompileTests.Job] = []
        for (index, (text, stream, output)) in [
            (Self.spec, "AnyPublisher<Input, Never>", "AnyPublisher<Output, Never>"),
            (rxspec, "Observable<Input>", "Observable<Output>"),
        ].enumerated() {
            let generated = try GeneratedCase(text, path: "t\(index).vmspec", into: folder, name: "\(index)")
            XCTAssertEqual(generated.formattedDiagnostics, [])
            let calls = """
                protocol ViewModelBuilder {
                    associatedtype Input
                    associatedtype Output
                    func transform(input: \(stream)) -> \(output)
                }

                func calls(_ viewModel: MenuViewModel, _ events: \(stream.replacingOccurrences(of: "<Input", with: "<MenuViewModel.Input"))) {
                    _ = viewModel.transform(input: events)
                    let event: MenuViewModel.Input = .viewDidLoad
                    let scrapped: MenuViewModel.Output = .scrapped(())
                    if case .scrapped(_) = scrapped, case .viewDidLoad = event {}
                    let picked: MenuViewModel.Output = .picked((["a"], 1))
                    if case let .picked(pair) = picked { _ = pair.0 }
                }

                func any<V: ViewModelBuilder>(_ viewModel: V, _ events: \(stream.replacingOccurrences(of: "<Input", with: "<V.Input"))) {
                    _ = viewModel.transform(input: events)
                }

                """
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform) + "\n" + calls)
            jobs += generated.jobs("\(index)", adding: [logic], strictInSwift6: false)
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label) does not compile:\n\(output)")
        }
    }

    func testWhatCannotBeSaidIsALocatedError() {
        func errors(_ text: String) -> [String] {
            TestSupport.diagnostics(text).map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(errors("""
            options:
              framework: combine
              styles: transform
              event-aliases: Input, Output
            viewmodel V:
              inputs:
                - tap
            """), [
            "t.vmspec:4:18: error: 'event-aliases:' names the enums of the one-stream event transform, which this spec"
                + " does not render",
        ])
        XCTAssertEqual(errors(Self.spec.replacingOccurrences(of: "event-aliases: Input, Output", with: "event-aliases: Input")), [
            "t.vmspec:5:18: error: 'event-aliases:' names the input enum's alias and the output enum's, two names; this lists 1",
        ])
        XCTAssertEqual(errors(Self.spec.replacingOccurrences(of: "event-aliases: Input, Output",
                                                             with: "event-aliases: Input, MenuViewModelOutput")), [
            "t.vmspec:5:18: error: 'event-aliases: Input, MenuViewModelOutput' would declare a name twice beside the enums"
                + " 'MenuViewModelInput' and 'MenuViewModelOutput'",
        ])
        XCTAssertEqual(errors(Self.spec.replacingOccurrences(of: "event-aliases: Input, Output",
                                                             with: "event-aliases: Input, MenuViewModel")), [
            "t.vmspec:7:11: error: 'event-aliases:' names 'MenuViewModel', which the class of 'MenuViewModel' would then"
                + " mean instead of the type of that name",
        ])
        XCTAssertEqual(errors(Self.spec.replacingOccurrences(of: "- count: Int", with: "- @label(_) count: Int")), [
            "t.vmspec:13:14: error: '@label(_)' makes a tuple or 'Void' the case's one value, and 'count' has one value"
                + " already: drop it",
        ])
    }
}
