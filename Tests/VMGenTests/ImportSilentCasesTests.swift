import VMGenCore
import XCTest

/// Shapes the import once got wrong without a word (issue #32): each is now read exactly or a warning where it stands,
/// on fixtures of `Fixtures/ImportCases/`.
final class ImportSilentCasesTests: XCTestCase {
    private func fixture(_ name: String) throws -> (source: String, path: String) {
        let url = TestSupport.root.appendingPathComponent("Fixtures/ImportCases/\(name).swift")
        return (try String(contentsOf: url, encoding: .utf8), "Fixtures/ImportCases/\(name).swift")
    }

    /// Imports a fixture, checks that its spec generates, and returns the spec, the diagnostics and `--check`'s.
    private func imported(_ name: String) throws -> (spec: String, diagnostics: [String], check: [String]) {
        let (source, path) = try fixture(name)
        let result = SpecImporter.importFile(source, path: path)
        let spec = try XCTUnwrap(result.specText, name)
        let specSource = SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))
        XCTAssertFalse(Generator.generate([specSource]).hasErrors, spec)
        // What a fixture declares beside its view model for its own sake (an enum of states it starts a relay with, the
        // app's protocol it conforms to) is a difference of its own (`DeclaredBesideViewModelTests`), but for one a test
        // looks for.
        // The import warns about each where it stands, as `--check` reports it (`DeclaredBesideViewModelImportTests`).
        let kept = { (diagnostic: Diagnostic) in name != "StartedSubjects" ? !diagnostic.message.contains(ImportFixtureTests.movesToAFile) : true }
        let check = SurfaceComparison.differences(handWritten: source, path: path, spec: specSource).filter(kept)
        return (spec, result.diagnostics.filter(kept).map(\.formatted), check.map(\.formatted))
    }

    func testStartingValuesWrittenInTheOutputStructAreReadAsWritten() throws {
        let (spec, diagnostics, check) = try imported("StartedOutputs")
        for line in [
            "- @made @relay canLoadMore: Bool = true", "- @made @relay pageSize: Int = 20", "- @made @relay shown: Int = 2",
            "- @made @relay state: ShelfLoadState = .idle",
            "- @made @relay filter: ShelfFilter = ShelfFilter(onlyUnread: false)",
            "- @made @relay selected: Set<String> = Set()", "- @made @relay pair: (Int, Int) = (0, 1)",
            // A tuple type in the call's generic arguments (`BehaviorRelay<(Int?, Int?)>(value: (nil, nil))`).
            "- @made @relay range: (Int?, Int?) = (nil, nil)",
        ] {
            XCTAssertTrue(spec.contains("    " + line + "\n"), "\(line) in\n\(spec)")
        }
        // No note that a usual empty value was assumed: the values are the file's.
        XCTAssertFalse(diagnostics.contains { $0.contains("starting value of") }, "\(diagnostics)")
        // Made by the `Output` struct (`@made`), as `transform`'s `Output(books:)` says: no warning, and `--check`
        // finds the same surface, the valued input the view hands in included.
        XCTAssertEqual(diagnostics.filter { $0.contains("warning:") }, [])
        XCTAssertEqual(check, [])
    }

    func testCheckReportsADifferentStartingValue() throws {
        let (source, path) = try fixture("StartedOutputs")
        let (spec, _, _) = try imported("StartedOutputs")
        let changed = spec.replacingOccurrences(of: "canLoadMore: Bool = true", with: "canLoadMore: Bool = false")
            .replacingOccurrences(of: "state: ShelfLoadState = .idle", with: "state: ShelfLoadState = .loading")
            .replacingOccurrences(of: "range: (Int?, Int?) = (nil, nil)", with: "range: (Int?, Int?) = (0, nil)")
        let differences = SurfaceComparison.differences(
            handWritten: source, path: path, spec: SpecSource(path: "s.vmspec", bytes: Array(changed.utf8)))
        XCTAssertEqual(differences.map(\.formatted).filter { $0.contains("starts with") }, [
            "\(path):21:9: error: 'canLoadMore' of 'ShelfViewModel.Output' starts with 'true' here and with 'false' in the"
                + " generated code",
            "\(path):24:9: error: 'state' of 'ShelfViewModel.Output' starts with '.idle' here and with '.loading' in the"
                + " generated code",
            "\(path):28:9: error: 'range' of 'ShelfViewModel.Output' starts with '(nil, nil)' here and with '(0, nil)' in"
                + " the generated code",
        ])
    }

    func testCombineSubjectsStartAsWrittenAndWhatCannotBeCarriedIsAWarning() throws {
        let (spec, diagnostics, check) = try imported("StartedSubjects")
        XCTAssertTrue(spec.contains("    - @made @subject count: Int = 3\n"), spec)
        XCTAssertTrue(spec.contains("    - @made @subject step: Int = 1\n"), spec)
        XCTAssertTrue(spec.contains("    - @subject query(_ value: String?) = nil\n"), spec)
        let path = "Fixtures/ImportCases/StartedSubjects.swift"
        XCTAssertEqual(diagnostics, [
            "\(path):7:9: note: 'query' is a CurrentValueSubject the view makes and hands in: the spec gives it '= nil',"
                + " the value test support starts its own with; the view model reads the view's",
            "\(path):13:9: warning: 'label: CurrentValueSubject<String, Never>' is not imported: its starting value cannot"
                + " be read from 'makeLabel()'; write '= value' in the spec by hand",
            "\(path):21:1: warning: 'func makeLabel()', declared in this file beside its view model, is not in the"
                + " generated code, which replaces the file: it " + ImportFixtureTests.movesToAFile,
        ])
        // And `makeLabel()`, beside the view model, which the generated file replacing this one does not declare.
        XCTAssertEqual(check.map { $0.prefix(path.count + 3) }, ["\(path):13", "\(path):21"])
    }

    /// A relay with a current value that the view makes and hands in: the spec's `= value` says its type holds one,
    /// and is what test support starts its own with, which a note says where it stands.
    func testARelayWithAValueTheViewHandsInIsImportedWithANoteWhereItStands() throws {
        let (spec, diagnostics, check) = try imported("StartedOutputs")
        XCTAssertTrue(spec.contains("    - @relay page(_ value: Int) = 0\n"), spec)
        XCTAssertTrue(diagnostics.contains {
            $0.hasPrefix("Fixtures/ImportCases/StartedOutputs.swift:17:9: note: 'page' is a BehaviorRelay the view makes and"
                + " hands in: the spec gives it '= 0'")
        }, "\(diagnostics)")
        XCTAssertEqual(check, [])
    }

    func testAPublisherInputOfAnRxSwiftViewModelIsAWarning() throws {
        let (spec, diagnostics, check) = try imported("MixedInputs")
        let path = "Fixtures/ImportCases/MixedInputs.swift"
        XCTAssertEqual(diagnostics, [
            "\(path):9:9: warning: 'appear: AnyPublisher<Void, Never>' is not imported: its stream is of combine and the"
                + " other streams of the view model are of rxswift: one spec has one framework, in which this input would be"
                + " of rxswift; mixed frameworks in one contract are not supported",
            "\(path):15:9: warning: 'unread: CurrentValueSubject<Int, Never>' is not imported: its stream is of combine and"
                + " the other streams of the view model are of rxswift: one spec has one framework, in which this output"
                + " would be of rxswift; mixed frameworks in one contract are not supported",
        ])
        XCTAssertTrue(spec.contains("  framework: rxswift\n"), spec)
        XCTAssertFalse(spec.contains("    - appear\n"), spec)
        XCTAssertFalse(spec.contains("    - @subject unread"), spec)
        XCTAssertEqual(check, [
            "\(path):9:9: error: 'var appear:AnyPublisher<Void,Never>{}' of 'InboxViewModel.Input' is not in the generated code",
            "\(path):15:9: error: 'var unread:CurrentValueSubject<Int,Never>{}' of 'InboxViewModel.Output' is not in the"
                + " generated code",
        ])
    }

    func testDiscardableResultAndAnUncheckedSendableAreImported() throws {
        let (spec, diagnostics, check) = try imported("AttributedTransform")
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(spec.contains("  transform: @discardableResult transform(input: Input) -> Output\n"), spec)
        XCTAssertTrue(spec.contains("  conforms: ScreenViewModel, @unchecked Sendable\n"), spec)
        XCTAssertEqual(check, [])
        // Another attribute on `transform` (a global actor is carried: `TransformActorImportTests`) is a warning where it
        // stands, and a difference in `--check`.
        let path = "Fixtures/ImportCases/AttributedTransform.swift"
        let source = try fixture("AttributedTransform").source.replacingOccurrences(of: "@discardableResult", with: "@objc")
        let other = SpecImporter.importFile(source, path: path)
        XCTAssertEqual(other.diagnostics.besidesDeclarationsBeside.map(\.formatted), [
            "\(path):16:5: warning: '@objc' on 'NotesViewModel.transform' is not imported: the generated 'transform'"
                + " takes '@discardableResult' and one global actor ('transform:'), which the spec cannot give another attribute",
        ])
        let otherSpec = try XCTUnwrap(other.specText)
        XCTAssertFalse(otherSpec.contains("transform:"), otherSpec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: path, spec: SpecSource(path: "a.vmspec", bytes: Array(otherSpec.utf8))).besidesDeclarationsBeside
        XCTAssertEqual(Set(differences.map { String($0.formatted.prefix(path.count + 4)) }), ["\(path):16:"])
    }

    /// The protocols' file of that triplet read alone (XCoordinator's example, each scene's `XViewModel.swift`): the
    /// class is in none of the files read, and the type protocol takes the base name, so the view model is named
    /// `AlbumViewModelImpl` with a note, and the spec generates (it once named both `AlbumViewModel`, which the spec
    /// pipeline refused as a name declared twice); `--check` finds the protocols equal.
    func testTheProtocolsFileAloneNamesTheViewModelApartFromItsTypeProtocol() throws {
        let (spec, diagnostics, check) = try imported("SplitTriplet/AlbumViewModel")
        XCTAssertTrue(spec.contains("viewmodel AlbumViewModelImpl:\n  protocols: AlbumViewModelInput, AlbumViewModelOutput,"
            + " AlbumViewModel\n"), spec)
        XCTAssertEqual(diagnostics, [
            "Fixtures/ImportCases/SplitTriplet/AlbumViewModel.swift:3:1: note: the class of these protocols is in none of the"
                + " files read, and 'AlbumViewModel' names their type protocol: the spec names the view model"
                + " 'AlbumViewModelImpl'; import the class's file with this one (its folder) to take its name",
        ])
        XCTAssertEqual(check, [])
        // A base name no protocol takes stays the view model's name, without a note.
        let typed = try fixture("SplitTriplet/AlbumViewModel").source
            .replacingOccurrences(of: "protocol AlbumViewModel {", with: "protocol AlbumViewModelType {")
        let plain = SpecImporter.importFile(typed, path: "Album.swift")
        XCTAssertTrue(try XCTUnwrap(plain.specText).contains("viewmodel AlbumViewModel:\n"), plain.specText ?? "")
        XCTAssertEqual(plain.diagnostics.map(\.formatted), [])
    }

    /// A type protocol named like the view model (`AlbumViewModel`) with `XInput` and `XOutput`, its class
    /// `AlbumViewModelImpl` in another file: `--check` counts the members of the protocols it compares (it once said
    /// "-1 of 0 members the same" for one difference).
    func testCheckCountsTheMembersOfAProtocolNamedLikeTheViewModel() throws {
        var context: [SwiftDeclaration] = []
        var sources: [String: String] = [:]
        for name in ["AlbumViewModel", "AlbumViewModelImpl"] {
            let (source, path) = try fixture("SplitTriplet/\(name)")
            sources[name] = source
            context += SpecImporter.declarations(of: source, path: path)
        }
        let path = "Fixtures/ImportCases/SplitTriplet/AlbumViewModel.swift"
        let source = try XCTUnwrap(sources["AlbumViewModel"])
        let spec = try XCTUnwrap(SpecImporter.importFile(source, path: path, context: context).specText)
        XCTAssertTrue(spec.contains("viewmodel AlbumViewModelImpl:\n"), spec)
        let same = SurfaceComparison.compare(
            handWritten: source, path: path, spec: SpecSource(path: "a.vmspec", bytes: Array(spec.utf8)), context: context)
        XCTAssertEqual(same.differences.map(\.formatted), [])
        XCTAssertEqual(same.members, 5, "select, refresh, photos, input, output")
        // One output gone from the spec: one difference among the five.
        let changed = spec.replacingOccurrences(of: "    - photos: [String]\n", with: "")
        XCTAssertNotEqual(changed, spec)
        let compared = SurfaceComparison.compare(
            handWritten: source, path: path, spec: SpecSource(path: "a.vmspec", bytes: Array(changed.utf8)), context: context)
        XCTAssertEqual(compared.differences.map(\.formatted), [
            "\(path):9:5: error: 'var photos:Observable<[String]>{get}' of 'AlbumViewModelOutput' is not in the generated code",
        ])
        XCTAssertEqual(compared.members, 5)
    }

    func testTheOneStreamEventTransformIsImportedAsTheTransformOptionOfStreams() throws {
        let (source, path) = try fixture("EventTransform")
        let result = SpecImporter.importFile(source, path: path)
        XCTAssertEqual(result.diagnostics.besidesDeclarationsBeside.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        for line in [
            "  transform: transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>\n",
            "    - viewDidLoad\n    - search(_ value: String)\n", "    - show: [Recipe]\n    - failed: Error\n",
        ] {
            XCTAssertTrue(spec.contains(line), spec)
        }
        let differences = SurfaceComparison.differences(
            handWritten: source, path: path, spec: SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))).besidesDeclarationsBeside
        XCTAssertEqual(differences.map(\.formatted), [])
        // Structs of streams rather than enums: no event transform.
        let structs = source.replacingOccurrences(of: "enum Input", with: "struct Input")
            .replacingOccurrences(of: "enum Output", with: "struct Output")
        XCTAssertNil(SpecImporter.importFile(structs, path: path).specText)
    }

    /// A value that is more than the holder's initializer is never read as its argument alone.
    func testAStartingValueThatIsMoreThanTheCallIsAWarning() throws {
        let source = """
            import RxSwift
            final class PagerViewModel {
                struct Input { let next: Observable<Void> }
                struct Output {
                    let page: BehaviorRelay<Int> = makeRelay(BehaviorRelay(value: 1))
                    let size: BehaviorRelay<Int> = BehaviorRelay(value: 1).withDefault(2)
                }
                func transform(input: Input) -> Output { fatalError() }
            }
            """
        let result = SpecImporter.importFile(source, path: "Pager.swift")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "Pager.swift:5:9: warning: 'page: BehaviorRelay<Int>' is not imported: its starting value cannot be read from"
                + " 'makeRelay(BehaviorRelay(value: 1))'; write '= value' in the spec by hand",
            "Pager.swift:6:9: warning: 'size: BehaviorRelay<Int>' is not imported: its starting value cannot be read from"
                + " 'BehaviorRelay(value: 1).withDefault(2)'; write '= value' in the spec by hand",
        ])
    }

    /// `vmgen import --check` on a folder: the count it prints for the split triplet, and a starting value that
    /// differs counted among the members that are not the same.
    func testCheckPrintsCountsThatAddUp() throws {
        let project = ProjectFolder(url: try TestSupport.temporaryFolder(self))
        for name in ["SplitTriplet/AlbumViewModel", "SplitTriplet/AlbumViewModelImpl", "StartedSubjects"] {
            try project.write(try fixture(name).source, "App/\(name).swift")
        }
        let imported = try Executable.run(["import", "App", "-o", "Specs"], in: project.url)
        XCTAssertEqual(imported.status, 0, imported.err)
        let same = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        XCTAssertTrue(same.out.contains("vmgen: App/SplitTriplet/AlbumViewModel.swift: 5 of 5 members the same\n"), same.out)
        try project.write(try project.read("Specs/StartedSubjects.vmspec")
            .replacingOccurrences(of: "count: Int = 3", with: "count: Int = 4"), "Specs/StartedSubjects.vmspec")
        let changed = try Executable.run(["import", "App", "-o", "Specs", "--check"], in: project.url)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.err.contains("App/StartedSubjects.swift:11:9: error: 'count' of 'CounterViewModel.Output' starts"
            + " with '3' here and with '4' in the generated code"), changed.err)
        // Six: the five members of its structs and `transform`; one not imported, one starting otherwise, and the
        // function beside the view model that makes the one not imported (`DeclaredBesideViewModelTests`).
        XCTAssertTrue(changed.out.contains("vmgen: App/StartedSubjects.swift: 4 of 6 members the same, 3 differences\n"),
                      changed.out)
    }
}
