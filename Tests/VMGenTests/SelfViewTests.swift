import Foundation
import VMGenCore
import XCTest

/// `self-as: state: DaysViewModelState`: a property the triplet's type protocol declares beside its groups that hands
/// the view model itself as an app's protocol it conforms to (`conforms:`), as triplets with a third group write every
/// screen (`protocol DaysViewModelProtocol { var input: ...; var output: ...; var state: DaysViewModelState { get } }`,
/// the class's `var state: DaysViewModelState { self }`; issue #32, s17's Duiet-iOS, s03's IMKBApp).
final class SelfViewTests: XCTestCase {
    static func spec(_ framework: Framework, selfAs: String = "state: DaysViewModelState",
                     conforms: String = "DaysViewModelState") -> String {
        """
        options:
          framework: \(framework.name)
          styles: triplet
          conforms: \(conforms)
        viewmodel DaysViewModel:
          groups: input, output
          self-as: \(selfAs)
          dependencies:
            - let calendar: DayCalendar
          inputs:
            - selectDay(_ day: Int)
          outputs:
            - reloadData: Void
        """
    }

    /// The app's state protocol, what the team's extensions give the class and the fake, and a call site that reads the
    /// state through the type protocol.
    static let support = """
        struct DayCalendar { var title = "June" }
        protocol DaysViewModelState { var title: String { get } }
        extension DaysViewModel { var title: String { calendar.title } }

        func heading(_ viewModel: any DaysViewModelType) -> String { viewModel.state.title }

        """

    func testTheTypeProtocolDeclaresItAndTheClassHandsItselfBack() throws {
        let code = TestSupport.render(Self.spec(.rxswift))
        XCTAssertTrue(code.contains("    var output: any DaysViewModelOutputs { get }\n"
            + "    var state: any DaysViewModelState { get }\n}\n"), code)
        XCTAssertTrue(code.contains("    var output: any DaysViewModelOutputs { self }\n"
            + "    var state: any DaysViewModelState { self }\n"), code)
        let fake = TestSupport.render(Self.spec(.combine), overrides: OptionOverrides(testSupport: true))
        XCTAssertTrue(fake.contains("    var state: any DaysViewModelState { self }\n"), fake)
        // The fake conforms to the app's protocol as the class does; the team's extension gives it what it requires.
        let fakeState = "extension DaysViewModelFake { var title: String { \"fake\" } }\n"
        for framework in [Framework.rxswift, .combine, .closures] {
            try assertCompiles(Self.spec(framework), support: Self.support + (framework.hasTestSupport ? fakeState : ""))
        }
    }

