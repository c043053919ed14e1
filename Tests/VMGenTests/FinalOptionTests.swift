import Foundation
import VMGenCore
import XCTest

/// `final: false`: the view model's class is open to the app's subclasses, as a hand-written view model that is not
/// `final` is (`class SearchViewModel`), in every style that declares a class; `final class` by default. A spec whose
/// styles declare no class (the function style, the constructor style, `declaration: struct`) has none to open.
final class FinalOptionTests: XCTestCase {
    static let classStyles: [Style] = [.triplet, .subject, .transform, .observable, .published]

    static func spec(_ options: String, styles: String = "triplet, subject, transform, function, observable, published") -> String {
        """
        options:
          framework: rxswift
          styles: \(styles)
        \(options)
        viewmodel SearchViewModel:
          dependencies:
            - service: Int
          inputs:
            - query(_ text: String)
          outputs:
            - results: [String]

        """
    }

    static func generate(_ text: String, tests: Bool = false) -> Generator.Result {
        Generator.generate([SpecSource(path: "Search.vmspec", bytes: Array(text.utf8))], overrides: OptionOverrides(testSupport: tests))
    }

    func testEveryStyleThatDeclaresAClassDeclaresItOpenAndTheDefaultIsFinal() {
        let names = StyleNames(viewModel: "SearchViewModel", styles: [.triplet, .subject, .transform, .function, .observable, .published])
        let open = Self.generate(Self.spec("  final: false"))
        XCTAssertEqual(open.diagnostics.map(\.formatted), [])
        let openCode = open.files.map(\.contents).joined()
        let closedCode = Self.generate(Self.spec("")).files.map(\.contents).joined()
        for style in Self.classStyles {
            let name = names.typeName(style)
            XCTAssertNotNil(openCode.range(of: "(^|\\s)class \(name)[: ]", options: .regularExpression), "\(style)")
            XCTAssertFalse(openCode.contains("final class \(name)"), "\(style)")
            XCTAssertTrue(closedCode.contains("final class \(name)"), "\(style)")
        }
        // The function style's function is the same either way.
        XCTAssertTrue(openCode.contains("func searchViewModel("), openCode)
        // Test support is the same either way: its probe and fake hold or stand in for the view model, never subclass it.
        let openTests = Self.generate(Self.spec("  final: false"), tests: true).files.map(\.contents)
        let closedTests = Self.generate(Self.spec(""), tests: true).files.map(\.contents)
        XCTAssertFalse(openTests.isEmpty)
        XCTAssertEqual(openTests, closedTests)
    }

