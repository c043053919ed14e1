import Foundation
import VMGenCore
import XCTest

/// The type names vmgen refuses for a section's typealias are the ones its code writes: this renders every spec of
/// the fixtures and a spec with every member kind, in every style of every framework, with and without test support,
/// collects every type name the code writes that the spec did not (outside comments and string literals), and
/// checks that a typealias of each name is refused, located, in a spec of that framework. A renderer that starts
/// writing a new type name fails here until validation knows it.
final class ReservedTypeNameTests: XCTestCase {
    /// Member kinds the fixtures leave out, for every framework (what a style refuses is dropped view model by view
    /// model, as the hostile-name test does), with types of its own: the standard library's names here are vmgen's.
    static let kinds = """
        options:
          sendable: true
        viewmodel KindsA:
          errors:
            - failed: Text
          inputs:
            - @latest name(_ name: Text)
            - @event tap
            - @relay query(_ text: Text) = Text()
            - @observer picked(_ index: Number)
            - load(page: Number, size: Number)
          outputs:
            - @signal shown: Text
            - @relay current: Number = Number()
            - @subject notice: Text
            - @constant limit: Number
            - @async result: Flag
            - format(_ value: Number) -> Text
          dependencies:
            - service: Number = Number()
        viewmodel KindsB:
          inputs:
            - @driver typed(_ text: Text)
            - @controlEvent tapped
            - @controlProperty text(_ value: Text)
          outputs:
            - @driver title: Text = Text()
            - @failure(Problem) loaded: Number
            - @value busy: Flag = Flag()
        """

    func testEveryTypeNameTheRenderersWriteIsRefusedAsATypealias() throws {
        var specs = try fixtureSpecs()
        specs.append(Self.kinds)
        for framework in Framework.allCases {
            var written: Set<String> = []
            for text in specs {
                written.formUnion(typeNames(writtenFor: text, framework: framework))
            }
            XCTAssertGreaterThan(written.count, 10, "\(framework)")
            for name in written.sorted() {
                let spec = """
                    options:
                      framework: \(framework.name)
                      styles: triplet
                    viewmodel Screen:
                      inputs:
                        - typealias \(name) = Int
                        - tap
                    """
                let errors = TestSupport.diagnostics(spec).filter { $0.contains(": error: ") }
                XCTAssertTrue(
                    errors.contains { $0.hasPrefix("t.vmspec:6:") }, "\(framework): the code writes '\(name)', and a"
                        + " typealias of that name is accepted: \(errors)")
            }
        }
    }

