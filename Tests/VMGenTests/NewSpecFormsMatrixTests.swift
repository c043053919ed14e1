import Foundation
import VMGenCore
import XCTest

/// The spec forms of issue #32 (`@optional`, `event-aliases:`, `@label(_)`, `@value` in the one-stream event transform,
/// `@call var`, `groups: typealias`, `@unwrapped`, `@in(outputs)`/`@in(type)`, `@settable @constant`) together, in
/// every framework, with every style (`--style all`) and with test support: each spec either is refused with errors
/// that point inside the file and nothing written, or generates code that compiles against the stand-ins.
final class NewSpecFormsMatrixTests: XCTestCase {
    /// Specs that use several new forms at once, with the style they are written for; `FRAMEWORK` is each framework.
    /// Swift 6 compiles them with `DEBUG` set, Swift 5 without, so members under `@if(DEBUG)` compile both ways.
    static let specs: [(name: String, style: Style, text: String)] = [
        ("triplet shapes", .triplet, """
            options:
              framework: FRAMEWORK
              styles: triplet
            viewmodel LoginViewModel:
              groups: typealias
              type-refines: inputs, outputs
              inputs:
                - @unwrapped @observer search(_ value: Int)
                - @in(outputs) observeBadge(onChange: @escaping (String) -> Void)
                - @settable @constant movie: String
                - tap
              outputs:
                - @unwrapped isRefreshing: Bool
                - @settable @constant title: String
                - name: String
            """),
        ("triplet in type", .triplet, """
            options:
              framework: FRAMEWORK
              styles: triplet
            viewmodel PeekViewModel:
              inputs:
                - @in(type) registerPeek(for view: Int)
                - @in(outputs) watch(_ handler: @escaping (Int) -> Void)
                - @unwrapped @relay query(_ text: String)
              outputs:
                - @unwrapped count: Int
                - @settable @constant page: Int
            """),
        ("transform optional and call var", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
            viewmodel FeedViewModel:
              inputs:
                - @optional refresh
                - @optional @relay retry
                - @optional @subject pick(_ row: Int)
                - @call var done: Bool = false
                - @call var note: String?
                - @call revoke
              outputs:
                - count: Int
            """),
        ("transform optional, every framework", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
            viewmodel CartViewModel:
              inputs:
                - @optional refresh
                - @optional pick(_ row: Int)
                - @call var done: Bool = false
                - remove(_ id: Int)
              outputs:
                - total: Int
            """),
        ("optional with @latest, @event and a stream name", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
            viewmodel QueryViewModel:
              inputs:
                - @latest @optional query(_ text: String)
                - @event @optional retry
                - @optional refresh as reload
                - @optional @controlEvent tap
              outputs:
                - results: [String]
            """),
        ("triplet, every framework", .triplet, """
            options:
              framework: FRAMEWORK
              styles: triplet
            viewmodel StoreViewModel:
              groups: typealias
              type-refines: inputs, outputs, errors
              inputs:
                - @in(outputs) watch(_ id: Int)
                - @settable @constant page: Int
                - refresh
              outputs:
                - @unwrapped count: Int
                - @settable @constant title: String
              errors:
                - failed: String
            """),
        ("triplet, closures too", .triplet, """
            options:
              framework: FRAMEWORK
              styles: triplet
            viewmodel ShelfViewModel:
              groups: typealias
              type-refines: inputs, outputs
              inputs:
                - @in(outputs) watch(_ id: Int)
                - @in(outputs) observe(_ handler: @escaping (Int) -> Void)
                - watch(name: String) as watchName
                - @in(outputs) watch(row: Int, section: Int) as watchRow
                - refresh
              outputs:
                - count: Int
            """),
        ("properties the view sets", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
            viewmodel SwitchViewModel:
              inputs:
                - @latest @call var level: Int = 0
                - @call var `class`: Int = 0
                - @call var ping: Void = ()
                - @call var handler: (Int) -> Void = { _ in }
                - @call var pair: (Bool, Bool) = (false, false)
                - @call var note: String?
              outputs:
                - count: Int
            """),
        ("triplet in some builds", .triplet, """
            options:
              framework: FRAMEWORK
              styles: triplet
            viewmodel DebugViewModel:
              inputs:
                - @if(DEBUG) @in(outputs) watch(_ id: Int)
                - @if(DEBUG) @in(type) peek(at row: Int)
                - @if(DEBUG) @settable @constant level: Int
                - refresh
              outputs:
                - @if(DEBUG) @unwrapped count: Int
                - @if(!DEBUG) @settable @constant title: String
            """),
        ("event transform", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
              transform: transform(input: AnyPublisher<MenuViewModelInput, Never>) -> AnyPublisher<MenuViewModelOutput, Never>
              event-aliases: Input, Output
            viewmodel MenuViewModel:
              inputs:
                - @call var agrees: Bool = false
                - @call revoke
                - pick(_ row: Int)
              outputs:
                - @value chatList: [String] = []
                - @label(_) show: (Bool, Bool)
                - @label(_) added: Void
                - @label(filter) apply: (soldOut: Bool, photos: Bool)
                - count: Int
            """),
        ("event transform of rx", .transform, """
            options:
              framework: FRAMEWORK
              styles: transform
              transform: transform(input: Observable<MenuViewModelInput>) -> Observable<MenuViewModelOutput>
              transform-protocol: MenuViewModelling
              access: public
              event-aliases: Input, Output
            viewmodel MenuViewModel:
              inputs:
                - @call var agrees: Bool = false
                - @call revoke
                - pick(_ row: Int)
              outputs:
                - @label(_) show: (Bool, Bool)
                - @label(_) added: Void
            """),
    ]

    func testEachNewFormInEveryFrameworkAndStyleIsRefusedWhereItStandsOrCompiles() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var accepted: [String] = []
        // Each spec as written, and isolated to the main actor (Swift 6's `isolation:` option).
        let variants = Self.specs.flatMap { name, style, text in
            [(name, style, text), (name + " isolated", style, text.replacingOccurrences(
                of: "  framework: FRAMEWORK\n", with: "  framework: FRAMEWORK\n  isolation: MainActor\n"))]
        }
        for (name, style, template) in variants {
            for framework in Framework.allCases {
                let text = template.replacingOccurrences(of: "FRAMEWORK", with: framework.name)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let source = SpecSource(path: "m.vmspec", bytes: Array(text.utf8))
                for styles in [nil, StyleSelection.all] {
                    var files: [OutputFile] = []
                    var refused = false
                    for tests in [false, true] {
                        let label = "\(name) \(framework.name)\(styles == nil ? "" : " all styles")\(tests ? " --tests" : "")"
                        let result = Generator.generate(
                            [source], overrides: OptionOverrides(styles: styles, testSupport: tests ? true : nil))
                        for diagnostic in result.diagnostics {
                            let line = diagnostic.location.line
                            XCTAssertTrue((1...lines.count).contains(line), "\(label): \(diagnostic.formatted)")
                            if (1...lines.count).contains(line) {
                                XCTAssertTrue((1...(lines[line - 1].count + 1)).contains(diagnostic.location.column),
                                              "\(label): \(diagnostic.formatted)")
                            }
                        }
                        if result.hasErrors {
                            XCTAssertEqual(result.files.map(\.relativePath), [], label)
                            refused = refused || !tests
                        } else {
                            files += result.files
                        }
                    }
                    guard !refused, styles == nil else { continue }
                    accepted.append("\(name) \(framework.name)")
                    let resolved = try XCTUnwrap(Generator.resolve(source).resolved, name)
                    let sub = folder.appendingPathComponent("\(jobs.count)")
                    try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                    var paths: [String] = []
                    for file in files {
                        let url = sub.appendingPathComponent(file.relativePath)
                        try file.contents.write(to: url, atomically: true, encoding: .utf8)
                        paths.append(url.path)
                    }
                    let logic = sub.appendingPathComponent("Logic.swift")
                    try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: framework, style: style)
                        .write(to: logic, atomically: true, encoding: .utf8)
                    // Isolation is Swift 6's concern: the isolated variants compile in Swift 6 alone.
                    for version in name.hasSuffix(" isolated") ? ["6"] : ["5", "6"] {
                        jobs.append(.init(label: "\(name) \(framework.name) (Swift \(version))", files: paths + [logic.path],
                                          swiftVersion: version, combine: framework == .combine, strict: paths,
                                          defines: version == "6" ? ["DEBUG"] : []))
                    }
                }
            }
        }
        // Each spec is accepted in some framework: the matrix compiles something.
        for (name, _, _) in variants {
            XCTAssertTrue(accepted.contains { $0.hasPrefix(name + " ") }, "\(name) accepted nowhere")
        }
        print("accepted: " + accepted.joined(separator: "; "))
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// Found by the matrix above: in the `async` framework an input's values go through an `AsyncStream` of `Sendable`
    /// values, so a closure parameter (an `@in(outputs)` method handing a handler) did not compile; it is a located
    /// error unless the closure is `@Sendable`, which compiles.
    func testAClosureParameterInTheAsyncFrameworkIsALocatedErrorUnlessItIsSendable() throws {
        func spec(_ type: String) -> String {
            """
            options:
              framework: async
              styles: triplet
            viewmodel BadgeViewModel:
              inputs:
                - @in(outputs) observeBadge(onChange: @escaping \(type))
                - pick(_ handler: ((Int) -> Void)?, id: Int)
              outputs:
                - count: Int
            """
        }
        XCTAssertEqual(TestSupport.diagnostics(spec("(String) -> Void")).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:6:33: error: framework 'async' sends the values of input 'observeBadge' through an AsyncStream, whose"
                + " values are Sendable, and its parameter 'onChange' is a closure that is not",
            "t.vmspec:7:14: error: framework 'async' sends the values of input 'pick' through an AsyncStream, whose"
                + " values are Sendable, and its parameter 'handler' is a closure that is not",
        ])
        let sendable = spec("@Sendable (String) -> Void")
            .replacingOccurrences(of: "((Int) -> Void)?", with: "(@Sendable (Int) -> Void)?")
        XCTAssertEqual(TestSupport.diagnostics(sendable), [])
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let source = SpecSource(path: "t.vmspec", bytes: Array(sendable.utf8))
        let resolved = try XCTUnwrap(Generator.resolve(source).resolved)
        var paths: [String] = []
        for file in Generator.generate([source]).files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        XCTAssertEqual(paths.count, 1)
        let logic = folder.appendingPathComponent("Logic.swift")
        try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: .async)
            .write(to: logic, atomically: true, encoding: .utf8)
        let jobs = ["5", "6"].map {
            CompileTests.Job(label: "async @Sendable closure (Swift \($0))", files: paths + [logic.path], swiftVersion: $0,
                             strict: paths)
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }
}
