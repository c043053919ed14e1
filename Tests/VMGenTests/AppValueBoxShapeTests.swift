@testable import VMGenCore
import XCTest

/// The app's value box whose closure is named by a typealias of its own (`typealias Listener = (T) -> Void`, `func
/// bind(listener: Listener?)`), as the widely copied MVVM tutorials' `Box<T>` writes it: a box all the same, whatever
/// its name, so its view models are refused where they stand rather than read as streams.
final class AppValueBoxShapeTests: XCTestCase {
    static func box(named name: String) -> String {
        """
        import Foundation

        final class \(name)<T> {
            typealias Listener = (T) -> Void
            var listener: Listener?

            var value: T {
                didSet { listener?(value) }
            }

            init(_ value: T) {
                self.value = value
            }

            func bind(listener: Listener?) {
                self.listener = listener
                listener?(value)
            }
        }

        """
    }

    static func screen(box name: String) -> String {
        """
        import Foundation

        final class WeatherViewModel {
            struct Input {
                let refreshTapped: \(name)<Void>
            }

            struct Output {
                let temperature: \(name)<String>
            }

            func transform(input: Input) -> Output {
                Output(temperature: \(name)(""))
            }
        }

        """
    }

    func testABoxWhoseClosureATypealiasNamesIsABox() {
        for name in ["Box", "Observable"] {
            XCTAssertTrue(AppValueBoxes.isBox(SpecImporter.declarations(of: Self.box(named: name), path: "\(name).swift")[0]),
                          name)
            let result = SpecImporter.importFile(Self.screen(box: name), path: "WeatherViewModel.swift",
                                                 context: SpecImporter.declarations(of: Self.box(named: name), path: "\(name).swift"))
            // Before: `Observable<String>` was read as RxSwift's (`framework: rxswift`), `Box<String>` as a stream too.
            XCTAssertNil(result.specText, "\(name): \(result.specText ?? "")")
            XCTAssertEqual(result.diagnostics.map(\.formatted), [
                "WeatherViewModel.swift:3:7: warning: 'WeatherViewModel' is not imported: its 'Input' and 'Output' are"
                    + " made of the app's own value box '\(name)' (2 members), declared in \(name).swift:3:7: a value the"
                    + " view sets ('.value = ...') and binds closures to, not RxSwift's or another framework's stream;"
                    + " vmgen's frameworks (rxswift, rxcocoa, reactiveswift, combine, closures, async) generate no such"
                    + " box, and read as streams every call site would change",
            ], name)
        }
    }

    /// A generic class of a `var value` and a method whose parameter is some other typealias (no closure) is no box.
    func testATypealiasOfNoClosureMakesNoBox() {
        let cache = Self.box(named: "Cache").replacingOccurrences(of: "typealias Listener = (T) -> Void", with: "typealias Listener = [T]")
        XCTAssertFalse(AppValueBoxes.isBox(SpecImporter.declarations(of: cache, path: "Cache.swift")[0]))
    }

    /// A triplet whose outputs protocol holds the box (`var title: Observable<String> { get }`, #32's DoTask in s09, its
    /// protocols and its box in other files): refused where the class stands as the `Input` and `Output` of one are,
    /// never read as RxSwift's `Observable` (`framework: rxswift`, an output `title: String`).
    func testATripletWhoseProtocolsHoldTheBoxIsRefusedToo() {
        let protocols = """
            import Foundation

            protocol NoteViewModelInputs {
                func save()
            }

            protocol NoteViewModelOutputs {
                var title: Observable<String> { get }
            }

            protocol NoteViewModelType {
                var inputs: NoteViewModelInputs { get }
                var outputs: NoteViewModelOutputs { get }
            }

            """
        let screen = """
            import Foundation

            class NoteViewModel: NoteViewModelType, NoteViewModelInputs, NoteViewModelOutputs {
                var inputs: NoteViewModelInputs { return self }
                var outputs: NoteViewModelOutputs { return self }
                var title: Observable<String> = Observable("")
                func save() { title.value = "saved" }
            }

            """
        let context = SpecImporter.declarations(of: Self.box(named: "Observable"), path: "Observable.swift")
            + SpecImporter.declarations(of: protocols, path: "Protocols.swift")
        let result = SpecImporter.importFile(screen, path: "NoteViewModel.swift", context: context)
        XCTAssertNil(result.specText, result.specText ?? "")
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "NoteViewModel.swift:3:1: warning: 'NoteViewModel' is not imported: its 'NoteViewModelOutputs' is made of the"
                + " app's own value box 'Observable' (1 member), declared in Observable.swift:3:7: a value the view sets"
                + " ('.value = ...') and binds closures to, not RxSwift's or another framework's stream; vmgen's frameworks"
                + " (rxswift, rxcocoa, reactiveswift, combine, closures, async) generate no such box, and read as streams"
                + " every call site would change",
        ])
        // The protocols in the class's file: the same.
        let together = SpecImporter.importFile(protocols + screen.replacingOccurrences(of: "import Foundation\n", with: ""),
                                               path: "NoteViewModel.swift",
                                               context: SpecImporter.declarations(of: Self.box(named: "Observable"), path: "Observable.swift"))
        XCTAssertNil(together.specText, together.specText ?? "")
        // The protocols' file imported with the class in another (as `vmgen import <folder>` reads them): no view model
        // from the protocols either, the class's own file saying why.
        let protocolsFile = SpecImporter.importFile(
            protocols, path: "Protocols.swift", context: SpecImporter.declarations(of: Self.box(named: "Observable"), path: "Observable.swift")
                + SpecImporter.declarations(of: screen, path: "NoteViewModel.swift"))
        XCTAssertNil(protocolsFile.specText, protocolsFile.specText ?? "")
    }
}
