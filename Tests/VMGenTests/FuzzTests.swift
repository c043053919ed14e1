import Foundation
import VMGenCore
import XCTest

/// Thousands of mutated specs through the parser, the validator and the renderers: nothing crashes or hangs,
/// every diagnostic points inside the file, and every spec that validates generates code.
final class FuzzTests: XCTestCase {
    /// The processor time this process has used, its threads' together: a hang guard that a loaded machine (other
    /// jobs, compilers the suite runs) does not trip, as wall-clock time did at load average 15.
    static func processorSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }

    /// Fragments that are meaningful to the grammar, to splice into specs.
    private let fragments = [
        "viewmodel", "options:", "inputs:", "outputs:", "dependencies:", "- ", ":", "(", ")", "[", "]", "<", ">", "->",
        "=", ",", "///", "#", "as", "@escaping", "`", "\t", "  ", "\r\n", "\r", "\n", "\u{0}", "é", "👍🏽", "⌚", "日本",
        "\u{FEFF}", "self", "inputs", "_", "Void", "[String: [Int]]", "(row: Int, total: Int)", "(String) -> Void",
        "isolation:", "MainActor", "@MainActor", "observable", "published", "async", "AsyncStream<Int>", "sendable: true",
        "protocols:", "CellInputs, CellOutputs, CellViewModelType", "errors:", "type-refines:", "inputs, outputs, errors",
        "@if(DEBUG)", "@if(", "@if(!(A || B) && os(iOS))", "@if(swift(>=5.9))", "&&", "||", "!", "@observer", "class-bound:",
        "inputs, outputs, type", "_ service: Service",
        // Issue #32's forms and their arguments.
        "@optional", "@unwrapped", "@in(outputs)", "@in(type)", "@in(", "@in()", "@settable", "@constant", "@call",
        "@call var", "var", "@value", "@label(_)", "@label(", "@label()", "groups:", "typealias", "groups: typealias",
        "event-aliases:", "Input, Output", "transform:", "AnyPublisher<Input, Never>", "(Bool, Bool)", "= false",
        "output-init:", "input-init:", "model homeModel", "_ items", "= .just(false)", "@made", "@outside",
    ]

    func testMutatedSpecsNeverCrashAndAlwaysPointInsideTheFile() throws {
        // The examples, and the options only test support and the transform style's real-world spellings use.
        let options = """
            options:
              framework: rxcocoa
              styles: all
              transform: transform(_ input: CellInput, disposeBag bag: DisposeBag, cancellables: inout Set<AnyCancellable>) -> CellOutput
              conforms: ViewModelType, Screen
              testable: App
              equatable: Model, Item
            viewmodel SplashViewModel:
            viewmodel ListViewModel:
              inputs:
                - select(row: Int, section: Int)
                - @driver trigger
                - @latest @controlProperty query(_ text: String)
              outputs:
                - items: [Item]
            """
        // Relays, subjects and typed failures, with the attribute arguments they take.
        let kinds = """
            options:
              framework: combine
              styles: transform
              transform: transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output
            viewmodel FeedViewModel:
              inputs:
                - @subject refresh
                - @relay select(_ row: Int)
              outputs:
                - @subject @failure(FeedError) articles: [Article] = []
                - @failure(Swift.Error) raw: Int
                - @observable @relay items: [Item]
            """
        // Isolation at both levels, and the SwiftUI styles' member shapes.
        let isolated = """
            options:
              framework: combine
              styles: triplet, observable, published
              isolation: MainActor
            viewmodel ProfileViewModel:
              isolation: @DatabaseActor
              inputs:
                - select(tab: Int)
              outputs:
                - name: String = ""
                - nickname: String?
                - @signal saved: Void
            viewmodel SettingsViewModel:
              isolation: none
              protocols: SettingsInputs, SettingsOutputs, SettingsViewModelType, SettingsErrors
              type-refines: inputs, outputs, errors
              outputs:
                - @constant title: String
              errors:
                - failed: String
            """
        // Members in some builds only, in the triplet and the SwiftUI styles.
        let conditional = """
            options:
              framework: reactiveswift
              styles: triplet
            viewmodel DebugViewModel:
              inputs:
                - @if(DEBUG) debugMenuTapped
                - @observer tapObserver
                - @if(DEBUG && !os(Linux)) @latest shake(strength: Double)
              outputs:
                - @if(!DEBUG) title: String = ""
                - @if(BETA || DEBUG) @signal shown: Void
              errors:
                - @if(DEBUG) failed: String
            """
        // What real contracts declare beside their members: typealiases, the type protocol's names and initializer,
        // refinements, dependencies as `T!` and `@escaping Alias`, relays that start with a value, a constant under inputs.
        let shapes = """
            options:
              framework: rxswift
              styles: triplet
            viewmodel CardViewModel:
              groups: input, output
              type-requires: init
              outputs-refine: BaseViewModelOutputs, Screen
              dependencies:
                - typealias OnLogin = (String, inout Int?) -> Void
                - onLogin: @escaping OnLogin
                - theme: ThemeService<AppTheme>!
              inputs:
                - typealias Amount = Int
                - @relay amount(_ value: Amount) = 0
                - @subject page(_ index: Int) = .init(1)
                - @if(DEBUG) @constant search: Action<String, String, Never>
              outputs:
                - typealias Resources = (title: String, image: String?)
                - resources: Resources
            """
        // Issue #32's forms: the triplet's protocol shapes, optional inputs and properties the view sets, and the
        // one-stream event transform's aliases, one-value cases and values.
        let triplet = """
            options:
              framework: rxswift
              styles: triplet
            viewmodel LoginViewModel:
              groups: typealias
              type-refines: inputs, outputs
              inputs:
                - @unwrapped @observer search(_ value: Int)
                - @in(outputs) observeBadge(onChange: @escaping (String) -> Void)
                - @in(type) registerPeek(for view: Int)
                - @settable @constant movie: String
              outputs:
                - @unwrapped isRefreshing: Bool
                - @settable @constant title: String
            """
        let transform = """
            options:
              framework: combine
              styles: transform
            viewmodel FeedViewModel:
              inputs:
                - @optional refresh
                - @optional @subject pick(_ row: Int)
                - @call var done: Bool = false
                - @call revoke
              outputs:
                - count: Int
            """
        let events = """
            options:
              framework: combine
              styles: transform
              transform: transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>
              event-aliases: Input, Output
            viewmodel MenuViewModel:
              inputs:
                - @call var agrees: Bool = false
                - pick(_ row: Int)
              outputs:
                - @value chatList: [String] = []
                - @label(_) show: (Bool, Bool)
                - @label(_) added: Void
                - @label(filter) apply: (soldOut: Bool, photos: Bool)
            """
        // The team's own initializers of the transform style's Input and Output: labels, order, default arguments.
        let initializers = """
            options:
              framework: rxcocoa
              styles: transform
              input-init: again reload, pick = .never()
              output-init: model homeModel, isLoading = .just(false)
            viewmodel HomeViewModel:
              inputs:
                - @driver pick(_ row: Int)
                - @driver reload
              outputs:
                - @made @relay refreshState: Int = 0
                - isLoading: Bool
                - homeModel: String
            """
        let seeds = try TestSupport.fixtures.map { try $0.source().bytes }
            + [Array(options.utf8), Array(kinds.utf8), Array(isolated.utf8), Array(conditional.utf8), Array(shapes.utf8)]
            + [Array(triplet.utf8), Array(transform.utf8), Array(events.utf8), Array(initializers.utf8)]
        var random = SeededGenerator(seed: 0x5EED_F00D)
        var accepted = 0
        var rejected = 0
        let iterations = 3000
        for iteration in 0..<iterations {
            var bytes = seeds[iteration % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                bytes = mutate(bytes, using: &random)
            }
            let started = Self.processorSeconds()
            let source = SpecSource(path: "fuzz.vmspec", bytes: bytes)
            let result = Generator.generate(
                [source], overrides: OptionOverrides(styles: .all, testSupport: iteration % 2 == 0 ? true : nil))
            XCTAssertLessThan(Self.processorSeconds() - started, 2, "iteration \(iteration) took too long")
            let lines = lineLengths(bytes)
            for diagnostic in result.diagnostics {
                let line = diagnostic.location.line
                XCTAssertTrue((1...lines.count).contains(line), "iteration \(iteration): \(diagnostic.formatted)")
                if (1...lines.count).contains(line) {
                    XCTAssertTrue(
                        (1...(lines[line - 1] + 1)).contains(diagnostic.location.column),
                        "iteration \(iteration): column outside line \(line): \(diagnostic.formatted)")
                }
                for note in diagnostic.notes {
                    if let location = note.location {
                        XCTAssertTrue((1...lines.count).contains(location.line), "iteration \(iteration): \(diagnostic.formatted)")
                    }
                }
            }
            if result.hasErrors {
                rejected += 1
                XCTAssertEqual(result.files, [])
            } else {
                accepted += 1
                let (resolved, _) = Generator.resolve(source, overrides: OptionOverrides(styles: .all))
                let viewModels = resolved?.viewModels.count ?? 0
                let styles = resolved?.options.styles ?? []
                // Test support (even iterations) has no logic contract of its own.
                let logicFiles = iteration % 2 != 0 && StyleNames(viewModel: "", styles: styles).hasLogicFile ? 1 : 0
                XCTAssertEqual(result.files.count, viewModels * (styles.count + logicFiles),
                               "each style's file and the shared logic's, iteration \(iteration)")
                for file in result.files {
                    XCTAssertTrue(file.contents.hasPrefix("// Generated by vmgen from fuzz.vmspec. DO NOT EDIT.\n"))
                }
            }
        }
        // The mutations must exercise both sides.
        XCTAssertGreaterThan(accepted, iterations / 20)
        XCTAssertGreaterThan(rejected, iterations / 4)
    }

    func testPathologicalInputs() {
        // Each input with whether it is a valid spec.
        let inputs: [(bytes: [UInt8], valid: Bool)] = [
            ([], true),
            (Array("\u{FEFF}".utf8), true),
            ([0, 0, 0], false),
            ([0xFF, 0xFE, 0x00], false),
            (Array(repeating: UInt8(ascii: "\n"), count: 10_000), true),
            (Array("viewmodel V:\n  outputs:\n    - a: \(String(repeating: "[", count: 100_000))Int\n".utf8), false),
            (Array("viewmodel V:\n  outputs:\n    - a: \(String(repeating: "any ", count: 50_000))P\n".utf8), false),
            (Array("viewmodel V:\n  outputs:\n    - a: Int\n  dependencies:\n    - d: Int = \(String(repeating: "(", count: 100_000))\n".utf8), false),
            (Array(("viewmodel \(String(repeating: "A", count: 200_000)):\n  outputs:\n    - a: Int\n").utf8), true),
            (Array((0..<300).map { String(repeating: " ", count: $0) + "viewmodel V\($0):" }.joined(separator: "\n").utf8), false),
            (Array(String(repeating: "viewmodel V:\n  inputs:\n    - a\n", count: 500).utf8), false),
        ]
        for (index, input) in inputs.enumerated() {
            let started = Self.processorSeconds()
            let result = Generator.generate([SpecSource(path: "p.vmspec", bytes: input.bytes)])
            XCTAssertLessThan(Self.processorSeconds() - started, 5, "input \(index)")
            XCTAssertEqual(result.hasErrors, !input.valid, "input \(index): \(result.diagnostics.prefix(2).map(\.formatted))")
        }
    }

    /// The length in characters of each line, split the way the parser splits them.
    private func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var lines: [Int] = []
        var current: [UInt8] = []
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: current, as: UTF8.self).count)
                current = []
                if byte == 0x0D, index + 1 < body.endIndex, body[index + 1] == 0x0A { index += 1 }
            } else {
                current.append(byte)
            }
            index += 1
        }
        if !current.isEmpty || lines.isEmpty { lines.append(String(decoding: current, as: UTF8.self).count) }
        return lines
    }

    private func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        switch Int.random(in: 0..<9, using: &random) {
        case 0 where !bytes.isEmpty: // flip a byte
            let index = Int.random(in: 0..<bytes.count, using: &random)
            bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            return bytes
        case 1 where lines.count > 1: // delete a line
            lines.remove(at: Int.random(in: 0..<lines.count, using: &random))
        case 2 where !lines.isEmpty: // duplicate a line
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines.insert(lines[index], at: index)
        case 3: // shuffle the lines
            lines.shuffle(using: &random)
        case 4: // splice a fragment of the grammar
            let fragment = Array(fragments.randomElement(using: &random)!.utf8)
            bytes.insert(contentsOf: fragment, at: Int.random(in: 0...bytes.count, using: &random))
            return bytes
        case 5: // random Unicode scalars
            let scalars = (0..<Int.random(in: 1...8, using: &random)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0x20...0x2FFFF, using: &random))
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            bytes.insert(contentsOf: Array(text.utf8), at: Int.random(in: 0...bytes.count, using: &random))
            return bytes
        case 6 where !lines.isEmpty: // a very long line or name
            let index = Int.random(in: 0..<lines.count, using: &random)
            lines[index] += Array(String(repeating: "x", count: Int.random(in: 100...5000, using: &random)).utf8)
        case 7 where !lines.isEmpty: // deep indentation or nesting
            let index = Int.random(in: 0..<lines.count, using: &random)
            let depth = Int.random(in: 1...200, using: &random)
            lines[index] = Array(String(repeating: Bool.random(using: &random) ? " " : "[", count: depth).utf8) + lines[index]
        default: // invalid UTF-8 or NUL
            bytes.insert(contentsOf: Bool.random(using: &random) ? [0xC3, 0x28] : [0x00], at: Int.random(in: 0...bytes.count, using: &random))
            return bytes
        }
        return Array(lines.joined(separator: [0x0A]))
    }
}
