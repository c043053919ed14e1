import Foundation
import VMGenCore
import XCTest

/// The constructor style's fake: a struct of the values the view shows, which a view that depends on a protocol of
/// `conforms:` takes in place of the view model, with no extension written by hand.
final class ConstructorFakeTests: XCTestCase {
    func testTheConstructorFakeIsAValueTheViewTakesThroughConforms() throws {
        let spec = """
            options:
              framework: combine
              styles: constructor
              conforms: CellShowing

            viewmodel CellViewModel:
              inputs:
                - configure(title: String)
              outputs:
                - title: String
                - @async thumbnail: Int
            """
        let source = SpecSource(path: "t.vmspec", bytes: Array(spec.utf8))
        let views = Generator.generate([source])
        let tests = Generator.generate([source], overrides: OptionOverrides(testSupport: true))
        XCTAssertEqual((views.diagnostics + tests.diagnostics).map(\.formatted), [])
        let support = try XCTUnwrap(tests.files.first).contents
        XCTAssertTrue(support.contains("struct CellViewModelFake: CellShowing {"), support)
        XCTAssertTrue(support.contains("    var title: String\n"), support)
        XCTAssertTrue(support.contains("    var thumbnail: AnyPublisher<Int, Never>\n"), support)

        let folder = try TestSupport.temporaryFolder(self)
        var paths: [String] = []
        for file in views.files + tests.files {
            let url = folder.appendingPathComponent(file.relativePath)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let app = folder.appendingPathComponent("App.swift")
        try """
            import Foundation
            #if canImport(Combine)
            import Combine
            #else
            import OpenCombine
            #endif
            import XCTest

            protocol CellShowing {
                var title: String { get }
                var thumbnail: AnyPublisher<Int, Never> { get }
            }

            extension CellViewModelLogic {
                static func transform(_ input: Input) -> Output {
                    Output(title: input.configure, thumbnail: Empty().eraseToAnyPublisher())
                }
            }

            /// A cell that shows any `CellShowing`: the view model in the app, the fake in a view test.
            func caption(of cell: some CellShowing) -> String { cell.title }

            func usesBoth() -> [String] {
                let fake = CellViewModelFake(title: "Tent", thumbnail: Just(0).eraseToAnyPublisher())
                return [caption(of: CellViewModel(title: "Tent")), caption(of: fake)]
            }
            """.write(to: app, atomically: true, encoding: .utf8)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        XCTAssertNil(compiler.check(paths + [app.path], combine: true))
    }
}
