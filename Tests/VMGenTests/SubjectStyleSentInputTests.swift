import Foundation
import VMGenCore
import XCTest

/// Relays and subjects as inputs of the subject style (`@relay`, `@subject`), as apps that write `let input = Input()`
/// declare them (`let viewDidLoad = PublishSubject<Void>()` in `Input`): the generated `Input` member is the relay or
/// subject itself, made by the view model, in place of an observer; the logic sees its stream (a `Behavior` one's
/// current value first), the probe sends into it and the fake records what the view sends into its own.
final class SubjectStyleSentInputTests: XCTestCase {
    static func spec(_ framework: String, styles: String = "subject", inputs: String) -> String {
        """
        options:
          framework: \(framework)
          styles: \(styles)
        viewmodel LoginViewModel:
          dependencies:
            - service: Int
          inputs:
        \(inputs)
            - select(_ index: Int)
          outputs:
            - title: String

        """
    }

    static let rxInputs = """
            - @subject viewDidLoad
            - @relay tapLogin
            - @relay token(_ value: (Int, String)) = (0, "")
            - @subject page(_ value: Int) = 1
        """

    func testTheyAreTheInputStructsMembersAndCompileWithTestSupport() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        let cases: [(String, String, [String])] = [
            ("rxswift", Self.rxInputs, [
                "let viewDidLoad: PublishSubject<Void>", "let tapLogin: PublishRelay<Void>",
                "let token: BehaviorRelay<(Int, String)>", "let page: BehaviorSubject<Int>", "let select: AnyObserver<Int>",
                "private let tokenRelay = BehaviorRelay<(Int, String)>(value: (0, \"\"))",
            ]),
            ("rxcocoa", Self.rxInputs, ["let tapLogin: PublishRelay<Void>"]),
            ("combine", "    - @subject viewDidLoad\n    - @subject unit(_ value: String) = \"MB\"", [
                "let viewDidLoad: PassthroughSubject<Void, Never>", "let unit: CurrentValueSubject<String, Never>",
                "let select: AnySubscriber<Int, Never>",
            ]),
        ]
        for (framework, inputs, expected) in cases {
            let generated = try GeneratedCase(Self.spec(framework, inputs: inputs), path: "Login.vmspec", into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            let text = generated.code
            for line in expected { XCTAssertTrue(text.contains(line), "\(framework): \(line)\n\(text)") }
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .subject))
            jobs.append(.init(label: framework, files: generated.files + [logic], combine: framework == "combine"))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label): does not compile:\n\(output)")
        }
    }

    func testTheStylesThatHandStreamsRefuseThemWhereTheyStand() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("rxswift", styles: "subject, function", inputs: "    - @relay tapLogin")), [
            "t.vmspec:8:7: error: '@relay' members belong to the transform style (the Input struct holds the relay the view"
                + " sends into), the triplet's and the subject style's, and this spec also renders the 'function' style\n"
                + "t.vmspec:8:7: note: write 'styles: transform', 'styles: triplet' or 'styles: subject' for this view model's spec",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("combine", styles: "subject, observable", inputs: "    - @subject unit(_ value: String) = \"MB\"")).map {
            String($0.prefix { $0 != "\n" })
        }, [
            "t.vmspec:8:7: error: '@subject' members belong to the transform style (the Input struct holds the subject the view"
                + " sends into), the triplet's and the subject style's, and this spec also renders the 'observable' style",
            "t.vmspec:8:38: error: '= value' starts a relay or subject input ('@relay', '@subject'), and 'unit' is a method:"
                + " nothing keeps a value",
        ])
        // With test support, a relay named like a member of the fake is refused where it stands.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("rxswift", inputs: "    - @relay calls"),
                                               overrides: OptionOverrides(testSupport: true)).map { String($0.prefix { $0 != "\n" }) },
                       ["t.vmspec:8:14: error: input 'calls()' collides with 'calls' of the generated LoginViewModelFake (--tests)"])
    }

    /// The import reads the relays and subjects of a subject-style `Input` (made there, `.init()` or with a type
    /// written), each with its starting value as written, and `--check` finds the surface the same.
    func testTheImportReadsThemAndCheckFindsTheSurfaceTheSame() throws {
        let source = """
            import RxRelay
            import RxSwift

            public final class LoginViewModel {
                let input: Input = Input()
                let output: Output = Output()

                public struct Input {
                    let viewDidLoad = PublishSubject<Void>()
                    let didTapLogin: PublishRelay<Void> = .init()
                    let arrivedToken: BehaviorRelay<(Int, String)> = .init(value: (0, ""))
                    let page = BehaviorRelay<Int>(value: 1)
                }

                public struct Output {
                    let showToast: PublishRelay<String> = .init()
                }

                public init(service: Int) {}
            }

            """
        let imported = SpecImporter.importFile(source, path: "Login.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
              inputs:
                - @subject viewDidLoad
                - @relay didTapLogin
                - @relay arrivedToken(_ value: (Int, String)) = (0, "")
                - @relay page(_ value: Int) = 1

            """), spec)
        let check = SurfaceComparison.differences(handWritten: source, path: "Login.swift", spec: SpecSource(path: "L.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(check.map(\.formatted), [])
        // One made with what the import cannot read is still a warning where it stands.
        let unreadable = SpecImporter.importFile(
            source.replacingOccurrences(of: "BehaviorRelay<Int>(value: 1)", with: "BehaviorRelay<Int>(value: 1).skip(1)"), path: "Login.swift")
        XCTAssertEqual(unreadable.diagnostics.filter { $0.severity == .warning }.map { String($0.formatted.prefix(40)) },
                       ["Login.swift:12:9: warning: 'page = Behav"])
    }
}

extension SubjectStyleSentInputTests {
    /// `var` members of the subject style's `Input` and `Output` (`var removeCache: PublishSubject<Void> =
    /// PublishSubject()`): imported with `members: var`, so the generated structs declare them `var` too.
    func testVarMembersAreImportedWithMembersVar() throws {
        let source = """
            import RxRelay
            import RxSwift

            public final class CacheViewModel {
                let input = Input()
                let output = Output()

                public struct Input {
                    var removeCache: PublishSubject<Void> = PublishSubject()
                }

                public struct Output {
                    var showToast: PublishSubject<String> = PublishSubject()
                }

                init() {}
            }

            """
        let imported = SpecImporter.importFile(source, path: "Cache.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  members: var\n"), spec)
        let specSource = SpecSource(path: "C.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(SurfaceComparison.differences(handWritten: source, path: "Cache.swift", spec: specSource).map(\.formatted), [])
        XCTAssertTrue(Generator.generate([specSource]).files.map(\.contents).joined().contains("var removeCache: PublishSubject<Void>"))
        // Declared `let`, they stay `let`.
        let lets = SpecImporter.importFile(source.replacingOccurrences(of: "    var ", with: "    let "), path: "Cache.swift")
        XCTAssertFalse(try XCTUnwrap(lets.specText).contains("members:"))
    }
}
