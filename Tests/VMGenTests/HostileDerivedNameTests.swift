import Foundation
import VMGenCore
import XCTest

/// The hostile-name property test (`HostileNameTests`) for the names vmgen derives for test support and the type
/// names of the standard library and the frameworks: every name the probe and the fake declare or derive
/// (`subscriptions`, `calls`, `Recorder`, `titleRelay`, `LoginProbe`), in every position (view model, input, label,
/// parameter, output, dependency, a section's typealias, a parameter of the `transform:` signature). Every view model
/// vmgen accepts compiles without a warning with its test support (`--tests`) in every style of every framework, and
/// every one it refuses, with or without `--tests`, alone or beside the others, is refused with a diagnostic located
/// in its spec.
final class HostileDerivedNameTests: XCTestCase {
    /// The names test support declares or derives, and the storage vmgen derives for an input `tap` and an output
    /// `title` in each framework.
    static let derivedNames = [
        "viewModel", "inputs", "subscriptions", "calls", "send", "subscriber", "onNext", "streams", "observers",
        "retained", "shownOutputs", "callAsFunction", "record", "values", "count", "last", "output", "input", "outputs",
        "transform", "handlers", "outputBindings", "self", "Recorder", "Inputs", "Call", "Value", "tapRelay",
        "tapSubject", "tapSignal", "tapObserver", "tapProperty", "tapInput", "titleRelay", "titleSubject", "titleSignal",
        "titleObserver", "titleProperty", "titleValue", "titleAnswer", "titleOutput", "tap", "title",
    ]

    /// Type names of the standard library, of the SwiftUI styles (with the `@Observable` macro's expansion), and of
    /// every framework, for typealiases and view models.
    static let typeNames = [
        "Bool", "Int", "String", "Double", "Equatable", "Hashable", "Sendable", "AnyObject", "Any", "Never", "Void",
        "Optional", "Error", "Array", "Dictionary", "Set", "Result", "Task", "MainActor", "Swift", "Element", "Failure",
        "Target", "Root", "KeyPath", "ReferenceWritableKeyPath", "Observation", "ObservationRegistrar", "Observable",
        "ObservableObject", "Published", "ObservationIgnored", "ObservationTracked", "Identifiable", "Combine",
        "OpenCombine", "AnyPublisher", "AnySubscriber", "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
        "Just", "Subject", "RxSwift", "RxRelay", "RxCocoa", "DisposeBag", "Event", "ObserverType", "AnyObserver",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "PublishSubject", "ReplaySubject", "BehaviorSubject", "Driver",
        "Signal", "ControlEvent", "ControlProperty", "ReactiveSwift", "SignalProducer", "MutableProperty", "Property",
        "Observer", "Single", "Lifetime", "CompositeDisposable", "ScopedDisposable", "AsyncStream", "AsyncInput",
        "AsyncOutput", "Readers", "Input", "Output", "Logic",
    ]

    private struct Draw {
        var random: SeededGenerator
        var names: [String] = []

        mutating func name(from pool: [String]) -> String {
            if names.isEmpty { names = pool.shuffled(using: &random) }
            return names.removeLast()
        }
    }

    /// A spec of every style (with a transform parameter of a hostile name) and one of the styles with typealiases,
    /// in `framework`, whose view models take hostile names everywhere; view models `Base`, `BaseProbe` and
    /// `BaseFake` stand beside each other, in one spec and across the two.
    private func specs(_ framework: Framework, using random: inout SeededGenerator) -> (String, String) {
        var draw = Draw(random: random)
        let members = Self.derivedNames + Self.typeNames.filter { _ in Bool.random(using: &draw.random) }
        // Two names in five hostile, the others plain, so that enough view models stand for the compiler.
        var plain = 0
        func name() -> String {
            plain += 1
            return Int.random(in: 0..<5, using: &draw.random) < 2 ? "`\(draw.name(from: members))`" : "plain\(plain)"
        }
        let extra = draw.name(from: Self.derivedNames)
        var styles = framework == .closures ? "triplet" : "all"
        var text = "options:\n  framework: \(framework.name)\n  styles: \(styles)\n"
        if framework != .closures { text += "  transform: transform(input: Input, `\(extra)`: Int) -> Output\n" }
        let vmNames = ["Base", "BaseProbe", "Screen", "ScreenFake"] + Self.derivedNames
        var viewModels: Set<String> = []
        for number in 0..<12 {
            let viewModel = number < 4 ? vmNames[number] : number % 2 == 0
                ? vmNames.randomElement(using: &draw.random)! : "Screen\(number)"
            viewModels.insert(viewModel)
            let latest = ["", "@latest ", "@event "].randomElement(using: &draw.random)!
            text += "viewmodel `\(viewModel)`:\n  dependencies:\n    - \(name()): Int = 0\n    - \(name()): String\n"
            text += "  inputs:\n    - \(latest)tap\n    - \(name())(\(name()) \(name()): String)\n    - \(name())\n"
            text += "  outputs:\n    - title: Bool\n    - \(name()): [String]\n"
        }
        styles = "triplet, observable, published"
        var aliases = "options:\n  framework: \(framework.name)\n  styles: \(styles)\n"
        for number in 0..<12 {
            let viewModel = number == 0 ? "BaseFake" : number == 1 ? "ScreenProbe" : "Aliased\(number)"
            // Not the name of a view model of the other spec, whose class the conforming class would see instead: vmgen
            // tells that within a spec only.
            let names = (0..<3).map { index in
                let name = draw.name(from: Self.typeNames + Self.derivedNames)
                return Int.random(in: 0..<5, using: &draw.random) < 3 && !viewModels.contains(name) ? name : "Plain\(index)"
            }
            aliases += "viewmodel `\(viewModel)`:\n"
            aliases += "  dependencies:\n    - typealias `\(names[0])` = [Swift.Int]\n    - store: `\(names[0])`\n"
            aliases += "  inputs:\n    - typealias `\(names[1])` = (Swift.Int, Swift.String)\n"
            aliases += "    - pick(_ value: `\(names[1])`)\n    - tap\n"
            aliases += "  outputs:\n    - typealias `\(names[2])` = [Swift.String]\n    - shown: `\(names[2])`\n"
        }
        random = draw.random
        return (text, aliases)
    }

