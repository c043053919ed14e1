import Foundation
import VMGenCore
import XCTest

/// `app-types: RecipeListInput, RecipeListOutput` (#32) on the ordinary transform: the input and output structs the
/// app declares at the top level of a file of its own (beside the protocol its view model conforms to). The generated
/// file declares neither: the method reads the app's input struct into the logic's and makes the app's output struct
/// of the logic's streams, so the app's file stays as written.
final class AppTypesStructTransformTests: XCTestCase {
    static func spec(framework: String, options: String = "  app-types: RecipeListInput, RecipeListOutput\n") -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: transform(input: RecipeListInput) -> RecipeListOutput
        \(options)
        viewmodel RecipeListViewModel:
          dependencies:
            - store: RecipeStore
          inputs:
            - refresh
            - select(_ index: Int)
          outputs:
            - titles: [String]
            - chosen: String
        """
    }

    /// The app's file: its two structs of streams, as the view hands and binds them.
    static func appFile(_ framework: String) -> String {
        let (imports, stream) = framework == "combine"
            ? ("#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif", { "AnyPublisher<\($0), Never>" })
            : ("import RxSwift", { (element: String) in "Observable<\(element)>" })
        return """
            \(imports)

            protocol RecipeStore: Sendable {}

            struct RecipeListInput {
                let refresh: \(stream("Void"))
                let select: \(stream("Int"))
            }

            struct RecipeListOutput {
                let titles: \(stream("[String]"))
                let chosen: \(stream("String"))
            }

            """
    }

    /// No struct or typealias of those names in the generated file: the method takes the app's and makes the app's.
    func testTheGeneratedFileDeclaresNeitherStructAndMakesTheApps() {
        let text = TestSupport.render(Self.spec(framework: "combine"), style: .transform)
        for line in [
            "func transform(input: RecipeListInput) -> RecipeListOutput {",
            "let streams = RecipeListViewModelLogic.Input(refresh: input.refresh, select: input.select)",
            "return RecipeListOutput(",
            "titles: output.titles.share().eraseToAnyPublisher(),",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        for declaration in ["struct RecipeListInput", "struct RecipeListOutput", "typealias RecipeListInput", "typealias RecipeListOutput"] {
            XCTAssertFalse(text.contains(declaration), "\(declaration)\n\(text)")
        }
        // Only the output struct the app's: the input struct is the generated class's, as without the option.
        let outputOnly = TestSupport.render(Self.spec(framework: "combine", options: "  app-types: RecipeListOutput\n"), style: .transform)
        XCTAssertTrue(outputOnly.contains("typealias RecipeListInput = RecipeListViewModelLogic.Input"), outputOnly)
        XCTAssertFalse(outputOnly.contains("struct RecipeListOutput"), outputOnly)
    }

    /// Combine and RxSwift: the generated view model with its probe and fake, a stub logic and the app's own file compile
    /// in Swift 5 and 6.
    func testEachFrameworkCompilesAgainstTheAppsStructs() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        for framework in ["combine", "rxswift"] {
            let generated = try GeneratedCase(Self.spec(framework: framework), into: folder, name: framework)
            XCTAssertEqual(generated.formattedDiagnostics, [], framework)
            for declaration in ["struct RecipeListInput", "struct RecipeListOutput", "RecipeListViewModel.RecipeList"] {
                XCTAssertFalse(generated.code.contains(declaration), "\(framework): \(declaration)\n\(generated.code)")
            }
            let app = try generated.write("App.swift", Self.appFile(framework))
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            jobs += generated.jobs(framework, adding: [app, logic])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    /// A name that is neither struct of the ordinary transform is a located error where the option stands.
    func testANameOfNeitherStructIsALocatedError() {
        let text = Self.spec(framework: "combine", options: "  app-types: RecipeListInput, Other\n")
        XCTAssertEqual(TestSupport.diagnostics(text).filter { $0.contains("error:") }.map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:5:14: error: 'app-types:' names 'Other', which is neither the input struct 'RecipeListInput' nor the"
                + " output struct 'RecipeListOutput' of 'transform:'",
        ])
    }

    /// A `@value` output makes the view's output a class the generated file declares (`ObservableObject`), which would
    /// declare the app's own output struct's name again: a located error naming each such output, in one run; with only
    /// the input struct the app's, the same spec generates.
    func testAValueOutputBesideTheAppsOutputStructIsALocatedError() {
        let text = Self.spec(framework: "combine").replacingOccurrences(
            of: "    - chosen: String", with: "    - @value count: Int = 0\n    - @value isLoading: Bool = false")
        let errors = TestSupport.diagnostics(text).filter { $0.contains("error:") }.map { String($0.prefix { $0 != "\n" }) }
        XCTAssertEqual(errors, ["count", "isLoading"].map {
            "t.vmspec:5:14: error: 'app-types:' names 'RecipeListOutput', the app's own output struct, and '@value' output"
                + " '\($0)' of 'RecipeListViewModel' makes the view's output a class the generated file declares under that"
                + " name (an 'ObservableObject' whose values the view reads)"
        })
        let inputOnly = text.replacingOccurrences(of: "app-types: RecipeListInput, RecipeListOutput", with: "app-types: RecipeListInput")
        XCTAssertEqual(TestSupport.diagnostics(inputOnly).filter { $0.contains("error:") }, [])
    }
}
