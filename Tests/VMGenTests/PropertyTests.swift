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
        // Another seed for a wider sweep by hand: VMGEN_PROPERTY_SEED=12345 swift test --filter PropertyTests.
        var random = SeededGenerator(seed: UInt64(ProcessInfo.processInfo.environment["VMGEN_PROPERTY_SEED"] ?? "") ?? 0xC0FFEE)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var specIndex = 0
        // Eight specs for RxSwift, three for each other framework: each spec in every style its framework renders.
        for (framework, count) in [(Framework.rxswift, 8), (.rxcocoa, 3), (.reactiveswift, 3), (.combine, 3), (.closures, 3)] {
            for _ in 0..<count {
                specIndex += 1
                let text = randomSpec(index: specIndex, using: &random)
                let source = SpecSource(
                    path: "random\(specIndex).vmspec", bytes: Array(text.utf8), locationPath: "Specs/random\(specIndex).vmspec")
                let (resolved, diagnostics) = Generator.resolve(source)
                XCTAssertEqual(diagnostics.map(\.formatted), [], text)
                guard let resolved else { continue }
                let specFolder = folder.appendingPathComponent("spec\(specIndex)")
                try FileManager.default.createDirectory(at: specFolder, withIntermediateDirectories: true)
                for style in framework.supportedStyles {
                    let overrides = OptionOverrides(framework: framework, styles: StyleSelection(styles: [style]))
                    let result = Generator.generate([source], overrides: overrides)
                    // The constructor style takes only view models whose inputs all carry values; the observable
                    // style, no stored value named with a keyword.
                    if (style == .constructor || style == .observable) && result.hasErrors {
                        let messages = result.diagnostics.filter { $0.severity == .error }.map(\.message)
                        XCTAssertTrue(messages.allSatisfy { $0.contains("\(style.name) style") }, "\(messages)")
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
                        combine: framework == .combine || style == .published))
                }
            }
        }
        XCTAssertGreaterThanOrEqual(jobs.count, 8 * 4 + 3 * 4 * 3 + 3)
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output)")
        }
    }

    /// The transform style's member kinds (docs/styles.md, "The member types real transform code uses"), drawn per framework
    /// among those it has, with random transform signatures, struct or class declarations and RxSwift's value
    /// wrapper: every valid spec compiles with its test support.
    func testRandomTransformMembersCompileInEveryFrameworkThatHasThem() throws {
        var random = SeededGenerator(seed: 0x7A4F)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for (index, framework) in [Framework.rxswift, .rxcocoa, .combine, .reactiveswift, .rxcocoa, .combine, .rxswift, .rxcocoa, .combine, .rxswift].enumerated() {
            let text = randomTransformSpec(framework, index: index, using: &random)
            let source = SpecSource(path: "kinds\(index).vmspec", bytes: Array(text.utf8), locationPath: "Specs/kinds.vmspec")
            let (resolved, diagnostics) = Generator.resolve(source)
            XCTAssertEqual(diagnostics.map(\.formatted), [], text)
            guard let resolved else { continue }
            var paths: [String] = []
            let logic = folder.appendingPathComponent("Kinds\(index)+Logic.swift")
            let support = framework == .rxswift || framework == .rxcocoa ? MemberKindRenderTests.propertyWrapper : ""
            try (support + "struct E: Error, Equatable {}\nstruct Child {}\n" + StubLogic.file(
                for: resolved.viewModels.map(\.viewModel), framework: framework, style: .transform
            )).write(to: logic, atomically: true, encoding: .utf8)
            paths.append(logic.path)
            for testSupport in [false, true] {
                let result = Generator.generate([source], overrides: OptionOverrides(testSupport: testSupport))
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], text)
                for file in result.files {
                    let url = folder.appendingPathComponent("kinds\(index).\(file.relativePath)")
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    paths.append(url.path)
                }
            }
            jobs.append(CompileTests.Job(label: "\(framework):\n\(text)", files: paths, combine: framework == .combine))
        }
        XCTAssertEqual(jobs.count, 10)
        if ProcessInfo.processInfo.environment["VMGEN_PRINT_SPECS"] != nil { print(jobs.map(\.label).joined(separator: "\n")) }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output)")
        }
    }

    /// A transform-style spec of one or two view models with every member kind `framework` has, drawn at random.
    private func randomTransformSpec(_ framework: Framework, index: Int, using random: inout SeededGenerator) -> String {
        let rx = framework == .rxswift || framework == .rxcocoa
        let inputKinds: [String] = switch framework {
        case .rxcocoa: ["", "@driver ", "@signal ", "@controlEvent ", "@controlProperty ", "@relay ", "@subject "]
        case .rxswift: ["", "@relay ", "@subject ", "@latest ", "@event "]
        case .combine: ["", "@subject ", "@latest "]
        default: ["", "@latest ", "@event "]
        }
        var outputKinds = ["", "@constant "]
        switch framework {
        case .rxcocoa: outputKinds += ["@observable ", "@signal ", "@relay ", "@subject ", "@value "]
        case .rxswift: outputKinds += ["@relay ", "@subject ", "@value "]
        case .combine: outputKinds += ["@subject ", "@value ", "@failure(E) ", "@subject @failure(E) "]
        default: outputKinds += ["@failure(E) "]
        }
        let bag = framework == .combine ? "cancellables: inout Set<AnyCancellable>" : "disposeBag: DisposeBag"
        let signature = [
            "transform(input: Input) -> Output", "transform(_ input: Input) -> Output",
            "transform(_ input: Input, \(bag)) -> Output", "transform(input: Input, \(bag)) -> Output",
        ].randomElement(using: &random)!
        // A struct view model keeps Combine's bindings only in the transform's cancellables.
        let isStruct = Bool.random(using: &random) && (framework != .combine || signature.contains("inout"))
        var text = "options:\n  framework: \(framework.name)\n  styles: transform\n  transform: \(signature)\n"
        text += "  declaration: \(isStruct ? "struct" : "class")\n" + (rx ? "  wrapper: Property\n" : "") + "\n"
        // Types the value-holding kinds can start with, and `Child` for a constant.
        let valued = types.filter { $0.value != nil && !$0.type.contains("->") }
        for viewModel in 0..<Int.random(in: 1...2, using: &random) {
            var pool = names.shuffled(using: &random)
            text += "viewmodel Kinds\(index)x\(viewModel):\n  dependencies:\n    - service: Int = 0\n  inputs:\n"
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let kind = inputKinds.randomElement(using: &random)!
                let parameter = Bool.random(using: &random) ? "" : "(_ value: \(valued.randomElement(using: &random)!.type))"
                text += "    - \(kind)`\(pool.removeLast())`\(parameter)\n"
            }
            text += "  outputs:\n"
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let kind = outputKinds.randomElement(using: &random)!
                let (type, value) = kind == "@constant " && Bool.random(using: &random)
                    ? ("Child", nil) : valued.randomElement(using: &random)!
                // A value starts with one; a relay or subject with one or none.
                let start = kind == "@value " || (kind.contains("@relay") || kind.contains("@subject")) && Bool.random(using: &random)
                text += "    - \(kind)`\(pool.removeLast())`: \(type)\(start ? " = \(value!)" : "")\n"
            }
        }
        return text
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
