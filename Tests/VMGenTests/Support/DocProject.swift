import Foundation
import VMGenCore
import XCTest

/// The project a document's blocks run in: a temporary folder with a git root, the README's login spec at
/// `Specs/Login.vmspec` and `App/ViewModels/Login.vmspec`, and a hand-written view model to import at
/// `App/ViewModels/SearchScreen.swift`; blocks that name their file add to it as the document goes.
final class DocProject {
    let folder: ProjectFolder
    private let scratch: URL
    /// The logic files saved so far, by the spec or fixture they complete, then by file name.
    private var logic: [String: [String: String]] = [:]

    init(test: XCTestCase, document: String) throws {
        scratch = try TestSupport.temporaryFolder(test)
        folder = ProjectFolder(url: scratch.appendingPathComponent("project"))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let login = try Self.readmeSpec()
        try folder.write(login, "Specs/Login.vmspec")
        try folder.write(login, "App/ViewModels/Login.vmspec")
        let swift = try String(contentsOf: TestSupport.root.appendingPathComponent("Fixtures/Import/SearchScreen/SearchScreen.swift"), encoding: .utf8)
        try folder.write(swift, "App/ViewModels/SearchScreen.swift")
        if document != "README.md", let readmeLogic = try DocBlock.blocks(of: "README.md").first(where: {
            $0.mode == "compile" && $0.text.hasPrefix("// LoginViewModel+Logic.swift")
        }) {
            remember(readmeLogic, for: "Specs/Login.vmspec")
        }
    }

    /// The README's first spec, the one its quick start and the docs' commands use.
    static func readmeSpec() throws -> String {
        guard let block = try DocBlock.blocks(of: "README.md").first(where: { $0.namedPath == "Specs/Login.vmspec" }) else {
            throw DocProblem("README.md has no '# Specs/Login.vmspec' block")
        }
        return block.text + "\n"
    }

    // MARK: Specs

