@testable import VMGenCore
import XCTest

/// A member of a triplet's class outside its protocols that uses the contract's own members (a helper that sends into
/// an output subject the outputs protocol declares, `func locateMe() { position.onNext(...) }`): the generated class
/// declares those members too, so the helper moves to an extension of it, as the import's note and `--check` say
/// (`Fixtures/Import/RideFinder`, whose call sites compile against the generated code with the team's `Own.swift`).
/// One that sets a member of the contract, which the generated class declares as the logic gives it, stays behind with
/// a warning, and `--check` reports it.
final class ContractUseImportTests: XCTestCase {
    static func source(_ helpers: String) -> String {
        """
        import RxSwift

        protocol MapViewModelInputs {
            var refresh: PublishSubject<Void> { get }
        }

        protocol MapViewModelOutputs {
            var position: PublishSubject<Int> { get }
            var title: String { get }
        }

        protocol MapViewModelType {
            var inputs: MapViewModelInputs { get }
            var outputs: MapViewModelOutputs { get }
        }

        final class MapViewModel: MapViewModelType, MapViewModelInputs, MapViewModelOutputs {
            var inputs: MapViewModelInputs { return self }
            var outputs: MapViewModelOutputs { return self }

            var refresh: PublishSubject<Void>
            var position: PublishSubject<Int>
            var title: String

            init(title: String) {
                self.title = title
                refresh = PublishSubject<Void>()
                position = PublishSubject<Int>()
            }

        \(helpers)
        }

        """
    }

