import XCTest
@testable import VMGenCore

/// View models whose protocols are no triplet vmgen generates (#32, the fourteenth set): group protocols that each
/// declare their own group property with no type protocol, and one protocol named as a type that declares the members
/// through the app's protocols it refines. Each is warned about where its class stands, saying why, where the import
/// said it found no contract or read `input` as an output the spec cannot name; the measure counts each as a view
/// model not imported (`RoundtripCorpusTests.testOneProtocolContractsAreCountedAsNotImported`). One protocol of the
/// class's file that declares the members itself is read as `groups: one` (`OneProtocolTripletTests`).
final class OneProtocolContractTests: XCTestCase {
    /// The inputs protocol alone, its class conforming in an extension, its state an app's protocol's.
    static let inputsAlone = """
        import Combine

        protocol WelcomeViewModelInput {
            var input: WelcomeViewModelInput { get }
            func viewDidLoad()
            func didTapStart()
        }

        public final class WelcomeViewModel {
            private let currentState = CurrentValueSubject<String?, Never>(nil)
            public init() {}
        }

        extension WelcomeViewModel: WelcomeViewModelInput {
            var input: WelcomeViewModelInput { self }
            func viewDidLoad() { currentState.send("hello") }
            func didTapStart() {}
        }

        extension WelcomeViewModel: ViewModelType {
            public var state: AnyPublisher<String, Never> { currentState.compactMap { $0 }.eraseToAnyPublisher() }
        }
        """

    /// The inputs and outputs protocols, each with its own property, conformed to where the class is declared.
    static let bothGroups = """
        import Combine

        protocol AlbumListViewModelInput {
            var input: AlbumListViewModelInput { get }
            func viewDidLoad()
        }

        protocol AlbumListViewModelOutput {
            var output: AlbumListViewModelOutput { get }
            func selectAlbum(index: Int)
        }

        public final class AlbumListViewModel: AlbumListViewModelInput, AlbumListViewModelOutput {
            var input: AlbumListViewModelInput { self }
            var output: AlbumListViewModelOutput { self }
            public init() {}
            func viewDidLoad() {}
            func selectAlbum(index: Int) {}
        }
        """

