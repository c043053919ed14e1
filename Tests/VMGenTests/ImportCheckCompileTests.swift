import Foundation
import VMGenCore
import XCTest

/// `vmgen import --check` agrees with the compiler: for hand-written view models of the shapes the import cannot
/// carry over (generic methods, static requirements, effects, an actor, nested protocols, raw identifiers) and of
/// shapes it can (a plain triplet, one isolated to the main actor, a class the app subclasses), call sites written against
/// the original are compiled against the code the imported spec generates; wherever they no longer compile, `--check`
/// reports a difference, and where it reports none they compile.
final class ImportCheckCompileTests: XCTestCase {
    struct Shape {
        var name: String
        /// The hand-written file, `XX` standing for the shape's name.
        var original: String
        /// Call sites written against the original.
        var calls: String
    }

    static func triplet(
        _ inputs: String, _ implementation: String, classLine: String = "final class", isolated: Bool = false, outputs: String = ""
    ) -> String {
        let actor = isolated ? "@MainActor " : ""
        return """
            import RxSwift
            \(actor)protocol XXViewModelInputs { \(inputs) }
            \(actor)protocol XXViewModelOutputs { var title: Observable<String> { get }\(outputs.isEmpty ? "" : "; " + outputs) }
            \(actor)protocol XXViewModelType {
                var inputs: XXViewModelInputs { get }
                var outputs: XXViewModelOutputs { get }
            }
            \(actor)\(classLine) XXViewModel: XXViewModelType, XXViewModelInputs, XXViewModelOutputs {
                var inputs: XXViewModelInputs { self }
                var outputs: XXViewModelOutputs { self }
                init(service: Int) {}
                \(implementation)
                var title: Observable<String> { .never() }
            }

            """
    }

    static let shapes: [Shape] = [
        Shape(name: "Plain", original: triplet("func tap()", "func tap() {}"),
              calls: "func useXX(_ vm: XXViewModel) { vm.inputs.tap(); _ = vm.outputs.title; _ = XXViewModel(service: 1) }"),
        Shape(name: "Isolated", original: triplet("func tap()", "func tap() {}", isolated: true),
              calls: "@MainActor func useXX(_ vm: XXViewModel) { vm.inputs.tap(); _ = vm.outputs.title }"),
        Shape(name: "Generic", original: triplet("func select<Item: Hashable>(_ item: Item)", "func select<Item: Hashable>(_ item: Item) {}"),
              calls: "func useXX(_ vm: XXViewModel) { vm.inputs.select(\"a\") }"),
        Shape(name: "Static", original: triplet("static func make()", "static func make() {}"),
              calls: "func useXX() { XXViewModel.make() }"),
        Shape(name: "Effects", original: triplet("func load() async throws", "func load() async throws {}"),
              calls: "func useXX(_ vm: XXViewModel) async throws { try await vm.inputs.load() }"),
        Shape(name: "GenericOutput", original: triplet("func tap()", "func tap() {}\n    func choose<T>(_ x: T) -> Bool { true }",
                                                       outputs: "func choose<T>(_ x: T) -> Bool"),
              calls: "func useXX(_ vm: XXViewModel) { _ = vm.outputs.choose(1) }"),
        Shape(name: "Actor", original: triplet("func tap()", "nonisolated func tap() {}", classLine: "actor")
                .replacingOccurrences(of: "    var inputs", with: "    nonisolated var inputs")
                .replacingOccurrences(of: "    var outputs", with: "    nonisolated var outputs")
                .replacingOccurrences(of: "    var title", with: "    nonisolated var title"),
              calls: "func useXX(_ vm: XXViewModel) { let _: any Actor = vm }"),
        Shape(name: "Subclassed", original: triplet("func tap()", "func tap() {}", classLine: "class"),
              calls: "final class SpecialXX: XXViewModel {}"),
        Shape(name: "RawIdentifier", original: triplet("func `tap twice`()", "func `tap twice`() {}"),
              calls: "func useXX(_ vm: XXViewModel) { vm.inputs.`tap twice`() }"),
        Shape(name: "Nested", original: """
            import RxSwift
            enum XXLogin {
                protocol ViewModelInputs { func tap() }
                protocol ViewModelOutputs { var title: Observable<String> { get } }
                protocol ViewModelType {
                    var inputs: ViewModelInputs { get }
                    var outputs: ViewModelOutputs { get }
                }
            }
            final class XXViewModel: XXLogin.ViewModelType, XXLogin.ViewModelInputs, XXLogin.ViewModelOutputs {
                var inputs: XXLogin.ViewModelInputs { self }
                var outputs: XXLogin.ViewModelOutputs { self }
                init(service: Int) {}
                func tap() {}
                var title: Observable<String> { .never() }
            }

            """, calls: "func useXX(_ vm: any XXLogin.ViewModelType) { vm.inputs.tap() }"),
    ]

