import VMGenCore
import XCTest

/// What the triplet's protocols refine and what its class inherits are part of the surface: a call site may reach an
/// input through the type protocol (`viewModel.viewDidLoad()` on a `WebModalViewModelType`), or pass the view model
/// where the app's base class is expected. Import carries over what a spec can say and `--check` compares all of it.
final class ImportInheritanceTests: XCTestCase {
    private func differences(_ source: String, _ spec: String) -> [String] {
        SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(spec.utf8))
        ).map { String($0.formatted.prefix { $0 != "\n" }) }
    }

    /// `protocol XType: XInputs, XOutputs` (ios-oss's web views) becomes `type-refines: inputs, outputs`, and the spec
    /// regenerates the same surface; without the line, `--check` names each refinement the generated code lacks.
    func testATypeProtocolThatRefinesTheGroupsImportsAsTypeRefines() throws {
        let source = """
            public protocol WebModalViewModelInputs { func closeButtonTapped() }
            public protocol WebModalViewModelOutputs { var dismiss: Signal<Void, Never> { get } }
            public protocol WebModalViewModelType: WebModalViewModelInputs, WebModalViewModelOutputs {
                var inputs: WebModalViewModelInputs { get }
                var outputs: WebModalViewModelOutputs { get }
            }
            public final class WebModalViewModel: WebModalViewModelType {
                public init() {}
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("viewmodel WebModalViewModel:\n  type-refines: inputs, outputs\n  inputs:\n"), spec)
        XCTAssertEqual(differences(source, spec), [])
        XCTAssertEqual(differences(source, spec.replacingOccurrences(of: "  type-refines: inputs, outputs\n", with: "")), [
            "V.swift:3:8: error: protocol 'WebModalViewModelType' refines 'WebModalViewModelInputs' here and not in the generated code",
            "V.swift:3:8: error: protocol 'WebModalViewModelType' refines 'WebModalViewModelOutputs' here and not in the generated code",
        ])
        XCTAssertEqual(differences(source, spec.replacingOccurrences(of: "type-refines: inputs, outputs", with: "type-refines: inputs")), [
            "V.swift:3:8: error: protocol 'WebModalViewModelType' refines 'WebModalViewModelOutputs' here and not in the generated code",
        ])
        // And the other way: a refinement the hand-written type protocol does not declare.
        let plain = source.replacingOccurrences(
            of: "WebModalViewModelType: WebModalViewModelInputs, WebModalViewModelOutputs {", with: "WebModalViewModelType {")
            .replacingOccurrences(of: "WebModalViewModel: WebModalViewModelType {",
                                  with: "WebModalViewModel: WebModalViewModelType, WebModalViewModelInputs, WebModalViewModelOutputs {")
        XCTAssertEqual(differences(plain, spec), [
            "V.swift:3:8: error: the generated 'WebModalViewModelType' also refines 'WebModalViewModelInputs'",
            "V.swift:3:8: error: the generated 'WebModalViewModelType' also refines 'WebModalViewModelOutputs'",
        ])
    }

    /// Protocols that refine `AnyObject` (or `class`, its old spelling) are `class-bound:`; a group's protocol that refines
    /// an app's protocol is `outputs-refine:`; a refinement the generated protocols cannot declare (the type protocol's
    /// of an app's protocol) is a warning naming it, and a difference `--check` reports; the closures framework's
    /// outputs refine `AnyObject` as the generated code does, and need no word.
    func testOtherRefinementsAreWarnedAboutAndCompared() throws {
        let source = """
            protocol ProfileViewModelInputs: AnyObject { func viewDidLoad() }
            protocol ProfileViewModelOutputs: class, Screen { var name: Observable<String> { get } }
            protocol ProfileViewModelType: Screen, AnyObject {
                var inputs: ProfileViewModelInputs { get }
                var outputs: ProfileViewModelOutputs { get }
            }
            final class ProfileViewModel: ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {}
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        // The app's protocol the type protocol refines is its `type-refine:` line, as a group's is its `outputs-refine:`.
        XCTAssertTrue(spec.contains("viewmodel ProfileViewModel:\n  class-bound: inputs, outputs, type\n"
            + "  type-refine: Screen\n  outputs-refine: Screen\n"), spec)
        XCTAssertEqual(differences(source, spec), [])
        XCTAssertEqual(differences(source, spec.replacingOccurrences(of: "  type-refine: Screen\n", with: "")), [
            "V.swift:3:1: error: protocol 'ProfileViewModelType' refines 'Screen' here and not in the generated code",
        ])
        try assertCompiles(spec, support: "protocol Screen {}\n")
        XCTAssertEqual(TestSupport.diagnostics("viewmodel A:\n  class-bound: inputs, errors\nviewmodel B:\n  class-bound: type, view\n").map {
            String($0.prefix { $0 != "\n" })
        }, [
            "t.vmspec:2:24: error: the errors' protocol cannot be class-bound: 'A' has no 'errors:'",
            "t.vmspec:4:22: error: unknown group 'view'; the protocols that may refine 'AnyObject' are 'inputs', 'outputs', 'errors' or 'type'",
        ])
        let closures = """
            protocol CounterViewModelInputs { func increment() }
            protocol CounterViewModelOutputs: class { var onCount: ((Int) -> Void)? { get set } }
            protocol CounterViewModelType {
                var inputs: CounterViewModelInputs { get }
                var outputs: CounterViewModelOutputs { get }
            }
            final class CounterViewModel: CounterViewModelType, CounterViewModelInputs, CounterViewModelOutputs {}
            """
        let imported = SpecImporter.importFile(closures, path: "V.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        XCTAssertEqual(differences(closures, try XCTUnwrap(imported.specText)), [])
    }

    /// The triplet's class: its base class (known by an `override init`) becomes `superclass:`, the app's other
    /// protocols `conforms:`; `--check` reports what the class inherits here and not in the generated code.
    func testATripletClassKeepsItsBaseClassAndConformances() throws {
        let source = """
            protocol ProfileViewModelInputs { func viewDidLoad() }
            protocol ProfileViewModelOutputs { var name: Observable<String> { get } }
            protocol ProfileViewModelType {
                var inputs: ProfileViewModelInputs { get }
                var outputs: ProfileViewModelOutputs { get }
            }
            final class ProfileViewModel: BaseViewModel, ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {
                override init() {}
            }
            extension ProfileViewModel: Trackable {}
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  superclass: BaseViewModel\n  conforms: Trackable\n"), spec)
        XCTAssertEqual(differences(source, spec), [])
        XCTAssertEqual(differences(source, spec.replacingOccurrences(of: "  superclass: BaseViewModel\n", with: "")), [
            "V.swift:7:7: error: 'ProfileViewModel' inherits 'BaseViewModel' here and not in the generated code",
        ])
        XCTAssertEqual(differences(source, spec.replacingOccurrences(of: "conforms: Trackable", with: "conforms: Trackable, Screen")), [
            "V.swift:7:7: error: the generated 'ProfileViewModel' adds 'Screen'",
        ])
    }

    /// What the class declares for call sites outside its protocols (a `public func project(_:)` no protocol names,
    /// `@Published` values beside the triplet) is surface a spec cannot carry: a warning at each, and a difference
    /// `--check` counts among the members. Private members, and those implementing the protocols, need no word.
    func testClassMembersOutsideTheProtocolsAreWarnedAboutAndCompared() throws {
        let source = """
            public protocol ThanksViewModelInputs { func viewDidLoad() }
            public protocol ThanksViewModelOutputs { var title: Signal<String, Never> { get } }
            public protocol ThanksViewModelType {
                var inputs: ThanksViewModelInputs { get }
                var outputs: ThanksViewModelOutputs { get }
                func shouldSelectRow(at index: Int) -> Bool
            }
            public final class ThanksViewModel: ThanksViewModelType, ThanksViewModelInputs, ThanksViewModelOutputs {
                public func shouldSelectRow(at index: Int) -> Bool { true }
                private let viewDidLoadProperty = MutableProperty(())
                public func viewDidLoad() {}
                public let title: Signal<String, Never>
                public func project(_ project: Project) {}
                @Published public var detailsText = ""
                public var inputs: ThanksViewModelInputs { self }
                public var outputs: ThanksViewModelOutputs { self }
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            // A member of the type protocol besides `inputs` and `outputs` (ios-oss's settings screens have one).
            "V.swift:6:5: warning: 'func shouldSelectRow(at:)' of 'ThanksViewModelType' is not imported: the generated type"
                + " protocol declares only 'inputs', 'outputs' and 'errors'"
                + " (and what 'type-requires:' and 'self-as:' name); call sites that reach it through 'ThanksViewModelType' change:"
                + " declare it in a protocol of your own the class conforms to ('conforms:') and reach it there",
            "V.swift:13:12: note: 'func project(_:)' of 'ThanksViewModel' stays the class's own: declare it in an extension of 'ThanksViewModel' in a file of"
                + " your own ('extension ThanksViewModel { ... }'), where call sites reach it unchanged (it uses nothing the"
                + " generated class keeps private)",
        ])
        let spec = try XCTUnwrap(result.specText)
        let compared = SurfaceComparison.compare(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "v.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(compared.differences.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:6:5: error: 'func shouldSelectRow(at:Int)->Bool' of 'ThanksViewModelType' is not in the generated code",
            "V.swift:13:12: error: 'func project(_:)' of 'ThanksViewModel', declared outside its protocols, moves to an extension: declare it in an"
                + " extension of 'ThanksViewModel' in a file of your own, where call sites reach it unchanged",
        ])
        // `@Published var detailsText` is carried (`properties:`), the same in the generated class.
        XCTAssertTrue(spec.contains("  properties:\n    - @Published var detailsText: String = \"\"\n"), spec)
        XCTAssertEqual(compared.members, 6, "the five members of the protocols (the type's three included) and the class's"
            + " function; its carried state is no difference")
    }
}
