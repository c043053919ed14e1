@testable import VMGenCore
import XCTest

/// A subject-bridged view model whose `input` and `output` its base class declares, generic over the class's own
/// `Input` and `Output` (`final class SignInViewModel: BaseViewModel<SignInViewModel.Input, SignInViewModel.Output>`):
/// the import says where it stands, never silently, and names what to write by hand.
final class InheritedSubjectContractTests: XCTestCase {
    static let base = """
        import RxSwift

        class BaseViewModel<INPUT, OUTPUT> {
            let disposeBag = DisposeBag()
            let input: INPUT
            let output: OUTPUT

            init(input: INPUT, output: OUTPUT) {
                self.input = input
                self.output = output
            }
        }

        """

    static let screen = """
        import RxCocoa
        import RxSwift

        final class SignInVM: BaseViewModel<SignInVM.Input, SignInVM.Output> {
            struct Input {
                let email = BehaviorRelay<String>(value: "")
                let signIn = PublishSubject<Void>()
            }

            struct Output {
                let signInEnabled: Driver<Bool>
            }

            init(service: Int) {
                let input = Input()
                super.init(input: input, output: Output(signInEnabled: input.email.asDriver().map { !$0.isEmpty }))
            }
        }

        """

    func testTheClassIsAWarningWhereItStandsNamingItsBase() throws {
        let context = SpecImporter.declarations(of: Self.base, path: "BaseViewModel.swift")
        let result = SpecImporter.importFile(Self.screen, path: "SignInVM.swift", context: context)
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "SignInVM.swift:4:7: warning: 'SignInVM' is not imported: its 'input' and 'output' are its base class's,"
                + " 'BaseViewModel<SignInVM.Input, SignInVM.Output>', made of its own 'Input' and 'Output': the generated"
                + " subject-style class declares 'let input' and 'let output' itself, which a subclass of that base cannot"
                + " (Swift overrides no stored property), and without the base its other members and the protocols it"
                + " conforms to would go; write the spec by hand ('styles: subject', the members of 'Input' and"
                + " 'Output') if the screens need only 'input' and 'output'",
        ])
        // Unqualified arguments too; the base alone is no view model.
        let unqualified = Self.screen.replacingOccurrences(of: "<SignInVM.Input, SignInVM.Output>", with: "<Input, Output>")
        XCTAssertEqual(SpecImporter.importFile(unqualified, path: "SignInVM.swift").diagnostics.count, 1)
        XCTAssertEqual(SpecImporter.importFile(Self.base, path: "BaseViewModel.swift").diagnostics.map(\.formatted), [])
        // A class of other generic arguments, named as teams name view models, is the warning that vmgen finds no
        // contract of it, never passed over (`ViewModelCandidates`).
        let other = Self.screen.replacingOccurrences(of: "<SignInVM.Input, SignInVM.Output>", with: "<Int, String>")
        XCTAssertEqual(SpecImporter.importFile(other, path: "SignInVM.swift").diagnostics.map(\.message), [
            "'SignInVM' is not imported: vmgen finds no contract of it in this file (a type protocol whose 'inputs' and"
                + " 'outputs' name its protocols, 'XInputs' beside 'XOutputs', 'Input' and 'Output' with a 'transform', or"
                + " 'input' and 'output' of observers and streams)",
        ])
    }

    func testAClassThatDeclaresItsOwnInputAndOutputIsImportedAsBefore() throws {
        let own = Self.screen.replacingOccurrences(of: "    init(service: Int) {", with: """
                let input = Input()
                let output: Output

                init(service: Int) {
            """)
        let result = SpecImporter.importFile(own, path: "SignInVM.swift")
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("its 'input' and 'output' are its base class's") },
                       "\(result.diagnostics.map(\.formatted))")
    }

    /// The base generic over the `Input` and `Output` of an enum beside the class (`final class SettingViewModel:
    /// BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output>`, the base storing `inputs` and
    /// making `outputs` in an overridden `transform()`, as some RxSwift templates write every screen's): one warning
    /// where the class stands, naming the base and the enum, where it used to say vmgen found no contract (#32,
    /// SandsaraApp/sandsara-ios in the twelfth held-out set).
    func testABaseOverAContractEnumsInputAndOutputIsOneWarningNamingBoth() throws {
        let screen = """
            import RxCocoa
            import RxSwift

            enum SettingViewModelContract {
                struct Input { let viewWillAppear: PublishRelay<Void> }
                struct Output { let rows: Driver<[String]> }
            }

            final class SettingViewModel: BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output> {
                override func transform() {
                    setOutput(Output(rows: inputs.viewWillAppear.map { ["Speed", "Lights"] }.asDriver(onErrorJustReturn: [])))
                }
            }

            """
        let result = SpecImporter.importFile(screen, path: "SettingViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [
            "SettingViewModel.swift:9:7: warning: 'SettingViewModel' is not imported: its contract is its base class,"
                + " 'BaseViewModel<SettingViewModelContract.Input, SettingViewModelContract.Output>', generic over the 'Input' and"
                + " 'Output' of 'SettingViewModelContract' beside it: the generated subject-style class declares its own"
                + " 'Input', 'Output', 'let input' and 'let output', which a subclass of that base cannot (Swift overrides no"
                + " stored property), and without the base its other members and the protocols it conforms to would go;"
                + " write the spec by hand ('styles: subject', the members of 'Input' and 'Output') if the screens need only"
                + " the input and output",
        ])
        // Two types' `Input` and `Output`, or a type the file does not declare, are no such contract: no contract found.
        let mixed = screen.replacingOccurrences(of: "SettingViewModelContract.Output>", with: "OtherContract.Output>")
        XCTAssertEqual(SpecImporter.importFile(mixed, path: "SettingViewModel.swift").diagnostics.map(\.message).map {
            $0.contains("vmgen finds no contract of it")
        }, [true])
    }
}
