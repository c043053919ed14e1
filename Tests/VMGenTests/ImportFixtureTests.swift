import Foundation
import VMGenCore
import XCTest

/// The import fixtures (`Fixtures/Import/<Name>/`): hand-written view models as real apps write them, one per style
/// family. Each imports to its golden spec (`<Name>.vmspec`; re-record with `VMGEN_RECORD=1`), the spec generates
/// the same surface as the code except exactly the members the import warned about, and the generated code
/// compiles with the fixture's app types. Each is read with its `Support.swift`, the app's other file, as `vmgen
/// import <folder>` reads them (an app's typealias there says what a type is: `AccountSettings`).
final class ImportFixtureTests: XCTestCase {
    static let names = [
        "AccountSettings", "ArticleEditor", "ArticleFeed", "BranchList", "CartSummary", "ChatRoom", "ChatThread", "DiscoverFeed", "DraftPreview", "FolderContents", "AlarmEditor", "CacheSettings", "GuestHome", "EventList", "OrderHistory", "PhoneVerification", "PledgeSummary", "PriceFilter", "CheckoutForm", "ItemList", "NewsScene", "NotificationSettings", "ProfileEditor", "ProfileScreen", "ProjectPage", "RepoBrowser",
        "RepoSearch", "SongChart", "TaskBoard",
        "RepoList", "RewardCell", "SearchScreen",
        "SignUpForm", "RegisterForm", "ProfileSecurity", "ShopReviews", "PlaceSearch", "ReminderList", "MoodDiary",
        "EventEditor", "PhotoSelection", "CategoryEditor",
        "CafeteriaMenu", "RoomList", "CouponWallet", "SleepLog",
        "MealPlanner", "FollowerList", "InboxScreen", "StudyReminder", "TicketScanner", "ArtworkDetail", "DockFinder",
        "RideFinder", "TrendingRepos", "RoomInvite", "LanguagePicker", "ReleaseFilter", "WalkFeed", "TagPicker", "JournalFeed", "TipPicker",
        "SplashGate", "StopSearch", "StationBoard",
        "NoteSearch", "TripDetail", "VoucherWallet",
        "HikeList", "NoteBoard", "SeatBooking", "MeterReading", "PlantEditor", "LaunchSetup", "CampusSignUp", "BookDetail",
        "TeamInvite", "StampCard", "HangoutTabs", "ConsentForm", "WorkoutSetup",
        "PantryShelf", "ParcelTracker", "VaultUnlock", "AlbumFinish", "ShiftRoster", "RsvpForm",
        "ExpenseLedger", "GalleryHome", "MeetupList", "FilmSearch", "TripRename",
        "BirthdayStep", "StoreDashboard", "ContactBook", "GoalTracker", "EpisodeGuide", "PollScreen",
        "VoucherRedeem", "WaterIntake", "GiftCardList", "PlaylistAdd", "WelcomeScreen", "HabitWeek", "AvatarEdit",
        "RecipeFinder", "PackingList", "OutageNotice", "LibraryShelf", "ShelfBrowser", "PasscodeLock",
        "BookmarkShelf", "HeadlineFeed", "ChoreList", "ShopSearch",
        "LessonPicker", "ScooterUnlock", "TicketCheckout", "StoreHome", "PostComposer", "RowingSession", "StudyTimer", "PinEntry",
        "TimerSetup", "TrailAlbum", "ForecastBoard", "FocusLength", "CoffeeOrder",
    ]

    /// How `--check` ends a difference that is the class's own API to move to an extension of the generated class.
    static let move = "moves to an extension: declare it in an extension of"

    /// How `--check` ends a difference that is a declaration beside the view model in its file, which the team keeps as
    /// written in a file of its own (`DeclaredBesideViewModelTests`).
    static let movesToAFile = "moves as written to a file of your own, where call sites reach it unchanged"

    /// How `--check` ends a difference that is an app's protocol the view model conforms to declared in its file
    /// (`conforms:`), which the team keeps as written in a file of its own (`DeclaredAppProtocols`).
    static let movesAppProtocol = "is declared in this file and not in the generated code, which replaces the file: move it,"
        + " as written, to a file of your own"

    /// How `--check` says the generated `transform` never calls a closure the hand-written one takes (`action: (Output)
    /// -> Void`): what call sites pass in it no longer runs, though they compile (`TransformClosureParameterTests`).
    static let uncalledClosure = "', the closure '"

    /// How the import's warning begins its reason where it makes a private member readable for a member that moves.
    static let readable = " is readable: the generated class declares it "

    /// The fixture's `Own.swift`, the extension of the generated class its team writes, if it has one.
    static func ownExtension(_ name: String, root: URL) -> [String] {
        let own = root.appendingPathComponent("\(name)/Own.swift")
        return FileManager.default.fileExists(atPath: own.path) ? [own.path] : []
    }

    /// The fixture's `Replaced.swift`, if it has one: the app's other file whose top-level types the generated file
    /// declares in their stead (`top-level:`, `ElsewhereTopLevelTypes`), read with the view model's and compiled with
    /// the hand-written code only, as the team deletes them when it switches.
    static func replaced(_ name: String, root: URL) -> [String] {
        let replaced = root.appendingPathComponent("\(name)/Replaced.swift")
        return FileManager.default.fileExists(atPath: replaced.path) ? [replaced.path] : []
    }