    func testGroupProtocolsThatDeclareTheirOwnPropertyAreWarnedAboutWhereTheClassStands() {
        for (source, name, line, column, properties) in [
            (Self.inputsAlone, "WelcomeViewModel", 9, 14, "('var input: WelcomeViewModelInput { get }' in 'WelcomeViewModelInput')"),
            (Self.bothGroups, "AlbumListViewModel", 13, 14, "('var input: AlbumListViewModelInput { get }' in"
                + " 'AlbumListViewModelInput', 'var output: AlbumListViewModelOutput { get }' in 'AlbumListViewModelOutput')"),
        ] {
            let imported = SpecImporter.importFile(source, path: "\(name).swift")
            XCTAssertNil(imported.specText, name)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [
                "\(name).swift:\(line):\(column): warning: '\(name)' is not imported: its protocols declare their own"
                    + " group property, typed as the protocol itself \(properties), with no type protocol: the triplet vmgen"
                    + " generates declares the group properties in its type protocol ('\(name)Type'), so no spec says this shape",
            ])
        }
    }

    /// The shape beside another view model of the file: that one is still imported.
    func testTheRestOfTheFileIsStillRead() throws {
        let other = """

            protocol NoteViewModelInputs { func save() }
            protocol NoteViewModelOutputs { var title: AnyPublisher<String, Never> { get } }
            protocol NoteViewModelType {
                var inputs: NoteViewModelInputs { get }
                var outputs: NoteViewModelOutputs { get }
            }
            final class NoteViewModel: NoteViewModelType, NoteViewModelInputs, NoteViewModelOutputs {
                var inputs: NoteViewModelInputs { self }
                var outputs: NoteViewModelOutputs { self }
                let title: AnyPublisher<String, Never>
                init() { title = Just("").eraseToAnyPublisher() }
                func save() {}
            }
            """
        let imported = SpecImporter.importFile(Self.bothGroups + other, path: "Album.swift")
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("viewmodel NoteViewModel:"), spec)
        XCTAssertFalse(spec.contains("AlbumList"), spec)
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .warning }.map(\.location.line), [13])
    }

    /// A protocol of the app whose property is typed as itself, not a group's (`protocol Chainable { var next: Chainable
    /// { get } }`), makes no view model of the type conforming to it: that type is the file's own, to move as written,
    /// and the view model beside it is imported (a review found the shape taken for a self-grouped contract).
    func testAProtocolTypedAsItselfThatNamesNoGroupIsNoContract() throws {
        let source = """
            import RxCocoa
            import RxSwift

            protocol Chainable { var next: Chainable { get } }
            final class Step: Chainable { var next: Chainable { self } }

            final class FormViewModel {
                struct Input { let tap: Observable<Void> }
                struct Output { let title: Driver<String> }
                func transform(input: Input) -> Output { Output(title: .just("")) }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Form.swift")
        XCTAssertTrue(try XCTUnwrap(imported.specText).contains("viewmodel FormViewModel:"))
        let warnings = imported.diagnostics.filter { $0.severity == .warning }.map(\.message)
        XCTAssertFalse(warnings.contains { $0.contains("declare their own group property") }, "\(warnings)")
        XCTAssertTrue(warnings.contains { $0.hasPrefix("'class Step', declared in this file beside its view model") }, "\(warnings)")
    }

    /// One protocol of the class's file that declares the members itself is read as `groups: one`, and `--check` finds
    /// the surfaces equal; one that declares them through the app's protocols it refines is warned about.
    func testOneProtocolThatDeclaresTheMembersIsReadAndOneThroughTheAppsProtocolsWarnedAbout() throws {
        let own = """
            import RxCocoa
            import RxSwift

            protocol CommentsViewModelType: CommentsViewModel {
                // Input
                var refresh: AnyObserver<Void> { get }
                var commentSelected: AnyObserver<Int> { get }
                func loadMore(after id: Int)

                // Output
                var comments: Driver<[String]> { get }
                var isLoading: Signal<Bool> { get }
            }

            final class CommentsViewModel {
                let refresh: AnyObserver<Void>
                let commentSelected: AnyObserver<Int>
                let comments: Driver<[String]>
                let isLoading: Signal<Bool>

                init(service: String) {
                    let refreshing = PublishSubject<Void>()
                    let selected = PublishSubject<Int>()
                    refresh = refreshing.asObserver()
                    commentSelected = selected.asObserver()
                    comments = refreshing.map { [service] }.asDriver(onErrorJustReturn: [])
                    isLoading = selected.map { _ in false }.asSignal(onErrorJustReturn: false)
                }
            }

            extension CommentsViewModel: CommentsViewModelType {
                func loadMore(after id: Int) {}
            }
            """
        let imported = SpecImporter.importFile(own, path: "Comments.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("""
            viewmodel CommentsViewModel:
              groups: one
              type-refine: CommentsViewModel
              dependencies:
                - service: String
              inputs:
                - @observer refresh
                - @observer commentSelected(_ value: Int)
                - loadMore(after id: Int)
              outputs:
                - comments: [String]
                - @signal isLoading: Bool
            """), spec)
        // `--check` agrees: the one protocol and the class come back as written.
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: own, path: "Comments.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted), [])
        // Named otherwise than `XType`: its name in full.
        let named = own.replacingOccurrences(of: "CommentsViewModelType", with: "CommentsViewModelProtocol")
        let namedSpec = try XCTUnwrap(SpecImporter.importFile(named, path: "Comments.swift").specText)
        XCTAssertTrue(namedSpec.contains("  protocols: CommentsViewModelProtocolInputs, CommentsViewModelProtocolOutputs,"
            + " CommentsViewModelProtocol\n  groups: one\n"), namedSpec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: named, path: "Comments.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(namedSpec.utf8)))
            .map(\.formatted), [])

        // Refining the app's protocols that declare the members, which the class implements: read as one protocol
        // restating them, still refining those protocols for what their extensions give (`type-refine:`).
        let refining = """
            import RxSwift

            protocol StepableViewModel {
                var onStepper: Observable<Int> { get }
            }

            protocol SettingsViewModelType: StepableViewModel {}

            class SettingsViewModel: SettingsViewModelType {
                let onStepper: Observable<Int> = .never()
            }
            """
        // The app's protocol, declared in this file, moves to a file of its own, as any declaration beside the class.
        let moves = "'protocol StepableViewModel', declared in this file beside its view model, is not in the generated"
            + " code, which replaces the file: it moves as written to a file of your own, where call sites reach it unchanged"
        let refiningImport = SpecImporter.importFile(refining, path: "Settings.swift")
        XCTAssertEqual(refiningImport.diagnostics.map(\.formatted), ["Settings.swift:3:1: warning: " + moves])
        let refiningSpec = try XCTUnwrap(refiningImport.specText)
        XCTAssertTrue(refiningSpec.contains("""
            viewmodel SettingsViewModel:
              groups: one
              type-refine: StepableViewModel
              outputs:
                - onStepper: Int
            """), refiningSpec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: refining, path: "Settings.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(refiningSpec.utf8)))
            .map(\.formatted), ["Settings.swift:3:1: error: " + moves])
        // Declaring members itself too, refining the app's protocol another file declares: its own members first.
        let both = """
            import RxSwift

            protocol HomeViewModelType: StepableViewModel {
                var tapAbout: AnyObserver<Void> { get }
            }

            class HomeViewModel: HomeViewModelType {
                let tapAbout: AnyObserver<Void> = PublishSubject<Void>().asObserver()
                let onStepper: Observable<Int> = .never()
            }
            """
        let stepable = SpecImporter.declarations(
            of: "import RxSwift\n\nprotocol StepableViewModel {\n    var onStepper: Observable<Int> { get }\n}\n", path: "Types.swift")
        let bothImport = SpecImporter.importFile(both, path: "Home.swift", context: stepable)
        XCTAssertEqual(bothImport.diagnostics.map(\.formatted), [])
        let bothSpec = try XCTUnwrap(bothImport.specText)
        XCTAssertTrue(bothSpec.contains("""
              groups: one
              type-refine: StepableViewModel
              inputs:
                - @observer tapAbout
              outputs:
                - onStepper: Int
            """), bothSpec)
        XCTAssertEqual(SurfaceComparison.differences(
            handWritten: both, path: "Home.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(bothSpec.utf8)),
            context: stepable).map(\.formatted), [])
        // A member of the app's protocol the class does not implement (a base class or `ObservableObject` gives it) is
        // none the one protocol can restate: warned about as before, where the class stands.
        let given = both.replacingOccurrences(of: "class HomeViewModel: HomeViewModelType {", with: "class HomeViewModel: BaseViewModel, HomeViewModelType {")
            .replacingOccurrences(of: "    let onStepper: Observable<Int> = .never()\n", with: "")
        XCTAssertEqual(SpecImporter.importFile(given, path: "Home.swift", context: stepable).diagnostics.map(\.message), [
            "'HomeViewModel' is not imported: its contract is one protocol, 'HomeViewModelType', that declares its members"
                + " itself and through the protocols of the app it refines ('StepableViewModel'), with no inputs and outputs"
                + " protocols: " + OneProtocolContracts.throughAppProtocols,
        ])
        // Declared in another file than its class's: warned about where the class stands.
        let classAlone = "import RxCocoa\n\nfinal class CommentsViewModel: CommentsViewModelType {\n    let comments: Driver<[String]> = .just([])\n}\n"
        let context = SpecImporter.declarations(
            of: "import RxCocoa\n\nprotocol CommentsViewModelType {\n    var comments: Driver<[String]> { get }\n}\n", path: "Type.swift")
        XCTAssertEqual(SpecImporter.importFile(classAlone, path: "Comments.swift", context: context).diagnostics.map(\.formatted), [
            "Comments.swift:3:7: warning: 'CommentsViewModel' is not imported: its contract is one protocol,"
                + " 'CommentsViewModelType', that declares its members itself, with no inputs and outputs protocols: vmgen"
                + " reads one protocol ('groups: one') declared in the file of its class, of properties and methods alone"
                + " (no associated type, initializer or subscript)",
        ])
        // A class whose contract is of another style (its own `Input` and `Output`, `var input`) is read as that: its
        // app's protocol beside it, named as a type, is no one-protocol triplet.
        let subject = """
            import RxSwift

            protocol InterestsViewModelProtocol {
                func loadCategories()
            }

            final class InterestsViewModel: InterestsViewModelProtocol {
                struct Input {
                    let closeTrigger = PublishSubject<Void>()
                }

                struct Output {
                    let categories = PublishSubject<[String]>()
                }

                let input = Input()
                let output = Output()

                func loadCategories() {}
            }
            """
        let subjectSpec = try XCTUnwrap(SpecImporter.importFile(subject, path: "Interests.swift").specText)
        XCTAssertFalse(subjectSpec.contains("groups: one"), subjectSpec)
        XCTAssertTrue(subjectSpec.contains("styles: subject"), subjectSpec)
        // An empty protocol says nothing of a contract: the import finds none.
        let empty = "protocol HomeViewViewModelType {}\n\nclass HomeViewViewModel: HomeViewViewModelType {}\n"
        XCTAssertEqual(SpecImporter.importFile(empty, path: "Home.swift").diagnostics.map(\.message).first?
            .contains("vmgen finds no contract of it in this file"), true)
    }

    /// One protocol does not say which side writes a relay it declares: read as an input the view sends into, with a
    /// note where it stands saying how to make it an output (found by the review of `groups: one`: the import was
    /// silent where the view model bound into it).
    func testARelayOfOneProtocolIsAnInputWithANoteSayingHowToMakeItAnOutput() throws {
        let source = """
            import RxCocoa
            import RxRelay
            import RxSwift

            protocol MbtiViewModelType {
                var save: AnyObserver<Void> { get }
                var userMbti: BehaviorRelay<String?> { get }
            }

            final class MbtiViewModel: MbtiViewModelType {
                let save: AnyObserver<Void>
                let userMbti = BehaviorRelay<String?>(value: nil)
                private let saving = PublishSubject<Void>()
                private let disposeBag = DisposeBag()

                init() {
                    save = saving.asObserver()
                    saving.map { "INTJ" }.bind(to: userMbti).disposed(by: disposeBag)
                }
            }
            """
        let imported = SpecImporter.importFile(source, path: "Mbti.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity == .note }.map(\.formatted), [
            "Mbti.swift:7:5: note: 'userMbti' is a BehaviorRelay<String?> of 'MbtiViewModelType', which declares the"
                + " inputs and outputs alike: it is read as an input the view sends into; if the view model writes it for"
                + " the view to read, move it to 'outputs:' as '- @constant userMbti: BehaviorRelay<String?>', the logic's to make",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  groups: one\n"), spec)
        XCTAssertTrue(spec.contains("@observer save"), spec)
    }
}
