import Foundation
import VMGenCore
import XCTest

/// `transform: @discardableResult transform(input: Input) -> Output`, as apps write it on a `transform` whose result
/// some call sites drop (they call it for its bindings alone): the generated method, the `transform-protocol:`
/// requirement and the fake's method carry it, so those call sites compile without a warning; an attribute of Swift's
/// other than it is a located error.
final class TransformAttributeTests: XCTestCase {
    static func spec(framework: String, transform: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: \(transform)
          transform-protocol: NotesViewModelling
        viewmodel NotesViewModel:
          inputs:
            - refresh
          outputs:
            - notes: [String]

        """
    }

    /// The structs of streams in RxSwift and the one-stream event transform in Combine: each call site that drops the
    /// result compiles without a warning, the generated files too.
    func testTheMethodItsProtocolAndTheFakeCarryItAndCallSitesThatDropTheResultCompileCleanly() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        var jobs: [CompileTests.Job] = []
        let cases: [(String, String, String)] = [
            ("rxswift", "@discardableResult transform(input: Input) -> Output", """
                import RxSwift
                func bind(_ viewModel: NotesViewModel, _ fake: NotesViewModelFake, _ any: any NotesViewModelling) {
                    let input = NotesViewModel.Input(refresh: .never())
                    viewModel.transform(input: input)
                    fake.transform(input: input)
                    any.transform(input: input)
                }

                """),
            ("combine", "@discardableResult transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>", """
                #if canImport(Combine)
                import Combine
                #else
                import OpenCombine
                #endif
                func bind(_ viewModel: NotesViewModel, _ fake: NotesViewModelFake, _ any: any NotesViewModelling) {
                    let input = Empty<NotesViewModel.Input, Never>().eraseToAnyPublisher()
                    viewModel.transform(with: input)
                    fake.transform(with: input)
                    any.transform(with: input)
                }

                """),
        ]
        for (framework, transform, calls) in cases {
            let generated = try GeneratedCase(Self.spec(framework: framework, transform: transform), path: "Notes.vmspec",
                                              into: folder, name: framework)
            XCTAssertTrue(generated.resolved.options.transform.isDiscardable)
            let code = generated.code
            // The view model's method, the protocol's requirement and the fake's method.
            XCTAssertEqual(code.components(separatedBy: "@discardableResult\n").count - 1, 3, "\(framework): \(code)")
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            let app = try generated.write("Calls.swift", calls)
            jobs.append(.init(label: framework, files: generated.files + [logic, app], combine: framework == "combine",
                              strict: [app]))
        }
        for (label, output) in CompileTests.run(jobs, compiler) {
            XCTFail("\(label): does not compile cleanly:\n\(output)")
        }
        // Without it, the same spec generates no attribute: the default stays as it was.
        let plain = Generator.generate([SpecSource(path: "Notes.vmspec", bytes: Array(
            Self.spec(framework: "rxswift", transform: "transform(input: Input) -> Output").utf8))]).files.map(\.contents).joined()
        XCTAssertFalse(plain.contains("@discardableResult"))
    }

    func testAnotherAttributeIsALocatedError() {
        // A global actor is one it takes (`TransformActorTests`); Swift's own attributes are not.
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "rxswift", transform: "@objc transform(input: Input) -> Output")), [
            "t.vmspec:4:14: error: '@objc' is not an attribute the 'transform:' option takes; it takes '@discardableResult'"
                + " and one global actor ('@MainActor')"
                + "\nt.vmspec:4:14: note: write '@discardableResult' or a global actor, or drop the attribute",
        ])
        XCTAssertEqual(TestSupport.diagnostics(Self.spec(framework: "rxswift", transform: "@ transform(input: Input) -> Output")), [
            "t.vmspec:4:15: error: expected an attribute's name after '@'",
        ])
    }
}