    /// What the import reads with the fixture's view model: its `Support.swift`, and its `Replaced.swift` if any.
    static func context(_ name: String, root: URL) throws -> [SwiftDeclaration] {
        let support = "Fixtures/Import/\(name)/Support.swift"
        var context = SpecImporter.declarations(
            of: try String(contentsOf: root.appendingPathComponent("\(name)/Support.swift"), encoding: .utf8), path: support)
        if !replaced(name, root: root).isEmpty {
            context += SpecImporter.declarations(
                of: try String(contentsOf: root.appendingPathComponent("\(name)/Replaced.swift"), encoding: .utf8),
                path: "Fixtures/Import/\(name)/Replaced.swift")
        }
        return context
    }

    /// Imports fixture `name` with its context, as `vmgen import` reads its folder: the spec it writes, its warnings
    /// and errors, and the differences `--check` finds between that spec and the file.
    static func importChecked(_ name: String, root: URL) throws -> (spec: String, diagnostics: [String], differences: [String]) {
        let path = "Fixtures/Import/\(name)/\(name).swift"
        let source = try String(contentsOf: root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
        let context = try context(name, root: root)
        let imported = SpecImporter.importFile(source, path: path, context: context)
        let spec = try XCTUnwrap(imported.specText)
        let specSource = SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))
        return (spec, imported.diagnostics.filter { $0.severity != .note }.map(\.formatted),
                SurfaceComparison.differences(handWritten: source, path: path, spec: specSource, context: context).map(\.formatted))
    }

    func testEachFixtureImportsToItsSpecWithTheSameSurfaceAndCompiles() throws {
        let root = TestSupport.root.appendingPathComponent("Fixtures/Import")
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for name in Self.names {
            let swiftPath = "Fixtures/Import/\(name)/\(name).swift"
            let source = try String(contentsOf: root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
            // Read with the app's other file, as `vmgen import` reads a folder: its typealiases say what a type is.
            let context = try Self.context(name, root: root)
            let imported = SpecImporter.importFile(source, path: swiftPath, context: context)
            let spec = try XCTUnwrap(imported.specText, name)
            let golden = root.appendingPathComponent("\(name)/\(name).vmspec")
            if ProcessInfo.processInfo.environment["VMGEN_RECORD"] != nil {
                try spec.write(to: golden, atomically: true, encoding: .utf8)
            }
            XCTAssertEqual(spec, try String(contentsOf: golden, encoding: .utf8), "\(name): the import changed; review, then VMGEN_RECORD=1")

            // The surface: the same but for the members the import warned about, and nothing added.
            let specSource = SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))
            let differences = SurfaceComparison.differences(handWritten: source, path: swiftPath, spec: specSource, context: context)
            // A member the import says moves to an extension of the generated class (a note) is the class's own API
            // to move in `--check`, where it stands; the rest, what it warned about.
            let moves = differences.filter { $0.message.contains(Self.move) }
            // A private member made readable for a member that moves is a warning (the generated class declares it
            // internal), and no difference: call sites of the hand-written class could not reach it.
            let warned = Set(imported.diagnostics.filter { $0.severity == .warning && !$0.message.contains(Self.readable) }
                .map(\.location.line))
            // And a member of a published `Output` computed from its values stays the `Output`'s own (`BookmarkShelf`).
            let moved = Set(imported.diagnostics.filter {
                $0.severity == .note && ($0.message.contains(" stays the class's own: ") || $0.message.contains(" stays the Output's own: "))
            }.map(\.location.line))
            XCTAssertEqual(Set(differences.filter { !moves.contains($0) }.map(\.location.line)), warned,
                           "\(name): \(differences.map(\.formatted)) against \(imported.diagnostics.map(\.formatted))")
            XCTAssertEqual(Set(moves.map(\.location.line)), moved, "\(name): \(differences.map(\.formatted))")
            // Besides: a declaration beside the view model that moves as written to a file of the team's own, and
            // another file's top-level type the generated file declares in its stead (`Replaced.swift`).
            XCTAssertTrue(differences.allSatisfy {
                $0.message.hasSuffix("is not in the generated code") || moves.contains($0)
                    || $0.message.contains(Self.movesToAFile) || $0.message.contains(Self.movesAppProtocol)
                    || $0.message.contains(ElsewhereTopLevelTypes.reason)
            }, "\(name)")

            // The generated code compiles with the app's types and a logic file.
            let resolved = try XCTUnwrap(Generator.resolve(specSource).resolved, name)
            let generated = Generator.generate([specSource])
            XCTAssertEqual(generated.diagnostics.map(\.formatted), [], name)
            let style = try XCTUnwrap(resolved.options.styles.first)
            // With the team's own extension of the generated class, where the fixture has one (`Own.swift`): what the
            // class declared besides its contract, moved there.
            var files = [root.appendingPathComponent("\(name)/Support.swift").path] + Self.ownExtension(name, root: root)
            let logic = folder.appendingPathComponent("\(name)+Logic.swift")
            try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework, style: style,
                               imports: resolved.options.imports)
                .write(to: logic, atomically: true, encoding: .utf8)
            files.append(logic.path)
            for file in generated.files {
                let url = folder.appendingPathComponent(file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
            jobs.append(.init(label: name, files: files, combine: resolved.options.framework == .combine))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label): the generated code does not compile:\n\(output)")
        }
    }
}
