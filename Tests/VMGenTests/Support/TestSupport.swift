import Foundation
import VMGenCore
import XCTest

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The package's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let standIns = root.appendingPathComponent("Tests/VMGenTests/StandIns")

    /// A fixture: one documented example, its spec, and per framework its logic and goldens.
    struct Fixture {
        let name: String
        /// `Fixtures/<name>/<name>.vmspec`, relative to the root.
        var specPath: String { "Fixtures/\(name)/\(name).vmspec" }
        /// How the goldens' headers name the spec: relative to `Fixtures/<name>/<framework>/Generated`.
        var headerName: String { "../../\(name).vmspec" }
        var folder: URL { TestSupport.root.appendingPathComponent("Fixtures/\(name)") }

        func goldenFolder(_ framework: Framework) -> URL {
            folder.appendingPathComponent("\(framework.rawValue)/Generated")
        }

        /// The generated files a golden of `style` compiles with: itself, and the logic contract it shares with the
        /// spec's other styles when the contract has a file of its own (`LoginViewModel.logic.swift`).
        func goldens(of golden: URL, style: Style) -> [URL] {
            let viewModel = golden.deletingPathExtension().deletingPathExtension().lastPathComponent
            let logic = golden.deletingLastPathComponent().appendingPathComponent(viewModel + ".logic.swift")
            let shared = style != .constructor && FileManager.default.fileExists(atPath: logic.path)
            return (shared ? [logic] : []) + [golden]
        }

        /// The names the view models of this fixture declare in `framework` (`StyleNames`): the first style keeps the
        /// view model's name, the others are named after their style.
        func names(_ viewModel: String, _ framework: Framework) throws -> StyleNames {
            let resolved = try XCTUnwrap(Generator.resolve(try source(), overrides: overrides(framework)).resolved)
            return StyleNames(viewModel: viewModel, styles: resolved.options.styles)
        }

        /// A Swift file with a typealias from the name a style-independent scenario uses (`LoginViewModel`) to the
        /// one `style` declares (`LoginSubjectViewModel`); empty for the style that keeps the name.
        func aliases(_ viewModel: String, _ style: Style, _ framework: Framework) throws -> String {
            let names = try names(viewModel, framework)
            guard names.typeName(style) != viewModel else { return "" }
            // The probe's and fake's aliases are `BehaviorTests.testSupportAliases`'.
            return style == .function ? "" : "typealias \(viewModel) = \(names.typeName(style))\n"
        }

        /// Where the goldens of the test support (`--tests`) of `framework` are.
        func testSupportFolder(_ framework: Framework) -> URL {
            folder.appendingPathComponent("\(framework.rawValue)/GeneratedTests")
        }

        /// The hand-written files that complete a golden of `style`: the framework's services and logic (RxCocoa
        /// shares RxSwift's), the constructor style's own logic, and the fixture's framework-free `Support.swift`.
        func handWritten(_ framework: Framework, style: Style) -> [URL] {
            let folder = self.folder.appendingPathComponent(framework == .rxcocoa ? "rxswift" : framework.rawValue)
            func swiftFiles(_ url: URL) -> [URL] {
                ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                    .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
            }
            var files = swiftFiles(folder)
            if style == .constructor {
                files = files.filter { !$0.lastPathComponent.hasSuffix("+Logic.swift") }
                    + swiftFiles(folder.appendingPathComponent("constructor"))
            }
            let support = self.folder.appendingPathComponent("Support.swift")
            return files + (FileManager.default.fileExists(atPath: support.path) ? [support] : [])
        }

        /// Every hand-written file of `framework`, the constructor style's logic included: what one module holding
        /// every style of the example compiles with.
        func allHandWritten(_ framework: Framework) -> [URL] {
            let constructor = handWritten(framework, style: .constructor)
            return handWritten(framework, style: .triplet) + constructor.filter { $0.path.contains("/constructor/") }
        }

        /// The command-line overrides that generate this fixture's goldens for `framework`: the spec's own styles,
        /// except without a framework, where only the styles it supports apply (the triplet, the observable and the published).
        func overrides(_ framework: Framework) -> OptionOverrides {
            let closures = StyleSelection(includesAll: true, styles: [.observable, .published])
            return OptionOverrides(framework: framework, styles: framework == .closures ? closures : nil)
        }

        func source() throws -> SpecSource {
            // `make generate` runs from the package's root, a git root: the directives name the spec from there.
            SpecSource(
                path: specPath, bytes: Array(try Data(contentsOf: root.appendingPathComponent(specPath))),
                headerName: headerName, locationPath: specPath)
        }

        private var root: URL { TestSupport.root }
    }

    /// Every folder under Fixtures/ that holds a spec of its own name.
    static var fixtures: [Fixture] {
        let folder = root.appendingPathComponent("Fixtures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map(Fixture.init).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0.specPath).path)
        }
    }

    /// The frameworks a fixture has goldens for.
    static func frameworks(of fixture: Fixture) -> [Framework] {
        Framework.allCases.filter {
            FileManager.default.fileExists(atPath: fixture.goldenFolder($0).path)
        }
    }

    /// A fresh temporary folder, removed when the test ends.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vmgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Parses and validates `text`, returning the formatted diagnostics.
    static func diagnostics(_ text: String, path: String = "t.vmspec", overrides: OptionOverrides = .init()) -> [String] {
        Generator.resolve(SpecSource(path: path, bytes: Array(text.utf8)), overrides: overrides).diagnostics.map(\.formatted)
    }

    /// Generates `text` in one style and returns the file's contents, failing the test on diagnostics.
    static func render(
        _ text: String, style: Style = .triplet, overrides: OptionOverrides = .init(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        var overrides = overrides
        overrides.styles = StyleSelection(styles: [style])
        let result = Generator.generate([SpecSource(path: "t.vmspec", bytes: Array(text.utf8))], overrides: overrides)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [], file: file, line: line)
        return result.files.first?.contents ?? ""
    }

    /// A readable line diff of two texts: each differing line with its number.
    static func lineDiff(expected: String, actual: String, limit: Int = 30) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        var output: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) where output.count < limit {
            let old = index < expectedLines.count ? expectedLines[index] : nil
            let new = index < actualLines.count ? actualLines[index] : nil
            if old != new {
                if let old { output.append("-\(index + 1): \(old)") }
                if let new { output.append("+\(index + 1): \(new)") }
            }
        }
        return output.joined(separator: "\n")
    }
}
