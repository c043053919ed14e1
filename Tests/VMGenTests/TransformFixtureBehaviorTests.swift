import Foundation
import VMGenCore
import XCTest

/// Runs the import fixtures as real apps write them, the transform style's, a subject style's and a triplet's
/// (`Fixtures/Import/<Name>`): the view model
/// vmgen generates from the imported spec, with its test support, the fixture's app types, a hand-written logic
/// and a program that plays the view (`Tests/Behavior/transform/<Name>.swift`, which asserts with `expect`):
/// relays and subjects on both sides, a typed failure, the caller's dispose bag or cancellables. Combine runs on the
/// real OpenCombine; RxSwift where `Tests/RxRuntime` resolves.
final class TransformFixtureBehaviorTests: XCTestCase {
    func testTheCombineFeedBehavesAsTheViewExpects() throws {
        try run("ArticleFeed")
    }

    /// Subjects the `Input` and `Output` structs make themselves (`@made`): the view sends into `Input()`'s, the logic
    /// sees the filter's current value first, each `transform` binds its own `Output()`.
    func testTheCombineBoardWhoseStructsMakeTheirSubjectsBehavesAsTheViewExpects() throws {
        try run("TaskBoard")
    }

    /// An optional stream in `Input` (`@optional`): one screen hands a publisher, another nil, which the logic reads as
    /// a stream that sends nothing; a subject with a current value the view makes and hands in, read first.
    func testTheCombineListWhoseScreensHandAnOptionalRefreshBehavesAsTheViewExpects() throws {
        try run("ReminderList")
    }

    func testTheCombineStructWithPublishedValuesBehavesAsTheViewExpects() throws {
        try run("ProfileScreen")
    }

    /// The one-stream event transform (`transform:` of streams): `Input` cases in, `Output` cases out, over a logic of
    /// a stream per case; then its probe and fake.
    func testTheCombineEventTransformSendsBackTheOutputCasesForTheInputCases() throws {
        try run("PhoneVerification")
    }

    /// Enums named after the view model, which the class also names `Input` and `Output` for the app's protocol of
    /// associated types (`event-aliases:`), and a case with a value of `Void` (`@label(_)`).
    func testTheCombineEventTransformWhoseEnumsTheAppsProtocolNamesBehavesAsTheViewExpects() throws {
        try run("MoodDiary")
    }

    /// The subject of `Input` cases the class holds for its screen (`let input = PassthroughSubject<Input, Never>()`, a
    /// spec property): the screen hands it to `transform` once and sends each tap into it, and the cases come back.
    func testTheCombineEventTransformWhoseClassHoldsTheViewsSubjectBehavesAsTheScreenExpects() throws {
        try run("StudyTimer", withCalls: true)
    }

    /// The methods the view calls on the view model (`@call` inputs) reach the logic's streams, and what the logic
    /// makes of them comes out of `transform`'s one stream of cases; the probe calls them, the fake records them.
    func testTheCombineEventTransformsCalledMethodsReachTheLogicAndComeBackAsCases() throws {
        try run("ProfileSecurity")
    }

    /// Output cases that carry a tuple as one value (`case showFilterSheet((Bool, Bool))`, `@label(_)`) or one labelled
    /// value (`case applyFilter(filter: (soldOut: Bool, photos: Bool))`): the view matches them as the hand-written
    /// view model sent them; its probe records each tuple, its fake sends it.
    func testTheCombineEventTransformsTupleCasesComeBackAsOneValue() throws {
        try run("CafeteriaMenu")
    }

    /// State the view reads (`@value rooms`, a hand-written `private(set) var rooms` whose observer sent `.reloadRooms`):
    /// the class keeps it from the logic's stream, set before the case the logic sends from it reaches the view.
    /// Its probe records the cases and reads the values on its view model; its fake keeps values the test sets.
    func testTheCombineEventTransformKeepsTheValuesTheViewReads() throws {
        try run("RoomList")
    }

    /// The transform of states (`transform(input: Input) -> AnyPublisher<State, Never>`): the view's struct of streams
    /// in, one stream of `State` cases out, over a logic of a stream per output; the app's screen through its protocol
    /// and its typealias of the result; then its probe and fake.
    func testTheCombineTransformOfStatesSendsBackAStateForEachOutput() throws {
        try run("CouponWallet", withCalls: true)
    }

    /// The transform of states whose struct, enum and stream the app names at the top level (`top-level:`): the app's
    /// screen makes the struct and switches over the states by those names; then its probe and fake.
    func testTheCombineTransformOfStatesNamedAtTheTopLevelBehavesAsTheScreenExpects() throws {
        try run("SleepLog", withCalls: true)
    }

    /// The transform of states read through the app's binding protocol (`where Input == PantryShelfInput, ...`), its
    /// struct and enum the app's own, at the top level of the scene's other file, which the generated file uses
    /// (`app-types:`): the screen holds the view model as that protocol, makes the struct and switches over the states;
    /// then its probe and fake.
    func testTheCombineTransformOfStatesBoundByTheAppsProtocolBehavesAsTheScreenExpects() throws {
        try run("PantryShelf", withCalls: true, own: true)
    }

