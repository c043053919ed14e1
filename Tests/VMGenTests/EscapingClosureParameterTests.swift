import Foundation
import VMGenCore
import XCTest

/// A closure a function type takes, written `@escaping`: `var onPhotoEditTapped: ((@escaping (UIImage) -> Void) ->
/// Void)?`, a coordinator's trigger that hands the coordinator a completion it keeps until the photo picker returns, as
/// Haruhancut-V2's and iOS07-Soulmate's view models declare it (#32). vmgen dropped `@escaping` wherever a spec wrote
/// it, so the generated property's type was another one, `(((UIImage) -> Void) -> Void)?`: call sites that keep the
/// completion did not compile, an app protocol declaring the property was not conformed to, and `--check` reported the
/// type. A function type's parameter keeps it; at the top of a member's type vmgen still writes it itself where the type
/// stands as a parameter, and a tuple's element or a parenthesised type is never `@escaping`.
final class EscapingClosureParameterTests: XCTestCase {
    func testAFunctionTypesClosureParameterKeepsEscapingAndNothingElseDoes() {
        for (written, canonical) in [
            ("((@escaping (Data) -> Void) -> Void)?", "((@escaping (Data) -> Void) -> Void)?"),
            ("(@escaping(Int)->Void, Int) -> Void", "(@escaping (Int) -> Void, Int) -> Void"),
            ("(_ done: @escaping @Sendable () -> Void) -> Void", "(@escaping @Sendable () -> Void) -> Void"),
            ("[(@escaping () -> Void) -> Void]", "[(@escaping () -> Void) -> Void]"),
            ("() -> (@escaping () -> Void) -> Void", "() -> (@escaping () -> Void) -> Void"),
            // Where Swift takes no `@escaping`: the top of the type (vmgen writes it where the type is a parameter), a
            // tuple's element, a parenthesised type.
            ("@escaping (Int) -> Void", "(Int) -> Void"),
            ("(done: @escaping () -> Void, count: Int)", "(done: () -> Void, count: Int)"),
            ("(@escaping () -> Void)?", "(() -> Void)?"),
        ] {
            let (spec, diagnostics) = SpecParser.parse(Array("viewmodel V:\n  outputs:\n    - value: \(written)\n".utf8), path: "t.vmspec")
            XCTAssertEqual(diagnostics.map(\.formatted), [], written)
            XCTAssertEqual(spec.viewModels.first?.outputs.first?.type.description, canonical, written)
        }
    }

    static func spec(_ framework: Framework, styles: String) -> String {
        """
        options:
          framework: \(framework.name)
          styles: \(styles)
        viewmodel AvatarViewModel:
          dependencies:
            - pick: (@escaping (Int) -> Void) -> Void
          properties:
            - var onPhotoEditTapped: ((@escaping (Int) -> Void) -> Void)?
          inputs:
            - editTapped
          outputs:
            - photo: Int
        """
    }

    /// What a coordinator does with them: keeps the completion it is handed, which only an escaping closure may be.
    static let callSites = """
        @MainActor final class AvatarCoordinator {
            var pending: ((Int) -> Void)?
            func start() -> AvatarViewModel {
                let viewModel = AvatarViewModel(pick: { [weak self] completion in self?.pending = completion })
                viewModel.onPhotoEditTapped = { [weak self] completion in self?.pending = completion }
                return viewModel
            }
        }

        """

    func testTheGeneratedTypesTakeAClosureTheCallerKeeps() throws {
        let generated = Generator.generate([SpecSource(path: "a.vmspec", bytes: Array(Self.spec(.combine, styles: "subject").utf8))])
        XCTAssertEqual(generated.diagnostics.map(\.formatted), [])
        let code = try XCTUnwrap(generated.files.first?.contents)
        for line in ["    var onPhotoEditTapped: ((@escaping (Int) -> Void) -> Void)?\n",
                     "init(pick: @escaping (@escaping (Int) -> Void) -> Void) {"] {
            XCTAssertTrue(code.contains(line), "\(line) in\n\(code)")
        }
    }

    func testTheyCompileWithCallSitesThatKeepTheCompletionInEveryStyleThatDeclaresAClass() throws {
        try assertCompilesInEveryClassStyle(Self.spec, support: Self.callSites)
    }

    /// On OpenCombine: the completion the view model hands the closure a call site set is the one the call site keeps,
    /// and calling it later reaches the view model's side.
    func testTheKeptCompletionIsCalledLater() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try CombineProgram.run(
            spec: Self.spec(.combine, styles: "subject"), path: "Avatar.vmspec", style: .subject, main: """
                var kept: ((Int) -> Void)?
                let viewModel = AvatarViewModel(pick: { completion in kept = completion })
                viewModel.onPhotoEditTapped = { completion in kept = completion }
                var picked: [Int] = []
                viewModel.onPhotoEditTapped?({ picked.append($0) })
                expect(picked, [], "nothing is picked until the picker returns")
                kept?(7)
                expect(picked, [7], "the completion kept is called once the picker returns")
                finishProbeTests()
                """, in: folder, failure: "the escaping completion")
    }

    /// The import carries the property as written, and `--check` finds it the same (it reported the type).
    func testTheImportCarriesItAndCheckFindsItTheSame() throws {
        let source = """
            import RxSwift
            final class ProfileViewModel {
                var onImageEditTapped: ((@escaping (Data) -> Void) -> Void)?
                struct Input { let editTapped: Observable<Void> }
                struct Output { let name: Observable<String> }
                func transform(input: Input) -> Output {
                    Output(name: input.editTapped.map { "" })
                }
            }
            """
        let result = SpecImporter.importFile(source, path: "P.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - var onImageEditTapped: ((@escaping (Data) -> Void) -> Void)?\n"), spec)
        let differences = SurfaceComparison.differences(
            handWritten: source, path: "P.swift", spec: SpecSource(path: "p.vmspec", bytes: Array(spec.utf8)))
        XCTAssertEqual(differences.map(\.formatted), [])
    }
}
