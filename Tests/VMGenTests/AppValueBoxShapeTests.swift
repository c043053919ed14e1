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
}