    func testWhatTheGeneratedCodeCannotDeclareIsAnErrorWhereItStands() {
        func errors(_ spec: String) -> [String] { TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) } }
        // The class hands itself as the protocol: it must conform to it.
        XCTAssertEqual(errors(Self.spec(.rxswift, conforms: "Equatable")), [
            "t.vmspec:7:19: error: 'self-as:' hands 'DaysViewModel' as 'DaysViewModelState', a protocol the class does not"
                + " conform to",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(.rxswift, conforms: "Equatable")).first?.split(separator: "\n").last,
                       "t.vmspec:7:19: note: add 'DaysViewModelState' to 'conforms:' under 'options:', as the class declares it")
        // A name the class declares already.
        XCTAssertEqual(errors(Self.spec(.rxswift, selfAs: "calendar: DaysViewModelState")), [
            "t.vmspec:7:12: error: 'self-as:' property 'calendar' collides with dependency 'calendar' of 'DaysViewModel'",
        ])
        XCTAssertEqual(errors(Self.spec(.rxswift, selfAs: "output: DaysViewModelState")), [
            "t.vmspec:7:12: error: 'self-as:' property 'output' collides with the group property 'output' of 'DaysViewModel'",
        ])
        // What the line says, once each.
        XCTAssertEqual(errors(Self.spec(.rxswift, selfAs: "state")), [
            "t.vmspec:7:17: error: expected ':' and the protocol 'state' hands the view model as",
        ])
        XCTAssertEqual(errors(Self.spec(.rxswift, selfAs: "state: DaysViewModelState, state: DaysViewModelState")), [
            "t.vmspec:7:39: error: 'state' is named twice in 'self-as:'",
        ])
        // Another style declares no type protocol; a typealias of the groups declares nothing of its own.
        XCTAssertEqual(errors(Self.spec(.rxswift).replacingOccurrences(of: "styles: triplet", with: "styles: triplet, transform")
            .replacingOccurrences(of: "  groups: input, output\n", with: "")), [
            "t.vmspec:6:3: error: what the type protocol declares is the triplet's, and this spec also renders the"
                + " 'transform' style, which declares no type protocol",
        ])
        XCTAssertEqual(errors(Self.spec(.rxswift).replacingOccurrences(
            of: "groups: input, output", with: "groups: typealias\n  type-refines: inputs, outputs")), [
            "t.vmspec:8:3: error: 'self-as:' declares properties of the type protocol, and 'groups: typealias' makes the type"
                + " a typealias of the groups' composition, which declares none",
        ])
    }

    /// The import reads the class's `{ self }` and a protocol extension's `{ return self }` so, and `--check` finds the
    /// type protocol the same; a property of the type protocol the class satisfies otherwise stays a warning.
    func testImportReadsThePropertiesThatHandTheViewModelItself() throws {
        let source = """
            import RxSwift
            protocol StockListViewModelInput { var refresh: AnyObserver<Void> { get } }
            protocol StockListViewModelOutput { var stocks: Observable<[String]> { get } }
            protocol StockListViewModelStoredProperties { var period: String { get } }
            protocol StockListViewModelSelection { var selected: String? { get } }
            protocol StockListViewModel {
                var input: StockListViewModelInput { get }
                var output: StockListViewModelOutput { get }
                var storedProperties: StockListViewModelStoredProperties { get }
                var selection: StockListViewModelSelection { get }
            }
            extension StockListViewModel where Self: StockListViewModelInput & StockListViewModelOutput & StockListViewModelStoredProperties {
                var input: StockListViewModelInput { return self }
                var output: StockListViewModelOutput { return self }
                var storedProperties: StockListViewModelStoredProperties { return self }
            }
            final class StockListViewModelImpl: StockListViewModel, StockListViewModelInput, StockListViewModelOutput,
                StockListViewModelStoredProperties {
                let refresh: AnyObserver<Void>
                let stocks: Observable<[String]>
                let period = "1D"
                let selection: StockListViewModelSelection
                init(selection: StockListViewModelSelection) {
                    self.selection = selection
                    let subject = PublishSubject<Void>()
                    refresh = subject.asObserver()
                    stocks = subject.map { [] }
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "S.swift")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("  conforms: StockListViewModelStoredProperties\n"), spec)
        // `selection`, which the class stores as it is given, of a protocol it does not conform to, is no `self-as:`
        // but a dependency the type protocol requires.
        XCTAssertTrue(spec.contains("  groups: input, output\n  type-requires: selection\n"
            + "  self-as: storedProperties: StockListViewModelStoredProperties\n"), spec)
        // What differs is the two protocols the file declares beside the view model, which move as written.
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "S.swift", spec: SpecSource(path: "s.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertEqual(differences.map { String($0.prefix(15)) }, ["S.swift:4:1: er", "S.swift:5:1: er"], "\(differences)")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.location.line), [4, 5])
    }

    /// An input and an output of one name, which the app's two protocols allow as its class keeps its groups in nested
    /// structs, is the import's error where the output stands, saying why the generated class cannot and what to do.
    func testASameNamedInputAndOutputIsAnErrorSayingWhyAndWhatToDo() {
        let source = """
            import RxSwift
            protocol TodayViewModelInput { var isEditMode: AnyObserver<Bool> { get } }
            protocol TodayViewModelOutput { var isEditMode: Observable<Bool> { get } }
            protocol TodayViewModelProtocol {
                var input: TodayViewModelInput { get }
                var output: TodayViewModelOutput { get }
            }
            final class TodayViewModel: TodayViewModelProtocol {
                let input: TodayViewModelInput
                let output: TodayViewModelOutput
                init() {
                    let isEditMode = PublishSubject<Bool>()
                    input = Input(isEditMode: isEditMode.asObserver())
                    output = Output(isEditMode: isEditMode.asObservable())
                }
            }
            extension TodayViewModel {
                struct Input: TodayViewModelInput { let isEditMode: AnyObserver<Bool> }
                struct Output: TodayViewModelOutput { let isEditMode: Observable<Bool> }
            }
            """
        let result = SpecImporter.importFile(source, path: "T.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [
            "T.swift:3:33: error: the imported spec would not generate: output 'isEditMode' collides with input"
                + " 'isEditMode(_:)' in the triplet style: both are named 'isEditMode' (in '- isEditMode: Bool'): two"
                + " protocols may each declare the name, as a class that keeps its groups in objects of their own conforms"
                + " to one each, but the generated class conforms to both groups itself and declares each member once;"
                + " rename the input or the output in its protocol and at its call sites, then import again",
        ])
    }
}