    /// The open classes compile with the app's subclass of each, with their test support; a `type-requires: init`
    /// triplet's initializer is `required` (Swift asks it of an open class conforming to such a protocol), written
    /// even where there is nothing to store (the closures framework, no dependency), and `required override` where it
    /// replaces the base class's `init()`.
    func testTheOpenClassesCompileWithASubclassOfEachAndTheirTestSupport() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let names = StyleNames(viewModel: "SearchViewModel", styles: [.triplet, .subject, .transform, .function, .observable, .published])
        var jobs: [CompileTests.Job] = []
        let required = """
            options:
              framework: FRAMEWORK
              final: false
            viewmodel PickerViewModel:
              type-requires: init
            DEPENDENCIES  inputs:
                - pick(_ index: Int)
              outputs:
                - title: String

            """
        let cases: [(label: String, spec: String, framework: Framework, subclasses: String)] = [
            ("styles", Self.spec("  final: false"), .rxswift, Self.classStyles.map { style in
                "final class My\(names.typeName(style)): \(names.typeName(style)) {}\n"
            }.joined() + "func make() -> SearchViewModel { MySearchViewModel(service: 1) }\n"),
            ("required", required.replacingOccurrences(of: "FRAMEWORK", with: "rxswift")
                .replacingOccurrences(of: "DEPENDENCIES", with: "  dependencies:\n    - service: Int\n"), .rxswift,
             "final class MyPicker: PickerViewModel {}\nfunc make<T: PickerViewModelType>(_: T.Type) -> T { T(service: 1) }\n"
                + "let made = make(MyPicker.self)\n"),
            ("required, nothing to store", required.replacingOccurrences(of: "FRAMEWORK", with: "closures")
                .replacingOccurrences(of: "DEPENDENCIES", with: ""), .closures,
             "final class MyPicker: PickerViewModel {}\nfunc make<T: PickerViewModelType>(_: T.Type) -> T { T() }\n"
                + "let made = make(MyPicker.self)\n"),
            ("required, base class", required.replacingOccurrences(of: "FRAMEWORK", with: "closures\n  superclass: BaseViewModel")
                .replacingOccurrences(of: "DEPENDENCIES", with: ""), .closures,
             "class BaseViewModel { init() {} }\nfinal class MyPicker: PickerViewModel {}\n"
                + "func make<T: PickerViewModelType>(_: T.Type) -> T { T() }\nlet made = make(MyPicker.self)\n"),
        ]
        for item in cases {
            let generated = try GeneratedCase(item.spec, path: "Search.vmspec", into: folder,
                                              name: item.label.replacingOccurrences(of: " ", with: "-"))
            XCTAssertFalse(generated.files.isEmpty, item.label)
            if item.label.hasPrefix("required") {
                let code = generated.code
                let initializer = item.label.hasSuffix("base class") ? "    required override init(" : "    required init("
                XCTAssertTrue(code.contains(initializer), "\(item.label): \(code)")
            }
            let logic = try generated.write("Logic.swift", StubLogic.file(
                for: generated.resolved.viewModels.map(\.viewModel), framework: item.framework))
            let app = try generated.write("Subclasses.swift", item.subclasses)
            jobs.append(.init(label: item.label, files: generated.files + [logic, app], combine: item.label == "styles"))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label): does not compile:\n\(output)")
        }
    }

    /// Set once in the project's `vmgen.options`, and inherited; a spec's own `final:` replaces it.
    func testAProjectOptionsFileSetsItForEverySpec() {
        let (defaults, diagnostics) = OptionResolver.projectDefaults(
            SpecSource(path: "vmgen.options", bytes: Array("options:\n  final: false\n".utf8)))
        XCTAssertEqual(diagnostics.map(\.formatted), [])
        let source = SpecSource(path: "Search.vmspec", bytes: Array(Self.spec("", styles: "triplet").utf8))
        XCTAssertTrue(Generator.generate(source, defaults: defaults).files.map(\.contents).joined().contains("\nclass SearchViewModel:"))
        let replaced = SpecSource(path: "Search.vmspec", bytes: Array(Self.spec("  final: true", styles: "triplet").utf8))
        XCTAssertTrue(Generator.generate(replaced, defaults: defaults).files.map(\.contents).joined().contains("final class SearchViewModel:"))
    }

    func testAnotherValueOrASpecWithoutAClassIsAnErrorWhereTheOptionStands() {
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  final: no")), ["t.vmspec:4:10: error: invalid final 'no'; use 'true' or 'false'"])
        let hint = "\nt.vmspec:4:10: note: drop 'final: false', or generate a style whose view model is a class (triplet, subject, transform,"
            + " observable, published)"
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  final: false", styles: "function, constructor")), [
            "t.vmspec:4:10: error: 'final: false' opens the view model's class to subclasses, and this spec declares no class:"
                + " the function style declares a function, the constructor style declares a struct" + hint,
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  final: false\n  declaration: struct", styles: "transform")), [
            "t.vmspec:4:10: error: 'final: false' opens the view model's class to subclasses, and this spec declares no class:"
                + " 'declaration: struct' makes the transform style's view model a struct" + hint,
        ])
        // One style with a class is enough: `all` includes the function style, which has none.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  final: false", styles: "all")), [])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec("  final: true", styles: "function")), [])
    }
}