    private func imported(_ helpers: String) throws -> (diagnostics: [String], spec: String, check: [String]) {
        let source = Self.source(helpers)
        let result = SpecImporter.importFile(source, path: "MapViewModel.swift")
        let spec = try XCTUnwrap(result.specText, "\(result.diagnostics.map(\.formatted))")
        XCTAssertEqual(Generator.generate([SpecSource(path: "Map.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
        let check = SurfaceComparison.differences(handWritten: source, path: "MapViewModel.swift",
                                                  spec: SpecSource(path: "Map.vmspec", bytes: Array(spec.utf8)))
        return (result.diagnostics.filter { $0.severity != .note || $0.message.contains("stays the class's own") }.map(\.formatted),
                spec, check.map(\.formatted))
    }

    func testAHelperThatSendsIntoTheContractsSubjectsMovesAndCheckAgrees() throws {
        let (diagnostics, _, check) = try imported("""
                func locateMe() {
                    position.onNext(3)
                    self.refresh.onNext(())
                    print(title)
                }
            """)
        XCTAssertEqual(diagnostics, [
            "MapViewModel.swift:31:5: note: 'func locateMe()' of 'MapViewModel' stays the class's own: declare it in an"
                + " extension of 'MapViewModel' in a file of your own ('extension MapViewModel { ... }'), where call sites"
                + " reach it unchanged (it uses nothing the generated class keeps private; it reaches 'position', 'refresh',"
                + " 'title' of the contract, which the generated class declares as its protocols do)",
        ])
        XCTAssertEqual(check, [
            "MapViewModel.swift:31:5: error: 'func locateMe()' of 'MapViewModel', declared outside its protocols, moves to"
                + " an extension: declare it in an extension of 'MapViewModel' in a file of your own, where call sites reach"
                + " it unchanged",
        ])
    }

    func testAHelperThatSetsAMemberOfTheContractIsAWarningAndADifference() throws {
        for (helper, named) in [
            ("func reset() { position = PublishSubject<Int>() }", "'position'"),
            ("func rename(_ text: String) { self.title = text }", "'title'"),
            ("func shout() { title.append(\"!\") }", "'title'"),
        ] {
            let (diagnostics, spec, check) = try imported("    " + helper)
            let name = String(helper.dropFirst(5).prefix { $0 != "(" })
            XCTAssertEqual(diagnostics.count, 1, helper)
            XCTAssertTrue(diagnostics.first?.hasPrefix("MapViewModel.swift:31:5: warning: 'func \(name)(") == true, "\(diagnostics)")
            XCTAssertTrue(diagnostics.first?.hasSuffix(" is not imported: it sets \(named), which the generated class"
                + " declares as the logic gives it (a 'let' or a computed property of its contract), so an extension in"
                + " another file cannot set it") == true, "\(diagnostics)")
            XCTAssertFalse(spec.contains(name), spec)
            XCTAssertEqual(check.count, 1, "\(check)")
            XCTAssertTrue(check.first?.hasSuffix("declared outside its protocols, is not in the generated code") == true, "\(check)")
        }
    }

    func testAMemberOfTheContractTheImportLeavesOutStillKeepsTheHelperBehind() throws {
        // `title` is a value the spec cannot store as written (`some`), so the generated class does not declare it.
        let source = Self.source("    func shoutTitle() { print(title) }")
            .replacingOccurrences(of: "var title: String { get }", with: "var title: some Equatable { get }")
            .replacingOccurrences(of: "var title: String\n", with: "var title: some Equatable { 1 }\n")
            .replacingOccurrences(of: "self.title = title", with: "_ = title")
        let result = SpecImporter.importFile(source, path: "MapViewModel.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertTrue(warnings.contains { $0.contains("'func shoutTitle()' of 'MapViewModel' is not imported: it uses 'title',") },
                      "\(warnings)")
        let spec = try XCTUnwrap(result.specText)
        let check = SurfaceComparison.differences(handWritten: source, path: "MapViewModel.swift",
                                                  spec: SpecSource(path: "Map.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertTrue(check.contains { $0.contains("'func shoutTitle()' of 'MapViewModel', declared outside its protocols, is not in") },
                      "\(check)")
    }

    /// A Kickstarter-style triplet exposes private subjects through computed inputs and outputs (`var errorInput:
    /// AnyObserver<Bool> { errorStream.asObserver() }`): a helper that sends into one (`errorInput.onNext(true)`) or
    /// subscribes to one sets nothing, as the generated class's observer and stream are the same kinds, so it moves
    /// (`Fixtures/Import/TeamInvite`, whose call sites compile against the generated code with the team's `Own.swift`).
    func testAHelperThatSendsIntoAComputedObserverOfTheContractMovesAndCheckAgrees() throws {
        let source = """
            import RxSwift

            protocol BannerViewModelInputs {
                var errorInput: AnyObserver<Bool> { get }
            }

            protocol BannerViewModelOutputs {
                var isError: Observable<Bool> { get }
            }

            protocol BannerViewModelType {
                var inputs: BannerViewModelInputs { get }
                var outputs: BannerViewModelOutputs { get }
            }

            final class BannerViewModel: BannerViewModelType, BannerViewModelInputs, BannerViewModelOutputs {
                var inputs: BannerViewModelInputs { self }
                var outputs: BannerViewModelOutputs { self }
                private let errorStream = PublishSubject<Bool>()

                var errorInput: AnyObserver<Bool> { errorStream.asObserver() }
                var isError: Observable<Bool> { errorStream.asObservable() }

                func fail() {
                    self.errorInput.onNext(true)
                }

                func logErrors() {
                    _ = isError.subscribe(onNext: { print($0) })
                }
            }

            """
        let result = SpecImporter.importFile(source, path: "BannerViewModel.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.formatted), [])
        let notes = result.diagnostics.filter { $0.message.contains("stays the class's own") }.map(\.formatted)
        XCTAssertEqual(notes.count, 2, "\(notes)")
        XCTAssertTrue(notes.first?.hasPrefix("BannerViewModel.swift:24:5: note: 'func fail()' of 'BannerViewModel' stays") == true)
        XCTAssertTrue(notes.first?.hasSuffix("it reaches 'errorInput' of the contract, which the generated class declares as"
            + " its protocols do)") == true, "\(notes)")
        let spec = try XCTUnwrap(result.specText)
        XCTAssertEqual(Generator.generate([SpecSource(path: "Banner.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
        let check = SurfaceComparison.differences(handWritten: source, path: "BannerViewModel.swift",
                                                  spec: SpecSource(path: "Banner.vmspec", bytes: Array(spec.utf8))).map(\.formatted)
        XCTAssertEqual(check.count, 2, "\(check)")
        XCTAssertTrue(check.allSatisfy { $0.contains("declared outside its protocols, moves to an extension") }, "\(check)")
    }

    /// A computed member of the contract that is a value, not a stream (`var title: String { name.uppercased() }`),
    /// is still set by a method that may mutate it, and stays behind.
    func testAHelperThatCallsAMethodOnAComputedValueOfTheContractStillStaysBehind() throws {
        let source = Self.source("    func shout() { title.append(\"!\") }")
            .replacingOccurrences(of: "    var title: String\n", with: "    var title: String { get { \"\" } set { print(newValue) } }\n")
            .replacingOccurrences(of: "self.title = title", with: "_ = title")
        let result = SpecImporter.importFile(source, path: "MapViewModel.swift")
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.formatted)
        XCTAssertTrue(warnings.contains { $0.contains("'func shout()' of 'MapViewModel' is not imported: it sets 'title',") },
                      "\(warnings)")
    }
}