    /// The subject style whose `Input` holds subjects the view sends into (`@subject`), one with a current value the
    /// view reads back, and whose `Output` holds the subjects the logic gives (`@constant`).
    func testTheCombineSubjectStyleWhoseInputHoldsSubjectsBehavesAsTheViewExpects() throws {
        try run("CacheSettings", folder: "subject")
    }

    /// The subject style's methods the screens call on the view model (`@call` inputs: `configure(show:)` before the
    /// screen is pushed, `book(seat:)`, `release(_:)`) reach the logic's streams, and what the logic makes of them
    /// comes out of `output`; the probe calls them on its view model, the fake records them.
    func testTheCombineSubjectStylesCalledMethodsReachTheLogic() throws {
        try run("SeatBooking", folder: "subject")
    }

    /// The subject style whose `output` is `@Published var output` of values (`@value`): the shelf screen reads them as
    /// the logic's streams set them, binds one two ways, and sees the view model change; no test support yet.
    func testTheCombineSubjectStyleWhosePublishedOutputHoldsValuesBehavesAsTheScreenExpects() throws {
        try run("BookmarkShelf", folder: "subject", testSupport: [false], withCalls: true, own: true)
    }

    func testTheRxSwiftCheckoutBehavesAsTheViewExpects() throws {
        if case .failure = RxRuntime.shared {
            throw XCTSkip("RxSwift cannot be resolved here; set a SwiftPM mirror for Tests/RxRuntime to run this")
        }
        try run("CheckoutForm")
    }

    func testTheRxSwiftStructWithValuesInTheAppsWrapperBehavesAsTheViewExpects() throws {
        if case .failure = RxRuntime.shared {
            throw XCTSkip("RxSwift cannot be resolved here; set a SwiftPM mirror for Tests/RxRuntime to run this")
        }
        try run("RepoList")
    }

    /// Built with DEBUG and without: its debug-only members (`#if DEBUG`, imported as `@if(DEBUG)`) exist in the one
    /// build and not in the other, in the view model, its logic, probe and fake.
    func testTheCombineTripletAnswersTheViewsQuestionsFromItsFunctionOutputs() throws {
        try run("NotificationSettings", folder: "triplet", defines: ["DEBUG"], says: "debug build: the debug members run")
        try run("NotificationSettings", folder: "triplet", says: "release build: no debug members")
    }

    /// The transform's structs named at the top level as the app names them (`top-level: PinEntryViewModelInput,
    /// PinEntryViewModelOutput`), the class and its fake held by the app's protocol (`conforms:`): the app's screen
    /// (`Calls.swift`) makes the Input and keeps the Output by those names.
    func testTheCombineTransformWhoseStructsTheAppNamesAtTheTopLevelBehavesAsItsScreenExpects() throws {
        try run("PinEntry", withCalls: true)
    }

    private func run(
        _ name: String, folder programs: String = "transform", defines: [String] = [], says: String? = nil,
        testSupport modes: [Bool] = [false, true], withCalls: Bool = false, own: Bool = false
    ) throws {
        let folder = try TestSupport.temporaryFolder(self)
        let fixture = TestSupport.root.appendingPathComponent("Fixtures/Import/\(name)")
        let behavior = TestSupport.root.appendingPathComponent("Tests/Behavior")
        let spec = SpecSource(
            path: "\(name).vmspec", bytes: Array(try Data(contentsOf: fixture.appendingPathComponent("\(name).vmspec"))))
        let resolved = try XCTUnwrap(Generator.resolve(spec).resolved)
        var files = [
            fixture.appendingPathComponent("Support.swift").path,
            behavior.appendingPathComponent("\(programs)/\(name)+Logic.swift").path,
            behavior.appendingPathComponent("probes/Expect.swift").path,
        ]
        // The fixture's screens (`Calls.swift`), which the program plays too.
        if withCalls { files.append(fixture.appendingPathComponent("Calls.swift").path) }
        // With the team's own file (`Own.swift`: what moved out of the view model's file), which the screens use.
        if own { files.append(fixture.appendingPathComponent("Own.swift").path) }
        for testSupport in modes {
            let generated = Generator.generate([spec], overrides: OptionOverrides(testSupport: testSupport))
            XCTAssertEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.formatted), [])
            for file in generated.files {
                let url = folder.appendingPathComponent(file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(contentsOf: behavior.appendingPathComponent("\(programs)/\(name).swift")).write(to: main)
        var arguments = files + [main.path, "-module-name", "Scenario", "-swift-version", "5"] + defines.flatMap { ["-D", $0] }
        switch resolved.options.framework {
        case .combine:
            let runtime = try CombineRuntime.shared.get()
            arguments += runtime.compilerFlags + runtime.linkerFlags
        case .rxswift:
            let runtime = try RxRuntime.shared.get()
            arguments += runtime.compilerFlags + runtime.linkerFlags
        default:
            XCTFail("\(name): no runtime for \(resolved.options.framework.name) here")
            return
        }
        let executable = folder.appendingPathComponent("program")
        let build = Compiler.swiftc(arguments + ["-o", executable.path])
        XCTAssertEqual(build.status, 0, "\(name) does not build:\n\(build.output)")
        guard build.status == 0 else { return }
        let run = Compiler.run(executable, [])
        XCTAssertEqual(run.status, 0, "\(name): the view saw something else:\n\(run.output)")
        if let says { XCTAssertTrue(run.output.contains(says), "\(name) \(defines): \(run.output)") }
    }
}
