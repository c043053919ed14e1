import Foundation
import VMGenCore
import XCTest

/// Names drawn from Swift's keywords and contextual keywords, the standard library's and every framework's type
/// names, and the names vmgen derives itself, in every position (view model, input, label, parameter, output,
/// dependency): every spec vmgen accepts compiles in every style of every framework, and every spec it refuses is
/// refused with a diagnostic located in the spec.
final class HostileNameTests: XCTestCase {
    static let typeNames = [
        "Void", "Never", "Bool", "Int", "String", "Error", "Optional", "Result", "Array", "Any", "AnyObject", "Swift",
        "Observable", "AnyObserver", "PublishRelay", "ReplayRelay", "BehaviorRelay", "PublishSubject", "ReplaySubject",
        "Driver", "Signal", "SignalProducer", "MutableProperty", "Property", "AnyPublisher", "AnySubscriber",
        "PassthroughSubject", "CurrentValueSubject", "Combine", "OpenCombine", "RxSwift", "RxCocoa", "RxRelay",
        "ReactiveSwift", "Value", "Observer", "Input", "Output", "Logic", "Inputs", "Outputs", "Type", "Self", "Protocol",
    ]
    static let memberNames = typeNames + [
        "default", "in", "for", "class", "func", "let", "var", "return", "self", "super", "init", "get", "set",
        "willSet", "didSet", "async", "await", "actor", "some", "any", "lazy", "mutating", "open", "optional",
        "convenience", "dynamic", "weak", "unowned", "override", "final", "required", "isolated", "nonisolated",
        "consume", "copy", "each", "macro", "package", "tapRelay", "tapProperty", "tapSubject", "tapSignal",
        "tapObserver", "handlers", "observer", "value", "output", "input", "outputs", "inputs", "transform",
        "disposeBag", "stub", "tap",
    ]

    private func spec(_ framework: Framework, index: Int, using random: inout SeededGenerator) -> String {
        var text = "options:\n  framework: \(framework.name)\n  styles: \(framework == .closures ? "triplet" : "all")\n"
        for number in 0..<24 {
            var names = Self.memberNames.shuffled(using: &random)
            func draw() -> String { "`\(names.removeLast())`" }
            let viewModel = number % 3 == 0 ? Self.typeNames.randomElement(using: &random)! : "Screen\(index)x\(number)"
            let latest = ["", "@latest ", "@event "]
            text += "viewmodel `\(viewModel)`:\n  dependencies:\n    - \(draw()): Int = 0\n    - \(draw()): String\n"
            text += "  inputs:\n    - \(latest.randomElement(using: &random)!)tap\n"
            text += "    - \(latest.randomElement(using: &random)!)\(draw())(\(draw()) \(draw()): String)\n"
            text += "    - \(latest.randomElement(using: &random)!)\(draw())\n"
            text += "    - \(latest.randomElement(using: &random)!)tap(\(draw()) \(draw()): Int, \(draw()): Bool)\n"
            text += "  outputs:\n    - \(draw()): Bool\n    - \(draw()): [String]\n"
        }
        return text
    }

    func testHostileNamesCompileInEveryStyleOrAreRefusedWhereTheyStand() throws {
        // Two rounds in CI; VMGEN_HOSTILE_ROUNDS explores more seeds by hand.
        let rounds = Int(ProcessInfo.processInfo.environment["VMGEN_HOSTILE_ROUNDS"] ?? "") ?? 2
        for round in 0..<rounds { try check(seed: 0xBAD_5EED + UInt64(round)) }
    }

    private func check(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var accepted = 0
        var refused = 0
        for (index, framework) in Framework.allCases.enumerated() {
            _ = index
            let text = spec(framework, index: index, using: &random)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            // Refused view models are dropped one by one until the spec validates; each refusal must be located.
            // Then again with test support (`--tests`), whose probe and fake declare names of their own.
            var viewModelText = text
            for testSupport in [false, true] where !testSupport || framework.hasTestSupport {
            let overrides = OptionOverrides(testSupport: testSupport)
            for _ in 0..<40 {
                let source = SpecSource(path: "hostile.vmspec", bytes: Array(viewModelText.utf8), locationPath: "Specs/hostile.vmspec")
                let diagnostics = Generator.resolve(source, overrides: overrides).diagnostics.filter { $0.severity == .error }
                if diagnostics.isEmpty { break }
                for diagnostic in diagnostics {
                    XCTAssertTrue((1...lines).contains(diagnostic.location.line), diagnostic.formatted)
                }
                refused += 1
                if ProcessInfo.processInfo.environment["VMGEN_SHOW_REFUSALS"] != nil { print(diagnostics[0].formatted) }
                viewModelText = removingViewModel(at: diagnostics[0].location.line, from: viewModelText)
            }
            }
            let source = SpecSource(path: "hostile.vmspec", bytes: Array(viewModelText.utf8), locationPath: "Specs/hostile.vmspec")
            guard let resolved = Generator.resolve(source).resolved else {
                XCTFail("\(framework): could not reduce the spec to one that validates")
                continue
            }
            accepted += resolved.viewModels.count
            for style in resolved.options.styles {
                let selection = StyleSelection(styles: [style])
                let result = Generator.generate([source], overrides: OptionOverrides(styles: selection))
                let tests = Generator.generate(
                    [source], overrides: OptionOverrides(styles: selection, testSupport: framework.hasTestSupport ? true : nil))
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)")
                XCTAssertEqual(tests.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)")
                let logic = folder.appendingPathComponent("\(framework.name)-\(style.name)+Logic.swift")
                try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                    .write(to: logic, atomically: true, encoding: .utf8)
                var files = [logic.path]
                for file in result.files + (framework.hasTestSupport ? tests.files : []) {
                    let url = folder.appendingPathComponent("\(framework.name)-\(file.relativePath)")
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    files.append(url.path)
                }
                jobs.append(.init(
                    label: "\(framework) \(style):\n\(viewModelText)", files: files,
                    combine: framework == .combine || style == .published))
            }
        }
        print("hostile names: \(accepted) view models accepted, \(refused) refused, \(jobs.count) compiles")
        XCTAssertGreaterThan(accepted, 10, "the names must leave view models that validate")
        XCTAssertGreaterThan(refused, 5, "and some that do not")
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output.prefix(3000))")
        }
    }

    /// The spec without the view model whose block holds `line` (or, on an options line, unchanged but for it).
    private func removingViewModel(at line: Int, from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var start = min(max(0, line - 1), lines.count - 1)
        while start > 0 && !lines[start].hasPrefix("viewmodel ") { start -= 1 }
        guard lines[start].hasPrefix("viewmodel ") else { return text }
        var end = start + 1
        while end < lines.count && !lines[end].hasPrefix("viewmodel ") { end += 1 }
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }
}