    /// Every public top-level type of the standard library and of `Observation`, as the toolchain's symbol graphs list
    /// them, is refused as a typealias: Swift finds a top-level type before a protocol's typealias, so the class that
    /// conforms would not see the alias (vmgen keeps the list; this reads it again from the toolchain that runs).
    func testTheStandardLibraryListHoldsEveryTopLevelType() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let info = Compiler.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-print-target-info"])
        guard let json = try? JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any],
              let target = (json["target"] as? [String: Any])?["triple"] as? String else {
            throw XCTSkip("no target triple from swiftc -print-target-info")
        }
        let names = try topLevelTypes(of: ["Swift", "Observation"], target: target, in: folder)
        XCTAssertGreaterThan(names.count, 300)
        XCTAssertEqual(acceptedAsTypealiases(names, in: .rxswift), [],
                       "top-level types of the toolchain a typealias may take (StandardLibraryTypeNames)")
    }

    /// And Combine's, as OpenCombine (which the tests compile Combine code against) declares them.
    func testCombinesTopLevelTypesAreRefusedAsTypealiases() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let info = Compiler.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-print-target-info"])
        guard let json = try? JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any],
              let target = (json["target"] as? [String: Any])?["triple"] as? String else {
            throw XCTSkip("no target triple from swiftc -print-target-info")
        }
        let runtime: CombineRuntime
        switch CombineRuntime.shared {
        case .success(let built): runtime = built
        case .failure(let error): throw XCTSkip("OpenCombine could not be built: \(error)")
        }
        let names = try topLevelTypes(of: ["OpenCombine"], target: target, in: folder, flags: runtime.compilerFlags)
        XCTAssertGreaterThan(names.count, 20)
        XCTAssertEqual(acceptedAsTypealiases(names, in: .combine), [],
                       "top-level types of Combine a typealias may take (FrameworkModuleTypeNames.combine)")
    }

    /// And those of the frameworks' stand-ins, which mirror the real modules' API the generated code uses.
    func testTheStandInsTopLevelTypesAreRefusedAsTypealiases() throws {
        let pattern = try NSRegularExpression(
            pattern: "^(?:@[A-Za-z]+ )*(?:public|open) (?:final )?(?:class|struct|enum|protocol|typealias|actor) ([A-Z][A-Za-z0-9_]*)",
            options: .anchorsMatchLines)
        for (module, framework) in [("RxSwift", Framework.rxswift), ("RxRelay", .rxswift), ("RxCocoa", .rxcocoa),
                                    ("ReactiveSwift", .reactiveswift)] {
            let folder = TestSupport.standIns.appendingPathComponent(module)
            var names: Set<String> = []
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    names.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
            XCTAssertGreaterThan(names.count, 2, module)
            XCTAssertEqual(acceptedAsTypealiases(names, in: framework), [],
                           "\(module)'s top-level types a typealias may take (FrameworkModuleTypeNames)")
        }
    }

    /// The public top-level types of `modules`, from their symbol graphs.
    private func topLevelTypes(of modules: [String], target: String, in folder: URL, flags: [String] = []) throws -> Set<String> {
        for module in modules {
            let extract = Compiler.run(URL(fileURLWithPath: "/usr/bin/env"), [
                "swift-symbolgraph-extract", "-module-name", module, "-target", target, "-output-dir", folder.path,
                "-minimum-access-level", "public", "-skip-synthesized-members", "-skip-protocol-implementations",
                "-skip-inherited-docs",
            ] + flags)
            guard extract.status == 0 else { throw XCTSkip("swift-symbolgraph-extract: \(extract.output.prefix(300))") }
        }
        var names: Set<String> = []
        let kinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".symbols.json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let graph = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                guard let path = symbol["pathComponents"] as? [String], path.count == 1, !path[0].hasPrefix("_"),
                      let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String, kinds.contains(kind)
                else { continue }
                names.insert(path[0])
            }
        }
        return names
    }

    /// Those of `names` a section's typealias may take in a triplet of `framework`.
    private func acceptedAsTypealiases(_ names: Set<String>, in framework: Framework) -> [String] {
        names.sorted().filter { name in
            let spec = "options:\n  framework: \(framework.name)\n  styles: triplet\nviewmodel Screen:\n  inputs:\n"
                + "    - typealias \(name) = [Screen]\n    - tap\n"
            return !TestSupport.diagnostics(spec).contains { $0.hasPrefix("t.vmspec:6:") && $0.contains(": error: ") }
        }
    }

    private func fixtureSpecs() throws -> [String] {
        let files = FileManager.default
        guard let walker = files.enumerator(atPath: TestSupport.root.appendingPathComponent("Fixtures").path) else { return [] }
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".vmspec") }.sorted().map {
            try String(contentsOf: TestSupport.root.appendingPathComponent("Fixtures/" + $0), encoding: .utf8)
        }
    }

    /// The type names the code of `text`, rendered in `framework` (every style it has, with and without test
    /// support), writes besides the spec's own: capitalized identifiers that do not follow a `.`, are not in a
    /// comment or a string literal, and do not appear in the spec or begin with one of its view models' names.
    private func typeNames(writtenFor original: String, framework: Framework) -> Set<String> {
        var names: Set<String> = []
        for style in Style.allCases {
            var text = original
            let overrides = { (tests: Bool) in
                OptionOverrides(
                    framework: framework, styles: StyleSelection(styles: [style]), testSupport: tests ? true : nil)
            }
            // Drop what this style refuses, view model by view model, until the rest validates.
            for _ in 0..<10 {
                let source = SpecSource(path: "t.vmspec", bytes: Array(text.utf8))
                let errors = Generator.resolve(source, overrides: overrides(framework.hasTestSupport && style.hasTestSupport))
                    .diagnostics.filter { $0.severity == .error }
                guard let first = errors.first else { break }
                text = Self.removingViewModel(at: first.location.line, from: text)
            }
            let source = SpecSource(path: "t.vmspec", bytes: Array(text.utf8))
            guard let resolved = Generator.resolve(source, overrides: overrides(false)).resolved else { continue }
            let viewModels = resolved.viewModels.map(\.viewModel.name)
            let specWords = Set(Self.identifiers(in: text))
            for tests in framework.hasTestSupport && style.hasTestSupport ? [false, true] : [false] {
                for file in Generator.generate([source], overrides: overrides(tests)).files {
                    let code = Self.code(of: file.contents)
                    let generics = Self.genericParameters(in: code)
                    for name in Self.identifiers(in: code) where name.first!.isUppercase && !generics.contains(name) {
                        if specWords.contains(name) || viewModels.contains(where: { name.hasPrefix($0) }) { continue }
                        names.insert(name)
                    }
                }
            }
        }
        return names
    }

    /// The generic parameters the code declares (`func bind<Value, Failure, Target: Subject>`, `class Recorder<Value>`),
    /// which hide a typealias of their name only where they are used as such.
    static func genericParameters(in code: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "(func|class|struct|enum)\\s+[A-Za-z_][A-Za-z0-9_]*<([^>(]*)>")
        var names: Set<String> = []
        for match in pattern.matches(in: code, range: NSRange(code.startIndex..., in: code)) {
            guard let range = Range(match.range(at: 2), in: code) else { continue }
            for parameter in code[range].split(separator: ",") {
                let name = parameter.split(separator: ":")[0].trimmingCharacters(in: .whitespaces)
                names.insert(name)
            }
        }
        return names
    }

    /// The text without comments and string literals.
    static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var out = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" { out.removeLast(); break }
                if character == "\"" && previous != "\\" { inString.toggle(); previous = character; continue }
                if !inString { out.append(character) }
                previous = character
            }
            return out
        }.joined(separator: "\n")
    }

    /// The identifiers of `text` that do not follow a `.` (a member or a nested type, which no typealias hides).
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty, !afterDot, !current.first!.isNumber { result.append(current) }
                current = ""
            }
            previous = character
        }
        return result
    }

    /// The spec without the view model whose block holds `line`.
    static func removingViewModel(at line: Int, from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var start = min(max(0, line - 1), lines.count - 1)
        while start > 0 && !lines[start].hasPrefix("viewmodel ") { start -= 1 }
        guard lines[start].hasPrefix("viewmodel ") else { return "" }
        var end = start + 1
        while end < lines.count && !lines[end].hasPrefix("viewmodel ") { end += 1 }
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }
}
