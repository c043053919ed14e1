import Foundation
import VMGenCore
import XCTest

/// The import of the shapes `ContractShapeTests` generates, as real apps write them: typealiases in the protocols,
/// dependencies taken as `T!` and `@escaping Alias`, relays that start with a value, groups' refinements; and the
/// warnings for what a spec cannot say.
final class ContractShapeImportTests: XCTestCase {
    /// A hand-written triplet with typealiases in its outputs and type protocols, dependencies taken as `T!` and as
    /// `@escaping Alias` (whose closure takes an `inout` parameter), types written `(Void)` and `(_: URL?, _: UIImage?)`
    /// beside the generated `Void` and `(URL?, UIImage?)`, and a protocol of the app's own named `…Type`: imported,
    /// regenerated with the same surface.
    func testImportCarriesTypeAliasesAndDependencyFormsOver() throws {
        let source = """
            import RxSwift
            import UIKit

            protocol WebContentType {
                var url: URL? { get }
            }

            protocol CardViewModelInputs {
                var shareObserver: AnyObserver<(UIImage)> { get }
            }

            protocol CardViewModelOutputs {
                /// The card's texts.
                typealias ResourcesType = (title: String, subtitle: String?)
                var resources: Observable<ResourcesType> { get }
                var invite: Observable<(Void)> { get }
                var userImage: Observable<(_: URL?, _: UIImage?)> { get }
            }

            protocol CardViewModelType {
                typealias OnLoginClosure = (_ session: String, inout Int?) -> Void
                var inputs: CardViewModelInputs { get }
                var outputs: CardViewModelOutputs { get }
            }

            final class CardViewModel: CardViewModelType, CardViewModelInputs, CardViewModelOutputs {
                var inputs: CardViewModelInputs { self }
                var outputs: CardViewModelOutputs { self }
                var shareObserver: AnyObserver<(UIImage)> { shareSubject.asObserver() }
                let resources: Observable<ResourcesType>
                let invite: Observable<(Void)>
                let userImage: Observable<(_: URL?, _: UIImage?)>
                private let shareSubject = PublishSubject<UIImage>()

                init(themeService: ThemeService<AppTheme>!, onLogin: @escaping OnLoginClosure) {
                    fatalError()
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.besidesDeclarationsBeside.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            viewmodel CardViewModel:
              dependencies:
                - typealias OnLoginClosure = (_ session: String, inout Int?) -> Void
                - themeService: ThemeService<AppTheme>!
                - onLogin: @escaping OnLoginClosure
              inputs:
                - @observer shareObserver(_ value: UIImage)
              outputs:
                /// The card's texts.
                - typealias ResourcesType = (title: String, subtitle: String?)
                - resources: ResourcesType
            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).besidesDeclarationsBeside.map(\.formatted), [])
        // A typealias whose type differs is a difference.
        let changed = spec.replacingOccurrences(of: "subtitle: String?)", with: "subtitle: String)")
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(changed.utf8))
        ).besidesDeclarationsBeside.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:14:5: error: 'typealias ResourcesType=(title:String,subtitle:String?)' of 'CardViewModelOutputs' is not in"
                + " the generated code",
            "V.swift:12:1: error: the generated 'CardViewModelOutputs' adds 'typealias ResourcesType=(title:String,subtitle:String)'",
        ])
    }

    /// The import reads a relay's starting value where the file makes it (a stored property's value, or a local of the
    /// initializer the property is set from) and an outputs protocol's base protocol.
    func testImportReadsStartingValuesAndGroupRefinements() throws {
        let source = """
            import RxSwift
            import RxCocoa

            public protocol ExploreViewModelInputs: AnyObject {
                var userName: BehaviorRelay<String> { get }
                var filter: BehaviorRelay<ExploreFilter> { get }
                var page: BehaviorSubject<Int> { get }
            }

            public protocol ExploreViewModelOutputs: BaseViewModelOutputs {
                var users: Driver<[String]> { get }
            }

            public protocol ExploreViewModelType: AnyObject {
                var inputs: ExploreViewModelInputs { get }
                var outputs: ExploreViewModelOutputs { get }
            }

            public final class ExploreViewModel: BaseViewModel, ExploreViewModelInputs, ExploreViewModelOutputs,
                ExploreViewModelType {
                public var userName: BehaviorRelay<String>
                public var filter: BehaviorRelay<ExploreFilter>
                public let page = BehaviorSubject<Int>(value: 1)
                public var users: Driver<[String]>
                public var inputs: ExploreViewModelInputs { self }
                public var outputs: ExploreViewModelOutputs { self }

                public override init() {
                    let userName = BehaviorRelay<String>(value: "")
                    let filter = BehaviorRelay<ExploreFilter>(value: .random(in: 1...3))
                    self.userName = userName
                    self.filter = filter
                    users = .empty()
                    super.init()
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
            viewmodel ExploreViewModel:
              class-bound: inputs, type
              outputs-refine: BaseViewModelOutputs
              inputs:
                - @relay userName(_ value: String) = ""
                - @relay filter(_ value: ExploreFilter) = .random(in: 1...3)
                - @subject page(_ value: Int) = 1
            """), spec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).filter { !$0.message.contains("outside its protocols") }.map(\.formatted), [])
        // Where vmgen finds no assignment, the usual empty value, with a note; without one, the member is skipped.
        let unassigned = SpecImporter.importFile(source.replacingOccurrences(of: "let userName = ", with: "let name = ")
            .replacingOccurrences(of: "let filter = ", with: "let f = "), path: "V.swift")
        XCTAssertEqual(unassigned.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:5:5: note: the starting value of 'userName' is not where vmgen looks (an assignment of the relay or"
                + " subject to 'userName'): the spec starts it with '\"\"'; check that the view model does",
            "V.swift:6:5: warning: 'filter: BehaviorRelay<ExploreFilter>' is not imported: vmgen finds no starting value of it"
                + " (an assignment of the relay or subject to 'filter'), and its type has no usual empty one; write '= value'"
                + " in the spec by hand",
        ])
        // Started with what the initializer is given (`BehaviorRelay(value: initialFilter)`): a warning that says why
        // the spec cannot start it so, not one that says vmgen found nothing.
        let given = SpecImporter.importFile(source.replacingOccurrences(of: "public override init() {", with:
            "public init(initialFilter: ExploreFilter) {").replacingOccurrences(of: ".random(in: 1...3)", with: "initialFilter")
            .replacingOccurrences(of: "super.init()", with: "super.init(); _ = initialFilter"), path: "V.swift")
        XCTAssertEqual(given.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "V.swift:6:5: warning: 'filter: BehaviorRelay<ExploreFilter>' is not imported: the view model starts it with"
                + " 'initialFilter', a value it is given, and a spec's relay starts with a value"
                + " written where the generated class declares it, before it has its dependencies (a starting value that"
                + " names one is refused); its type has no usual empty one: write '= value' in the spec by hand only with a"
                + " value of its own, which changes what the relay holds until the view sends into it",
        ])
    }

    /// What the import cannot carry over among these shapes is a warning, never a spec that does not generate: a generic
    /// typealias, one inside `#if`, a failable or throwing initializer of the type protocol, a relay started with a
    /// value the view model is given; and it reads a third group named `error` and the starting values of `.init(...)`
    /// and of vmgen's own storage (`userNameRelay`).
    func testImportWarnsAboutTheShapesASpecCannotSay() throws {
        let source = """
            import RxSwift
            import RxRelay
            protocol SettingViewModelInput {
                var name: BehaviorRelay<String> { get }
                var hint: BehaviorRelay<String> { get }
                var count: BehaviorRelay<Int> { get }
                var label: BehaviorRelay<String> { get }
            }
            protocol SettingViewModelOutput {
                typealias Handler<T> = (T) -> Void
                #if DEBUG
                typealias DebugInfo = [String: String]
                #endif
                var title: Observable<String> { get }
            }
            protocol SettingViewModelError { var failed: Observable<String> { get } }
            protocol SettingViewModelType {
                var input: SettingViewModelInput { get }
                var output: SettingViewModelOutput { get }
                var error: SettingViewModelError { get }
                init?(router: Router) throws
            }
            final class SettingViewModel: SettingViewModelType, SettingViewModelInput, SettingViewModelOutput,
                SettingViewModelError {
                var input: SettingViewModelInput { self }
                var output: SettingViewModelOutput { self }
                var error: SettingViewModelError { self }
                let name: BehaviorRelay<String>
                let hint: BehaviorRelay<String> = .init(value: "hi")
                var count: BehaviorRelay<Int> { countRelay }
                private let countRelay = BehaviorRelay<Int>(value: 3)
                let label = BehaviorRelay<String>.init(value: "a")
                let title: Observable<String>
                let failed: Observable<String>
                init?(router: Router) throws {
                    name = BehaviorRelay(value: router.name)
                    fatalError()
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "V.swift")
        XCTAssertEqual(result.diagnostics.map { String($0.formatted.prefix { $0 != "\n" }) }, [
            "V.swift:4:5: note: the view model starts 'name' with 'router.name', which names 'router', a value it is given:"
                + " the spec starts it with '\"\"'; check that the view model does",
            "V.swift:10:5: warning: 'typealias Handler<...>' is not imported: a spec's typealias takes no generic parameters",
            "V.swift:12:5: warning: 'typealias DebugInfo' is not imported: it stands inside '#if DEBUG', and a spec's typealias"
                + " is in every build",
            "V.swift:21:5: warning: 'init?(router:)' of 'SettingViewModelType' is not imported: the generated type protocol"
                + " declares only 'inputs', 'outputs' and 'errors'"
                + " (and what 'type-requires:' and 'self-as:' name); call sites that reach it through 'SettingViewModelType' change:"
                + " declare it in a protocol of your own the class conforms to ('conforms:') and reach it there",
            "V.swift:35:5: warning: 'init?(router:) throws' of 'SettingViewModel' is imported as the generated class's plain"
                + " 'init': call sites that bind it with 'if let' or call it with 'try' change",
        ])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("""
              groups: input, output, error
              dependencies:
                - router: Router
              inputs:
                - @relay name(_ value: String) = ""
                - @relay hint(_ value: String) = "hi"
                - @relay count(_ value: Int) = 3
                - @relay label(_ value: String) = "a"
            """), spec)
        XCTAssertFalse(spec.contains("type-requires"), spec)
        // `--check` reports the failable, throwing initializers, of the protocol and of the class.
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "V.swift", spec: SpecSource(path: "V.vmspec", bytes: Array(spec.utf8))
        ).map { String($0.formatted.prefix { $0 != "\n" }) }
        XCTAssertTrue(differences.contains(
            "V.swift:21:5: error: 'init?(router:Router) throws' of 'SettingViewModelType' is not in the generated code"), "\(differences)")
        XCTAssertTrue(differences.contains("V.swift:35:5: error: 'init?(router: Router) throws' of 'SettingViewModel' is"
            + " 'init(router: Router)' in the generated code"), "\(differences)")
    }
}