    func testDerivedAndTypeNamesCompileWithTestSupportOrAreRefusedWhereTheyStand() throws {
        // One round in CI; VMGEN_HOSTILE_ROUNDS explores more seeds by hand.
        let rounds = Int(ProcessInfo.processInfo.environment["VMGEN_HOSTILE_ROUNDS"] ?? "") ?? 1
        for round in 0..<rounds { try check(seed: 0xDE_12_7ED + UInt64(round)) }
    }

    private func check(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var accepted = 0
        var refused = 0
        for framework in Framework.allCases {
            let (members, aliases) = specs(framework, using: &random)
            var texts = ["members.vmspec": members, "aliases.vmspec": aliases]
            func sources() -> [SpecSource] {
                texts.keys.sorted().map { SpecSource(path: $0, bytes: Array(texts[$0]!.utf8)) }
            }
            // Refused view models are dropped one by one until both specs validate together, with and without test
            // support; each refusal must be located in its spec.
            for _ in 0..<80 {
                let tests = Generator.generate(sources(), overrides: OptionOverrides(testSupport: framework.hasTestSupport ? true : nil))
                let plain = Generator.generate(sources())
                let errors = (tests.diagnostics + plain.diagnostics).filter { $0.severity == .error }
                guard let first = errors.first else { break }
                for diagnostic in errors {
                    let lines = texts[diagnostic.path].map { $0.split(separator: "\n", omittingEmptySubsequences: false).count }
                    XCTAssertTrue(lines.map { (1...$0).contains(diagnostic.location.line) } ?? false, diagnostic.formatted)
                }
                refused += 1
                if ProcessInfo.processInfo.environment["VMGEN_SHOW_REFUSALS"] != nil { print(first.formatted) }
                guard let text = texts[first.path] else { break }
                var reduced = ReservedTypeNameTests.removingViewModel(at: first.location.line, from: text)
                if reduced.isEmpty {
                    // An option refused (the transform's parameter): the spec without it.
                    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                    XCTAssertTrue(lines[first.location.line - 1].hasPrefix("  transform:"), first.formatted)
                    lines.remove(at: first.location.line - 1)
                    reduced = lines.joined(separator: "\n")
                }
                texts[first.path] = reduced
            }
            let resolved = sources().compactMap { Generator.resolve($0).resolved }
            accepted += resolved.reduce(0) { $0 + $1.viewModels.count }
            for style in Style.allCases where resolved.contains(where: { $0.options.styles.contains(style) }) {
                let selection = StyleSelection(styles: [style])
                let stylesSources = sources().filter { source in
                    Generator.resolve(source).resolved?.options.styles.contains(style) == true
                }
                let result = Generator.generate(stylesSources, overrides: OptionOverrides(styles: selection))
                let tests = Generator.generate(
                    stylesSources,
                    overrides: OptionOverrides(styles: selection, testSupport: framework.hasTestSupport ? true : nil))
                XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)")
                XCTAssertEqual(tests.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], "\(framework) \(style)")
                let logic = folder.appendingPathComponent("\(framework.name)-\(style.name)+Logic.swift")
                let ownViewModels = stylesSources.compactMap { Generator.resolve($0).resolved }
                    .flatMap { $0.viewModels.map(\.viewModel) }
                try StubLogic.file(for: ownViewModels, framework: framework, style: style)
                    .write(to: logic, atomically: true, encoding: .utf8)
                var files = [logic.path]
                for file in result.files + (framework.hasTestSupport ? tests.files : []) {
                    let url = folder.appendingPathComponent("\(framework.name)-\(file.relativePath)")
                    try file.contents.write(to: url, atomically: true, encoding: .utf8)
                    files.append(url.path)
                }
                jobs.append(.init(
                    label: "\(framework) \(style):\n" + stylesSources.map { String(decoding: $0.bytes, as: UTF8.self) }
                        .joined(separator: "\n---\n"),
                    files: files, combine: framework == .combine || style == .published, strict: Array(files.dropFirst())))
            }
        }
        print("hostile derived names: \(accepted) view models accepted, \(refused) refused, \(jobs.count) compiles")
        XCTAssertGreaterThan(accepted, 30, "the names must leave view models that validate")
        XCTAssertGreaterThan(refused, 10, "and some that do not")
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label)\ndoes not compile:\n\(output.prefix(3000))")
        }
    }
}
