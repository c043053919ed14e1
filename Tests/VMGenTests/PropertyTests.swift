import Foundation
import VMGenCore
import XCTest

/// Every spec that validates generates code that compiles: random valid specs (names including Swift keywords,
/// types from a realistic pool, random labels, access levels and indentation) compiled in every style.
final class PropertyTests: XCTestCase {
    /// Types with a default value for dependencies (nil: no default).
    private let types: [(type: String, value: String?)] = [
        ("Int", "0"), ("String", "\"\""), ("Bool", "false"), ("Double", "1.5"), ("[Int]", "[]"),
        ("[String: [Int]]", "[:]"), ("(row: Int, total: Int)", "(row: 0, total: 0)"), ("Result<Int, Error>", nil),
        ("(String) -> Void", "{ _ in }"), ("Swift.Int", nil), ("Set<String>?", "nil"), ("[Int?]", nil),
        ("(Int, String)", nil), ("@Sendable (Int) async throws -> Bool", nil), ("Character", nil),
        ("[String: Int]?", nil), ("Dictionary<String, Array<Int>>", nil), ("any Error", nil), ("Int.Type", "Int.self"),
    ]
    private let names = [
        "title", "count", "in", "for", "default", "return", "isLoading", "value", "text", "row", "class", "where",
        "café", "名前", "items", "select", "type", "load", "refresh", "tap", "message", "user", "repeat", "get", "set",
    ]
    private let labels: [String?] = [nil, "_", "with", "in", "for", "at", "as", "is"]

    func testRandomValidSpecsCompileInEveryStyleOfEveryFramework() throws {
        var random = SeededGenerator(seed: 0xC0FFEE)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var specIndex = 0
        // Eight specs for RxSwift, three for each other framework: each spec in every style its framework renders.
        for (framework, count) in [(Framework.rxswift, 8), (.rxcocoa, 3), (.reactiveswift, 3), (.combine, 3), (.closures, 3)] {
            for _ in 0..<count {
                specIndex += 1
                let text = randomSpec(index: specIndex, using: &random)
                let source = SpecSource(path: "random\(specIndex).vmspec", bytes: Array(text.utf8))
                let (resolved, diagnostics) = Generator.resolve(source)
                XCTAssertEqual(diagnostics.map(\.formatted), [], text)
                guard let resolved else { continue }
                let specFolder = folder.appendingPathComponent("spec\(specIndex)")
                try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
                for style in framework.supportedStyles {
                    let overrides = OptionOverrides(framework: framework, styles: StyleSelection(styles: [style]))
                    let result = Generator.generate([source], overrides: overrides)
                    // The constructor style takes only view models whose inputs all carry values.
                    if style == .constructor && result.hasErrors {
                        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message)
                        XCTAssertTrue(messages.allSatisfy { $0.contains("constructor style") }, "\(messages)")
                        continue
                    }
                    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)\n\(text)")
                    let logic = specFolder.appendingPathComponent("Logic.\(framework).\(style.name).swift")
                    try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                        .write(to: logic, atomically: true, encoding: .utf8)
                    // With its test support, unless a name the probe or fake declares is refused (located, as any).
                    var testOverrides = overrides
                    testOverrides.testSupport = true
                    let tests = Generator.generate([source], overrides: testOverrides)
                    let refusals = tests.diagnostics.filter { $0.severity == .error }.map(\.message)
                    XCTAssertTrue(refusals.allSatisfy { $0.contains("(--tests)") }, "\(refusals)")
                    var paths = [logic.path]
                    for file in result.files + (refusals.isEmpty ? tests.files : []) {
                        let url = specFolder.appendingPathComponent("\(framework).\(file.relativePath)")
                        try file.contents.write(to: url, atomically: true, encoding: .utf8)
                        paths.append(url.path)
                    }
                    jobs.append(CompileTests.Job(
                        label: "spec \(specIndex) with \(framework) in the \(style.name) style:\n\(text)", files: paths,
                        combine: framework == .combine))
                }
            }
        }
        XCTAssertGreaterThanOrEqual(jobs.count, 8 * 4 + 3 * 4 * 3 + 3)
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output)")
        }
    }

    /// A spec of two or three view models whose names are drawn so that the spec is valid.
    private func randomSpec(index: Int, using random: inout SeededGenerator) -> String {
        let access = AccessLevel.allCases.randomElement(using: &random)!
        let indent = ["2", "4", "tab"].randomElement(using: &random)!
        var text = "options:\n  access: \(access.rawValue)\n  indent: \(indent)\n\n"
        for viewModel in 0..<Int.random(in: 2...3, using: &random) {
            // Inputs, outputs and dependencies share one class in some styles: draw their names without repeats.
            var pool = names.shuffled(using: &random)
            func draw() -> String { pool.removeLast() }
            text += "/// View model \(viewModel) of spec \(index).\nviewmodel Random\(index)x\(viewModel):\n"
            text += "  dependencies:\n"
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let type = types.randomElement(using: &random)!
                let value = type.value.flatMap { Bool.random(using: &random) ? " = \($0)" : nil } ?? ""
                text += "    - `\(draw())`: \(type.type)\(value)\n"
            }
            text += "  inputs:\n"
            let base = draw()
            for inputIndex in 0..<Int.random(in: 1...4, using: &random) {
                // Sometimes two inputs share a base name and differ by their first label.
                let name = inputIndex == 1 && Bool.random(using: &random) ? base : (inputIndex == 0 ? base : draw())
                var parameters: [String] = []
                var parameterNames = ["p\(inputIndex)a", "p\(inputIndex)b", "in", "default"].shuffled(using: &random)
                let count = name == base && inputIndex == 1 ? 1 : Int.random(in: 0...3, using: &random)
                for position in 0..<count {
                    let label = position == 0 && name == base ? "l\(inputIndex)" : labels.randomElement(using: &random)!
                    let parameterName = parameterNames.removeLast()
                    let prefix = label.map { "\($0) " } ?? ""
                    parameters.append("\(prefix)`\(parameterName)`: \(types.randomElement(using: &random)!.type)")
                }
                let signature = parameters.isEmpty && Bool.random(using: &random) ? "" : "(\(parameters.joined(separator: ", ")))"
                let attribute = ["", "@latest ", "@event "].randomElement(using: &random)!
                text += "    - \(attribute)`\(name)`\(signature)\n"
            }
            text += "  outputs:\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let type = Bool.random(using: &random) ? ("Void", "()") : types.randomElement(using: &random)!
                let attributes = ["", "@async ", "@signal ", "@async @signal ", "@observable "].randomElement(using: &random)!
                let fallback = type.1.flatMap { Bool.random(using: &random) ? " = \($0)" : nil } ?? ""
                text += "    - \(attributes)`\(draw())`: \(type.0)\(fallback)\n"
            }
        }
        return text
    }
}