    /// A spec (or a part of one, indented as under a view model) generates without an error; an options file
    /// (`# .../vmgen.options`) is what the README's spec inherits without an error.
    func checkSpec(_ block: DocBlock) throws -> String? {
        let isOptions = block.namedPath?.hasSuffix("vmgen.options") == true
        let isPart = block.text.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.isEmpty }?.hasPrefix(" ") == true
        let path = block.namedPath.map { isOptions ? "Options/vmgen.options" : $0 } ?? "Docs/Example.vmspec"
        try folder.write(isPart ? "viewmodel DocsExample:\n" + block.text + "\n" : block.text + "\n", path)
        let outcome = isOptions
            ? try vmgen(["generate", "Specs/Login.vmspec", "--options", path, "--stdout"])
            : try vmgen(["generate", path, "--stdout"])
        if block.check.contains("errors") {
            return outcome.status == 1 ? nil : "a spec shown for its errors generates without one"
        }
        guard outcome.status == 0, !outcome.err.contains("error:") else { return "vmgen refuses it:\n\(outcome.err)" }
        return nil
    }

    // MARK: Commands

    /// Each command runs and succeeds: vmgen's in the project, make's targets as a dry run in the package, SwiftPM's
    /// mirror settings on copies of the test packages; scripts exist and are executable.
    func checkCommands(_ block: DocBlock) throws -> String? {
        for command in block.commands {
            let words = DocBlock.words(command)
            let outcome: Executable.Outcome
            switch words.first {
            case "vmgen":
                outcome = try vmgen(Array(words.dropFirst()))
            case "swift" where words.dropFirst().first == "package":
                let copy = scratch.appendingPathComponent("packages")
                for (index, word) in words.enumerated() where word == "--package-path" {
                    let package = words[index + 1]
                    let target = copy.appendingPathComponent(package)
                    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                    try? FileManager.default.copyItem(
                        at: TestSupport.root.appendingPathComponent(package + "/Package.swift"),
                        to: target.appendingPathComponent("Package.swift"))
                }
                outcome = try Executable.run(words, in: copy, executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 120)
            case "swift" where ["test", "run", "build"].contains(words.dropFirst().first):
                continue  // what CI runs itself (.ci/run): `swift test`, and `swift run vmgen` on the bundled example
            case "make":
                outcome = try Executable.run(
                    ["make", "-n", "--no-print-directory"] + words.dropFirst(), in: TestSupport.root,
                    executable: URL(fileURLWithPath: "/usr/bin/env"))
            case "bash", "Scripts/bench":
                let script = words.first == "bash" ? words[1] : words[0]
                guard FileManager.default.isExecutableFile(atPath: TestSupport.root.appendingPathComponent(script).path)
                        || words.first == "bash" && FileManager.default.fileExists(atPath: TestSupport.root.appendingPathComponent(script).path)
                else { return "'\(script)' is no script of the package" }
                continue
            default:
                return "no rule checks '\(command)'"
            }
            if outcome.status != 0 { return "'\(command)' exits \(outcome.status):\n\(outcome.out)\(outcome.err)" }
        }
        return nil
    }

    /// A make fragment, written as the project's Makefile beside `vmgen.mk`, makes its target with the real make and
    /// vmgen (`make TARGET [VARIABLE=value ...]`).
    func checkMake(_ block: DocBlock) throws -> String? {
        guard let target = block.arguments.first else { return "say which target to make" }
        try folder.write(try String(contentsOf: TestSupport.root.appendingPathComponent("Templates/vmgen.mk"), encoding: .utf8), "vmgen.mk")
        try folder.write(block.text + "\n", "Makefile")
        let outcome = try Executable.run(
            ["make", "--no-print-directory", "VMGEN=\(Executable.binary.path)", target] + block.arguments.dropFirst(),
            in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"), timeout: 60)
        return outcome.status == 0 ? nil : "make \(target) exits \(outcome.status):\n\(outcome.out)\(outcome.err)"
    }

    // MARK: Swift

    /// `compile SOURCE FRAMEWORK STYLE [CONTEXT.swift] [tests]`: the block compiles with the generated code of SOURCE
    /// (a fixture's goldens and hand-written files, or a spec of the project generated now), the logic blocks saved
    /// before it, and a context file of `Tests/VMGenTests/DocsContext` declaring what the app would. A block that
    /// `@testable import`s a module is compiled against that module, built from the rest, as a test target is.
    func checkCompile(_ block: DocBlock) throws -> String? {
        let arguments = block.arguments
        guard arguments.count >= 3, let framework = Framework(rawValue: arguments[1]) else {
            return "write 'compile SOURCE FRAMEWORK STYLE [CONTEXT.swift] [tests]'"
        }
        let tests = arguments.contains("tests")
        var files = try generated(arguments[0], framework, arguments[2], tests: tests)
        files += (logic[arguments[0]] ?? [:]).values.sorted()
        // A block that is the logic replaces the fixture's own.
        if block.text.contains("static func transform(") || block.text.contains("static func handle(") {
            files.removeAll { $0.hasSuffix("Logic.swift") }
        }
        if let context = arguments.dropFirst(3).first(where: { $0.hasSuffix(".swift") }) {
            files.append(TestSupport.root.appendingPathComponent("Tests/VMGenTests/DocsContext/\(context)").path)
        }
        let imports = try files.flatMap { try String(contentsOfFile: $0, encoding: .utf8).components(separatedBy: "\n") }
            .filter { $0.hasPrefix("import ") && !block.text.contains($0) }
        let blockFile = scratch.appendingPathComponent("block-\(block.line).swift")
        try (Set(imports).sorted().joined(separator: "\n") + "\n" + block.text + "\n").write(to: blockFile, atomically: true, encoding: .utf8)
        let compiler = try Compiler(folder: scratch.appendingPathComponent("modules"))
        let combine = framework == .combine || arguments[2] == "published"
        if let module = block.text.firstMatch(of: #/@testable import (\w+)/#)?.output.1 {
            let problem = compiler.module(String(module), files, into: scratch.appendingPathComponent("app-\(block.line)"), combine: combine)
                ?? compiler.typecheck([blockFile.path], importing: scratch.appendingPathComponent("app-\(block.line)"), combine: combine)
            if problem == nil { remember(block, for: arguments[0]) }
            return problem
        }
        let problem = compiler.check(files + [blockFile.path], combine: combine)
        if problem == nil { remember(block, for: arguments[0]) }
        return problem
    }

    /// `excerpt SOURCE FRAMEWORK STYLE`: each line of code in the block (without its trailing comment; lines with
    /// `...` left out) stands, in order, in the generated file. `by-framework` in place of FRAMEWORK finds each line in
    /// the framework its comment names (`// rxswift, rxcocoa`).
    func checkExcerpt(_ block: DocBlock) throws -> String? {
        let arguments = block.arguments
        guard arguments.count >= 3 else { return "write 'excerpt SOURCE FRAMEWORK STYLE'" }
        var position: [String: Int] = [:]
        var checked = 0
        for raw in block.text.components(separatedBy: "\n") {
            var code = raw
            var comment = ""
            if let slashes = raw.range(of: "//") {
                code = String(raw[..<slashes.lowerBound])
                comment = String(raw[slashes.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
            let line = Self.normalized(code)
            if line.isEmpty || line.contains("...") { continue }
            let frameworks = arguments[1] == "by-framework"
                ? comment.split(whereSeparator: { ",:( ".contains($0) }).prefix(while: { Framework(rawValue: String($0)) != nil }).map(String.init)
                : [arguments[1]]
            if frameworks.isEmpty { return "'\(raw)' names no framework in its comment" }
            for name in frameworks {
                guard let framework = Framework(rawValue: name) else { return "no framework '\(name)'" }
                let lines = try generated(arguments[0], framework, arguments[2], tests: false)
                    .filter { !$0.hasSuffix("+Logic.swift") && !$0.contains("/Fixtures/") || $0.contains("/Generated/") }
                    .flatMap { try String(contentsOfFile: $0, encoding: .utf8).components(separatedBy: "\n") }.map(Self.normalized)
                let start = position[name] ?? 0
                guard let found = lines[min(start, lines.count)...].firstIndex(where: { $0.contains(line) }) else {
                    return "'\(raw.trimmingCharacters(in: .whitespaces))' is not in what vmgen generates for \(name) (or not in this order)"
                }
                position[name] = found + 1
                checked += 1
            }
        }
        return checked == 0 ? "no line of code to find" : nil
    }

    /// `file PATH`: each line of code in the block stands, in order, in that file of the package (a fixture's logic,
    /// which the compile tests compile with every golden).
    func checkFile(_ block: DocBlock) throws -> String? {
        guard let path = block.arguments.first else { return "say which file" }
        let lines = try String(contentsOf: TestSupport.root.appendingPathComponent(path), encoding: .utf8)
            .components(separatedBy: "\n").map(Self.code)
        var position = 0
        var checked = 0
        for raw in block.text.components(separatedBy: "\n") {
            let line = Self.code(raw)
            if line.isEmpty || line.contains("...") { continue }
            guard let found = lines[min(position, lines.count)...].firstIndex(where: { $0 == line }) else {
                return "'\(raw.trimmingCharacters(in: .whitespaces))' is not in \(path) (or not in this order)"
            }
            position = found + 1
            checked += 1
        }
        return checked == 0 ? "no line to find" : nil
    }

    /// `compiler-errors SPEC FRAMEWORK STYLE`: each line of the block is an error the compiler reports for the code vmgen
    /// generates from SPEC (type-checked alone, against the frameworks' stand-ins), paths as the compiler prints them
    /// from the project's root.
    func checkCompilerErrors(_ block: DocBlock) throws -> String? {
        let arguments = block.arguments
        guard arguments.count == 3, let framework = Framework(rawValue: arguments[1]) else {
            return "write 'compiler-errors SPEC FRAMEWORK STYLE'"
        }
        let output = scratch.appendingPathComponent("errors-\(block.line)")
        let run = try vmgen(["generate", arguments[0], "--framework", framework.rawValue, "--style", arguments[2], "--output",
                             output.path, "--no-cache", "--quiet"])
        guard run.status == 0 else { return "vmgen generate \(arguments[0]) fails:\n\(run.err)" }
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }
            .map { output.appendingPathComponent($0).path }
        let compiler = try Compiler(folder: scratch.appendingPathComponent("modules"))
        let result = Compiler.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-parse-as-library", "-typecheck", "-module-name", "App", "-I", compiler.modules.path] + files, in: folder.url)
        let printed = result.output.components(separatedBy: "\n")
        for line in block.text.components(separatedBy: "\n") where !printed.contains(line) {
            return "the compiler does not say '\(line)'; it says:\n" + result.output
        }
        return nil
    }

    // MARK: What vmgen prints

    /// `diagnostics SPEC`: the block is exactly what vmgen prints for SPEC, a spec block of the document before it.
    func checkDiagnostics(_ block: DocBlock) throws -> String? {
        guard let spec = block.arguments.first else { return "say which spec block's diagnostics these are" }
        let outcome = try vmgen(["generate", spec, "--stdout"])
        guard outcome.status == 1 else { return "vmgen exits \(outcome.status) on \(spec)" }
        let printed = outcome.err.trimmingCharacters(in: .newlines)
        return printed == block.text ? nil : "vmgen prints:\n\(printed)"
    }

    /// `usage COMMAND`: the block is the usage line `vmgen COMMAND --help` prints.
    func checkUsage(_ block: DocBlock) throws -> String? {
        guard let command = block.arguments.first else { return "say which command's usage this is" }
        let help = try vmgen([command, "--help"]).out
        let usage = help.components(separatedBy: "\n").first { $0.hasPrefix("USAGE: ") }.map { String($0.dropFirst(7)) }
        return usage == block.text ? nil : "vmgen \(command) --help says: \(usage ?? help)"
    }

    /// `init [ARGS]`: the block is exactly what `vmgen init ARGS` prints in an empty project of its own.
    func checkInit(_ block: DocBlock) throws -> String? {
        let empty = scratch.appendingPathComponent("init-\(block.line)")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let outcome = try Executable.run(["init"] + block.arguments, in: empty)
        let printed = outcome.out.trimmingCharacters(in: .newlines)
        return outcome.status == 0 && printed == block.text ? nil : "vmgen init prints:\n\(outcome.out)\(outcome.err)"
    }

    /// `grammar`: every quoted terminal of the grammar is a word vmgen's parser knows.
    func checkGrammar(_ block: DocBlock) throws -> String? {
        let folder = TestSupport.root.appendingPathComponent("Sources/VMGenCore")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        let terminals = block.text.matches(of: #/"([^"\s]+)"/#).map { String($0.output.1) }
        for terminal in terminals where !sources.contains(terminal) && !(terminal.hasPrefix("@") && sources.contains(terminal.dropFirst())) { return "vmgen's sources never mention \"\(terminal)\"" }
        return terminals.count < 10 ? "only \(terminals.count) terminals" : nil
    }

    // MARK: Helpers

    private func vmgen(_ arguments: [String]) throws -> Executable.Outcome {
        try Executable.run(arguments, in: folder.url)
    }

    /// The files a compile or an excerpt uses: a fixture's golden of the style (and its hand-written files, and its
    /// test support), or a project spec generated now for the framework and style.
    private func generated(_ source: String, _ framework: Framework, _ style: String, tests: Bool) throws -> [String] {
        if source.hasPrefix("Fixtures/") {
            let fixture = TestSupport.Fixture(name: String(source.dropFirst("Fixtures/".count)))
            guard let parsed = Style(rawValue: style) else { throw DocProblem("no style '\(style)'") }
            func ofStyle(_ folder: URL) -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                    .filter {
                        $0.hasSuffix(".\(style).swift") || $0.hasSuffix(".\(style).testing.swift")
                            || (parsed != .constructor && $0.hasSuffix(".logic.swift"))
                    }.sorted()
                    .map { folder.appendingPathComponent($0).path }
            }
            return ofStyle(fixture.goldenFolder(framework)) + (tests ? ofStyle(fixture.testSupportFolder(framework)) : [])
                + fixture.handWritten(framework, style: parsed).map(\.path)
        }
        let output = scratch.appendingPathComponent("generated/\(source)-\(framework.rawValue)-\(style)")
        var files: [String] = []
        for testSupport in tests ? [false, true] : [false] {
            let folder = output.appendingPathComponent(testSupport ? "tests" : "app")
            let outcome = try vmgen(["generate", source, "--framework", framework.rawValue, "--style", style, "--output", folder.path,
                                     "--no-cache", "--quiet"] + (testSupport ? ["--tests"] : []))
            guard outcome.status == 0 else { throw DocProblem("vmgen generate \(source) fails:\n\(outcome.err)") }
            files += try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { folder.appendingPathComponent($0).path }
        }
        return files
    }

    /// A compiled block that names its file in its first line (`// LoginViewModel+Logic.swift: yours`) is the
    /// project's from then on.
    private func remember(_ block: DocBlock, for source: String) {
        guard let first = block.text.components(separatedBy: "\n").first,
              let name = first.firstMatch(of: #/^// ([\w+]+\.swift)/#)?.output.1 else { return }
        let file = scratch.appendingPathComponent("logic/\(logic.count)/\(name)")
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? block.text.write(to: file, atomically: true, encoding: .utf8)
        logic[source, default: [:]][String(name)] = file.path
    }

    /// A line's code: without its `//` comment, its spaces made one.
    static func code(_ line: String) -> String {
        normalized(line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line)
    }

    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

struct DocProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Compiler {
    /// Builds `files` as module `name` with testing enabled, into `folder`; the compiler's output when it fails.
    func module(_ name: String, _ files: [String], into folder: URL, combine: Bool) -> String? {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = Compiler.swiftc(
            ["-parse-as-library", "-emit-module", "-enable-testing", "-module-name", name, "-emit-module-path",
             folder.appendingPathComponent("\(name).swiftmodule").path, "-I", modules.path] + combineFlags(combine) + files)
        return result.status == 0 ? nil : result.output
    }

    /// Type-checks `files` against the modules in `folder` (a test target against its app).
    func typecheck(_ files: [String], importing folder: URL, combine: Bool) -> String? {
        let result = Compiler.swiftc(
            ["-parse-as-library", "-typecheck", "-module-name", "AppTests", "-I", folder.path, "-I", modules.path]
                + combineFlags(combine) + files)
        return result.status == 0 ? nil : result.output
    }

    private func combineFlags(_ combine: Bool) -> [String] {
        guard combine, case .success(let runtime) = CombineRuntime.shared else { return [] }
        return runtime.compilerFlags
    }
}
