import Foundation
import VMGenCore
import XCTest

/// `- @call var isCompleted: Bool = false`: an input the view calls by setting a property of the transform style's
/// class, as hand-written event transforms keep `var isCompleted = false { didSet { outputSubject.send(...) } }` for
/// a switch to set. The class declares the property with its starting value and an observer that sends each value set
/// (not the starting one) into the logic's stream; the probe sets it on the view model, the fake records each value
/// set among its calls. `Fixtures/Import/ProfileSecurity` runs on OpenCombine
/// (`TransformFixtureBehaviorTests.testTheCombineEventTransformsCalledMethodsReachTheLogicAndComeBackAsCases`).
final class CalledPropertyTests: XCTestCase {
    static func spec(framework: String, signature: String) -> String {
        """
        options:
          framework: \(framework)
          styles: transform
          transform: \(signature)
          transform-protocol: PasswordViewModelling

        viewmodel ChangePasswordViewModel:
          inputs:
            - fetch
            /// Which of the two checks passed; the view sets each.
            - @call var isCompleted: (Bool, Bool) = (false, false)
            - @call var note: String?
            - @call retry
          outputs:
            - updateButtonEnable: Bool

        """
    }

    func testTheClassDeclaresThePropertyWhoseObserverSendsEachValueSet() {
        let text = TestSupport.render(
            Self.spec(framework: "combine", signature: "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            style: .transform)
        for line in [
            "    /// Which of the two checks passed; the view sets each.\n    var isCompleted: (Bool, Bool) = (false, false) {\n"
                + "        didSet {\n            isCompletedSubject.send(isCompleted)\n        }\n    }\n",
            "    var note: String? = nil {\n", "                isCompleted: isCompletedSubject.eraseToAnyPublisher(),\n",
            "    var isCompleted: (Bool, Bool) { get set }\n", "    func retry() {\n",
        ] {
            XCTAssertTrue(text.contains(line), "\(line)\n\(text)")
        }
        XCTAssertFalse(text.contains("case isCompleted"), text)
    }

    /// Combine, RxSwift, RxCocoa and ReactiveSwift, in both forms of the transform style: the view model, its probe
    /// and fake, and a view that sets the property and reads it back compile in Swift 5 and 6.
    func testEachFrameworkCompilesThePropertyItsProbeAndFake() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let compiler = try Compiler(folder: folder.appendingPathComponent("modules"))
        let signatures = [
            ("combine", "transform(with input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never>"),
            ("rxswift", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("rxcocoa", "transform(input: Observable<Input>) -> Observable<Output>"),
            ("reactiveswift", "transform(with input: Signal<Input, Never>) -> Signal<Output, Never>"),
            ("combine-struct", "transform(input: Input) -> Output"),
        ]
        var jobs: [CompileTests.Job] = []
        for (name, signature) in signatures {
            let framework = name.replacingOccurrences(of: "-struct", with: "")
            let generated = try GeneratedCase(Self.spec(framework: framework, signature: signature), into: folder, name: name)
            XCTAssertEqual(generated.formattedDiagnostics, [], name)
            let view = try generated.write("View.swift", """
                func switchChanged(_ viewModel: ChangePasswordViewModel, isOn: Bool) -> Bool {
                    viewModel.isCompleted.1 = isOn
                    viewModel.note = isOn ? nil : "off"
                    return viewModel.isCompleted.0 && viewModel.note == nil
                }
                func testsSet(_ probe: ChangePasswordViewModelProbe, _ fake: ChangePasswordViewModelFake) {
                    probe.inputs.isCompleted((true, true))
                    fake.isCompleted = (true, false)
                    _ = fake.calls
                }

                """)
            let logic = try generated.write("Logic.swift", generated.stubLogic(style: .transform))
            jobs += generated.jobs(name, adding: [logic, view])
        }
        for (label, output) in CompileTests.run(jobs, compiler) { XCTFail("\(label) does not compile:\n\(output)") }
    }

    func testWhatAPropertyCannotSayIsALocatedError() {
        let head = "options:\n  framework: combine\n  styles: transform\n  transform: transform(input: Input) -> Output\nviewmodel V:\n  inputs:\n"
        func diagnostics(_ members: String, styles: String = "transform") -> [String] {
            TestSupport.diagnostics(head.replacingOccurrences(of: "styles: transform", with: "styles: \(styles)") + members)
                .map { String($0.prefix { $0 != "\n" }) }
        }
        XCTAssertEqual(diagnostics("    - @call var count: Int\n"), [
            "t.vmspec:7:27: error: property 'count' needs a starting value: '@call var count: Int = ...'",
        ])
        XCTAssertEqual(diagnostics("    - @call var : Int = 1\n"), [
            "t.vmspec:7:17: error: expected the property's name after '@call var', found ':'",
        ])
        XCTAssertEqual(diagnostics("    - @call count(_ value: Int) = 1\n").first,
            "t.vmspec:7:33: error: '= value' starts a relay or subject input ('@relay', '@subject'), and 'count' is a call"
                + " input: nothing keeps a value")
        XCTAssertEqual(diagnostics("    - @call var count: Int = 1\n", styles: "transform, triplet").first,
            "t.vmspec:7:7: error: '@call' makes the input a method of the transform or subject style's class, and this spec also"
                + " renders the 'triplet' style")
        // Without `@call`, `var` is no input.
        XCTAssertEqual(diagnostics("    - var count: Int = 1\n").first,
            "t.vmspec:7:7: error: an input is written as its method, without 'var': '- count: Int = 1'")
    }

    /// `@call var count: Int = 1` and `@value email: String = ""` read their type and `= value` with one function: a
    /// value that is missing or not closed, and what follows a type, is the same located error in both.
    func testAPropertyAndAValueInputReadTheirTypeAndValueAlike() {
        let spec = "options:\n  framework: combine\n  styles: transform\n  transform: transform(input: Input) -> Output\n"
            + "viewmodel V:\n  inputs:\n    - @call var count: Int =\n    - @value email: String =\n"
            + "    - @call var flag: Bool? junk\n    - @value name: String (\n"
            + "    - @call var pair: (Int, Int) = (1\n    - @value code: Int = (1\n  outputs:\n    - a: Bool\n"
        XCTAssertEqual(TestSupport.diagnostics(spec).map { String($0.prefix { $0 != "\n" }) }, [
            "t.vmspec:7:29: error: expected a default value after '='",
            "t.vmspec:8:29: error: expected a default value after '='",
            "t.vmspec:9:29: error: unexpected 'j' after type 'Bool?'",
            "t.vmspec:10:27: error: unexpected '(' after type 'String'",
            "t.vmspec:11:36: error: '(' is never closed in the default value of 'pair'",
            "t.vmspec:12:26: error: '(' is never closed in the default value of 'code'",
        ])
    }
}
