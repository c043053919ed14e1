@testable import VMGenCore
import XCTest

/// A view model whose `Input` and `Output` hold the app's own value box (`class Observable<T>` with `var value: T {
/// didSet { ... } }` and `func bind(closure:)`), which shadows RxSwift's name: never read as RxSwift's `Observable`,
/// refused with one warning where the class stands, naming the box and where it is declared.
final class AppValueBoxImportTests: XCTestCase {
    static let box = """
        import Foundation

        final class Observable<T> {
            private var listener: ((T) -> Void)?

            var value: T {
                didSet { listener?(value) }
            }

            init(_ value: T) {
                self.value = value
            }

            func bind(_ listener: @escaping (T) -> Void) {
                listener(value)
                self.listener = listener
            }

            func lazyBind(_ listener: @escaping (T) -> Void) {
                self.listener = listener
            }
        }

        """

    static let screen = """
        import Foundation

        final class NicknameViewModel {
            struct Input {
                let doneTapped: Observable<Void?> = Observable(nil)
                var nickname = Observable("")
            }

            struct Output {
                let message = Observable("")
                let isValid: Observable<Bool> = Observable(false)
            }

            let input = Input()
            let output = Output()

            init() {
                input.nickname.lazyBind { [weak self] text in
                    self?.output.isValid.value = (2...10).contains(text.count)
                }
            }
        }

        """

    static func expected(_ place: String, members: Int = 4, groups: String = "'Input' and 'Output' are") -> String {
        "NicknameViewModel.swift:3:7: warning: 'NicknameViewModel' is not imported: its \(groups) made of the app's own"
            + " value box 'Observable' (\(members) members), \(place): a value the view sets ('.value = ...') and binds"
            + " closures to, not RxSwift's or another framework's stream; vmgen's frameworks (rxswift, rxcocoa,"
            + " reactiveswift, combine, closures, async) generate no such box, and read as streams every call site"
            + " would change"
    }