    func testCheckReportsADifferenceWhereverCallSitesOfTheOriginalNoLongerCompile() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var originals: [String] = []
        var regenerated: [String] = []
        var differences: [String: [String]] = [:]
        for shape in Self.shapes {
            func named(_ text: String) -> String { text.replacingOccurrences(of: "XX", with: shape.name) }
            let shapeFolder = folder.appendingPathComponent(shape.name)
            try FileManager.default.createDirectory(at: shapeFolder, withIntermediateDirectories: true)
            let source = named(shape.original)
            let original = shapeFolder.appendingPathComponent("\(shape.name)Original.swift")
            try source.write(to: original, atomically: true, encoding: .utf8)
            let calls = shapeFolder.appendingPathComponent("\(shape.name)Calls.swift")
            try ("import RxSwift\n" + named(shape.calls) + "\n").write(to: calls, atomically: true, encoding: .utf8)
            originals += [original.path, calls.path]
            regenerated.append(calls.path)

            let imported = SpecImporter.importFile(source, path: "\(shape.name).swift")
            XCTAssertEqual(imported.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], shape.name)
            let spec = SpecSource(path: "\(shape.name).vmspec", bytes: Array(try XCTUnwrap(imported.specText, shape.name).utf8))
            differences[shape.name] = SurfaceComparison.differences(handWritten: source, path: "\(shape.name).swift", spec: spec)
                .map(\.formatted)
            let generated = Generator.generate([spec])
            XCTAssertEqual(generated.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], shape.name)
            let resolved = try XCTUnwrap(Generator.resolve(spec).resolved, shape.name)
            let logic = shapeFolder.appendingPathComponent("\(shape.name)+Logic.swift")
            try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework)
                .write(to: logic, atomically: true, encoding: .utf8)
            regenerated.append(logic.path)
            for file in generated.files {
                let url = shapeFolder.appendingPathComponent(file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                regenerated.append(url.path)
            }
        }
        let results = CompileTests.run([(label: "originals", files: originals), (label: "generated", files: regenerated)], compiler)
        // The call sites compile against the originals: the test says something about the generated code only then.
        XCTAssertNil(results.first { $0.0 == "originals" }.map(\.1), "the originals and their call sites do not compile")
        let output = results.first { $0.0 == "generated" }?.1 ?? ""
        for shape in Self.shapes {
            let broken = output.split(separator: "\n").contains { $0.contains("\(shape.name)Calls.swift:") && $0.contains(": error: ") }
            if broken {
                XCTAssertFalse(differences[shape.name, default: []].isEmpty,
                               "\(shape.name): call sites no longer compile, and --check reports no difference:\n\(output)")
            }
            if differences[shape.name, default: []].isEmpty {
                XCTAssertFalse(broken, "\(shape.name): --check reports no difference, and call sites no longer compile")
            }
        }
        // The shapes the import carries over compile and differ in nothing; every other one differs.
        let carried = ["Plain", "Isolated", "Subclassed"]
        for name in carried {
            XCTAssertEqual(differences[name], [], name)
        }
        for shape in Self.shapes where !carried.contains(shape.name) {
            XCTAssertFalse(differences[shape.name, default: []].isEmpty, shape.name)
        }
    }
}
