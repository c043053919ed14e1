import Foundation
import VMGenCore
import XCTest

/// `vmgen import --check` against the compiler, on the import fixtures that carry the call sites of their app
/// (`Fixtures/Import/<Name>/Calls.swift`: a small file using the view model as the app's screens do). The call sites
/// compile against the hand-written view model; against the code its imported spec generates they compile exactly
/// when `--check` reports no difference, but the class's own API to move where the fixture's team moved it into an
/// extension of the generated class (`Own.swift`, compiled with the generated code only).
final class ImportCallSiteTests: XCTestCase {
    static let root = TestSupport.root.appendingPathComponent("Fixtures/Import")

    /// The fixtures with call sites.
    static var names: [String] {
        ImportFixtureTests.names.filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/Calls.swift").path)
        }
    }

    func testCallSitesCompileAgainstTheGeneratedCodeExactlyWhenCheckFindsTheSurfacesEqual() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        var differences: [String: [String]] = [:]
        XCTAssertGreaterThanOrEqual(Self.names.count, 3)
        for name in Self.names {
            let swiftPath = "Fixtures/Import/\(name)/\(name).swift"
            let source = try String(contentsOf: Self.root.appendingPathComponent("\(name)/\(name).swift"), encoding: .utf8)
            let support = Self.root.appendingPathComponent("\(name)/Support.swift").path
            let calls = Self.root.appendingPathComponent("\(name)/Calls.swift").path
            let context = try ImportFixtureTests.context(name, root: Self.root)
            let replaced = ImportFixtureTests.replaced(name, root: Self.root)
            let spec = try XCTUnwrap(SpecImporter.importFile(source, path: swiftPath, context: context).specText, name)
            let specSource = SpecSource(path: "\(name).vmspec", bytes: Array(spec.utf8))
            differences[name] = SurfaceComparison.differences(handWritten: source, path: swiftPath, spec: specSource, context: context)
                .map(\.formatted)
            let resolved = try XCTUnwrap(Generator.resolve(specSource).resolved, name)
            let combine = resolved.options.framework == .combine
            jobs.append(.init(label: "\(name) original", files: [support, swiftPathURL(name).path, calls] + replaced, combine: combine))

            let generatedFolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: generatedFolder, withIntermediateDirectories: true)
            // With the team's own extension of the generated class (`Own.swift`), where the members the import says
            // stay the class's own are moved as written: the original declares them itself.
            var files = [support, calls] + ImportFixtureTests.ownExtension(name, root: Self.root)
            let logic = generatedFolder.appendingPathComponent("\(name)+Logic.swift")
            try StubLogic.file(for: resolved.viewModels.map(\.viewModel), framework: resolved.options.framework,
                               style: try XCTUnwrap(resolved.options.styles.first), imports: resolved.options.imports)
                .write(to: logic, atomically: true, encoding: .utf8)
            files.append(logic.path)
            for file in Generator.generate([specSource]).files {
                let url = generatedFolder.appendingPathComponent(file.relativePath)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                files.append(url.path)
            }
            jobs.append(.init(label: "\(name) generated", files: files, combine: combine))
        }
        let failures = Dictionary(CompileTests.run(jobs, compiler), uniquingKeysWith: { a, _ in a })
        for name in Self.names {
            // The call sites compile against the original: the test says something about the generated code only then.
            XCTAssertNil(failures["\(name) original"], "\(name): the original and its call sites do not compile")
            let callsBroken = failures["\(name) generated"].map { output in
                output.split(separator: "\n").contains { $0.contains("Calls.swift:") && $0.contains(": error: ") }
            } ?? false
            let generatedBroken = failures["\(name) generated"] != nil && !callsBroken
            XCTAssertFalse(generatedBroken, "\(name): the generated code does not compile:\n\(failures["\(name) generated"] ?? "")")
            // With `Own.swift`, the class's own API to move is moved: the other differences say whether calls compile.
            let moved = ImportFixtureTests.ownExtension(name, root: Self.root).isEmpty ? [] : differences[name, default: []]
                .filter {
                    $0.contains(ImportFixtureTests.move) || $0.contains(ImportFixtureTests.movesToAFile)
                        || $0.contains(ImportFixtureTests.movesAppProtocol)
                }
            if !moved.isEmpty { differences[name]?.removeAll { moved.contains($0) } }
            // A closure the generated `transform` never calls is a difference call sites compile with: what they pass in
            // it no longer runs.
            differences[name]?.removeAll { $0.contains(ImportFixtureTests.uncalledClosure) }
            // Without `Replaced.swift`, as the team deletes the top-level types the generated file declares in their
            // stead: a change outside call sites, which `--check` reports and `Scripts/roundtrip` counts as a change.
            if !ImportFixtureTests.replaced(name, root: Self.root).isEmpty { differences[name]?.removeAll { $0.contains(ElsewhereTopLevelTypes.reason) } }
            XCTAssertEqual(callsBroken, !differences[name, default: []].isEmpty,
                           "\(name): call sites " + (callsBroken ? "no longer compile" : "compile") + " and --check reports "
                               + "\(differences[name, default: []])\n\(failures["\(name) generated"] ?? "")")
        }
    }

    private func swiftPathURL(_ name: String) -> URL {
        Self.root.appendingPathComponent("\(name)/\(name).swift")
    }
}