    func testAViewModelOfTheAppsBoxIsAWarningWhereItStandsNamingTheBoxsFile() {
        let context = SpecImporter.declarations(of: Self.box, path: "Utilities/Observable.swift")
        let result = SpecImporter.importFile(Self.screen, path: "NicknameViewModel.swift", context: context)
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.viewModelCount, 0)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [Self.expected("declared in Observable.swift:3:7")])
    }

    func testAnInputNestedInAnExtensionIsReadToo() {
        let screen = """
            import Foundation

            final class NicknameViewModel {
                let input = Input()
                let output = Output()
            }

            extension NicknameViewModel {
                struct Input {
                    let doneTapped: Observable<Void?> = Observable(nil)
                }

                struct Output {
                    let message: Observable<String> = Observable("")
                }
            }

            """
        let result = SpecImporter.importFile(screen, path: "NicknameViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [Self.expected(
            "declared in a file vmgen was not given (made with 'Observable(...)', which RxSwift's never is)", members: 2)])
    }

    func testTheBoxDeclaredInTheSameFileIsFoundThere() {
        let result = SpecImporter.importFile(Self.box + Self.screen.replacingOccurrences(of: "import Foundation\n", with: ""),
                                             path: "NicknameViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(result.diagnostics[0].message.contains("declared in NicknameViewModel.swift:3:7:"),
                      result.diagnostics[0].message)
    }

    func testRxSwiftsNameInAFileThatImportsNoRxSwiftIsTheAppsBoxNotGiven() {
        // Before: the `Output`'s `Observable<Bool>` was read as RxSwift's, an output of 'framework: rxswift'.
        let result = SpecImporter.importFile(Self.screen, path: "NicknameViewModel.swift")
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [Self.expected(
            "declared in a file vmgen was not given (made with 'Observable(...)', which RxSwift's never is)")])
    }

    func testRxSwiftsObservableInAFileOfAnAppThatExportsRxSwiftElsewhereIsStillAStream() {
        // `@_exported import RxSwift` in another file: this one imports nothing, and its `Observable` is RxSwift's,
        // made by no initializer.
        let screen = """
            final class NicknameViewModel {
                struct Input {
                    let doneTapped: AnyObserver<Void>
                }

                struct Output {
                    let isValid: Observable<Bool>
                }

                let input: Input
                let output: Output

                init() {
                    let done = PublishSubject<Void>()
                    input = Input(doneTapped: done.asObserver())
                    output = Output(isValid: done.map { true })
                }
            }

            """
        let result = SpecImporter.importFile(screen, path: "NicknameViewModel.swift")
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("value box") }, "\(result.diagnostics)")
        XCTAssertEqual(result.viewModelCount, 1)
        XCTAssertTrue(AppValueBoxes.isMade("Observable<Int>(0)", name: "Observable"))
        XCTAssertFalse(AppValueBoxes.isMade("Observable.just(0)", name: "Observable"))
    }

    func testABoxOfAnotherNameIsFoundByItsShapeAndOneGroupIsNamed() {
        let box = Self.box.replacingOccurrences(of: "Observable", with: "Bindable")
        let screen = """
            import Foundation

            final class NicknameViewModel {
                struct Input {
                    let doneTapped: Bindable<Void> = Bindable(())
                }

                struct Output {
                    var message: String = ""
                }

                let input = Input()
                var output = Output()
            }

            """
        let result = SpecImporter.importFile(screen, path: "NicknameViewModel.swift",
                                             context: SpecImporter.declarations(of: box, path: "Bindable.swift"))
        XCTAssertNil(result.specText)
        XCTAssertEqual(result.diagnostics.map(\.formatted), [Self.expected(
            "declared in Bindable.swift:3:7", members: 1, groups: "'Input' is")
            .replacingOccurrences(of: "'Observable' (1 members)", with: "'Bindable' (1 member)")])
        // Without the box's declaration, a name other than RxSwift's is not guessed at: no box warning.
        XCTAssertFalse(SpecImporter.importFile(screen, path: "NicknameViewModel.swift").diagnostics
            .contains { $0.message.contains("value box") })
    }

    func testRxSwiftsObservableInAFileThatImportsRxSwiftIsStillAStream() {
        let screen = """
            import RxSwift

            final class NicknameViewModel {
                struct Input {
                    let doneTapped: AnyObserver<Void>
                }

                struct Output {
                    let isValid: Observable<Bool>
                }

                let input: Input
                let output: Output

                init() {
                    let done = PublishSubject<Void>()
                    input = Input(doneTapped: done.asObserver())
                    output = Output(isValid: done.map { true })
                }
            }

            """
        // Even beside another app's box of that name, as a folder of several apps holds.
        let result = SpecImporter.importFile(screen, path: "NicknameViewModel.swift",
                                             context: SpecImporter.declarations(of: Self.box, path: "Observable.swift"))
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("value box") }, "\(result.diagnostics)")
        XCTAssertEqual(result.viewModelCount, 1)
        XCTAssertTrue(result.specText?.contains("isValid: Bool") == true, result.specText ?? "no spec")
    }
}

extension AppValueBoxImportTests {
    /// Beside a view model of RxSwift's streams in one file, the one made of the box is refused where it stands and
    /// the other imported: which `Observable` is which is said by how each member makes it.
    func testTheBoxBesideRxSwiftsStreamsInOneFileIsToldApartByItsInitializer() {
        // In a file that imports RxSwift too: the box is the one its members make with an initializer.
        let reader = """
            final class ReaderViewModel {
                struct Input {
                    let refresh: AnyObserver<Void>
                }

                struct Output {
                    let title: Observable<String>
                }

                let input: Input
                let output: Output

                init() {
                    let refresh = PublishSubject<Void>()
                    input = Input(refresh: refresh.asObserver())
                    output = Output(title: refresh.map { "" })
                }
            }

            """
        let source = Self.screen.replacingOccurrences(of: "import Foundation\n", with: "import Foundation\nimport RxSwift\n")
            + reader
        let result = SpecImporter.importFile(source, path: "NicknameViewModel.swift",
                                             context: SpecImporter.declarations(of: Self.box, path: "Observable.swift"))
        XCTAssertEqual(result.viewModelCount, 1, "\(result.diagnostics)")
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("made of the app's own value box 'Observable'") })
        XCTAssertTrue(result.specText?.contains("viewmodel ReaderViewModel:") == true, result.specText ?? "no spec")
        XCTAssertTrue(result.specText?.contains("title: String") == true, result.specText ?? "no spec")
        XCTAssertFalse(result.specText?.contains("NicknameViewModel:") == true)
    }
}
