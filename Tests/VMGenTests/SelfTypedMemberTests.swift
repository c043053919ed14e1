import Foundation
import VMGenCore
import XCTest

/// A member whose type names the view model itself (`openContents: Driver<ContentsViewModel>`, a file browser whose
/// screen opens another of its kind): in a spec of one style whose view model is a type, the name is the generated
/// type, as it is the hand-written one; the import carries it as written.
final class SelfTypedMemberTests: XCTestCase {
    static func spec(framework: String, style: String) -> String {
        """
        options:
          framework: \(framework)
          styles: \(style)
        viewmodel ContentsViewModel:
          dependencies:
            - path: String
            - parent: ContentsViewModel? = nil
          inputs:
            - select(_ index: Int)
          outputs:
            - title: String
            - openContents: ContentsViewModel

        """
    }

    /// Each style whose view model is a type compiles with its test support, and with a call site that hands the
    /// opened view model on as the view model it is.
    func testEachStyleWithATypeCompilesWithItsTestSupport() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        let cases: [(String, Style, String)] = [
            ("rxcocoa", .transform, """
                import RxCocoa
                import RxSwift
                func open(_ viewModel: ContentsViewModel, select: Observable<Int>) -> Driver<ContentsViewModel> {
                    viewModel.transform(input: ContentsViewModel.Input(select: select)).openContents
                }
                """),
            ("rxswift", .triplet, """
                import RxSwift
                func open(_ viewModel: ContentsViewModel) -> Observable<ContentsViewModel> { viewModel.outputs.openContents }
                """),
            ("combine", .subject, ""), ("combine", .transform, ""), ("combine", .observable, ""), ("combine", .published, ""),
        ]
        for (framework, style, calls) in cases {
            let text = Self.spec(framework: framework, style: style.rawValue)
            let generated = try GeneratedCase(text, path: "Contents.vmspec", into: folder, name: "\(framework)-\(style)")
            let code = generated.code
            XCTAssertTrue(code.contains("ContentsViewModel>") || code.contains(": ContentsViewModel\n"), "\(framework) \(style)")
            var files = generated.files
            files.append(try generated.write("Logic.swift", generated.stubLogic(style: style)))
            if !calls.isEmpty { files.append(try generated.write("Calls.swift", calls)) }
            jobs.append(.init(label: "\(framework) \(style)", files: files, combine: framework == "combine"))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label): does not compile:\n\(output)")
        }
    }

    /// Where the spec renders no such type, or several, the name is refused where the view model is named.
    func testWhereTheSpecRendersNoTypeOfThatNameItIsALocatedError() {
        let note = "\nt.vmspec:4:11: note: generate one style for this view model (triplet, subject, transform, observable or"
            + " published), or name the app's type otherwise, or qualify it with its module"
        let prefix = "t.vmspec:4:11: error: view model 'ContentsViewModel' names itself in the type of one of its members, which"
            + " means its generated type, and "
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "rxswift", style: "function")),
                       [prefix + "the function style declares a function, not a type" + note])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "combine", style: "constructor")),
                       [prefix + "the constructor style's struct would hold a value of itself" + note])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "rxswift", style: "triplet, transform")),
                       [prefix + "this spec renders 2 styles, each a type of its own" + note])
        // Qualified by its module, it is the app's type of that name.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "rxswift", style: "function")
            .replacingOccurrences(of: "openContents: ContentsViewModel", with: "openContents: Browser.ContentsViewModel")
            .replacingOccurrences(of: "parent: ContentsViewModel?", with: "parent: Browser.ContentsViewModel?")), [])
    }

    /// The import reads `Driver<ContentsViewModel>` as written, and `--check` finds the surface the same.
    func testTheImportCarriesItAndCheckFindsTheSurfaceTheSame() throws {
        let source = """
            import RxCocoa
            import RxSwift

            final class ContentsViewModel {
                struct Input {
                    let selection: Driver<Int>
                }

                struct Output {
                    let items: Driver<[String]>
                    let openContents: Driver<ContentsViewModel>
                }

                init(path: String) {}

                func transform(input: Input) -> Output {
                    fatalError()
                }
            }

            """
        let imported = SpecImporter.importFile(source, path: "Contents.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("    - openContents: ContentsViewModel\n"), spec)
        let check = SurfaceComparison.differences(handWritten: source, path: "Contents.swift", spec: SpecSource(path: "C.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(check.map(\.formatted), [])
    }
}
