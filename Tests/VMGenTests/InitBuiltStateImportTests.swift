import Foundation
import VMGenCore
import XCTest

/// State a subject-bridged view model's initializer builds from what it is made with, in types it nests (`self
/// .subViewModels = SubViewModels(list: ListViewModel(), profile: ProfileViewModel(user: dependency.user))`, `self.model
/// = Model(userId: userId)`, as Bappy's, sgs-smooth's and 3dollars' view models write it): `- init let`, as for a value
/// made of the dependencies alone (`InitSetProperties`), since the nested type stays the class's own in an extension of
/// the generated class, where the generated initializer names it the same, and an argument's label names nothing
/// (#32). State the logic reads as well (a binding of the initializer, `transform`, the base class's binding hook, a
/// private method the initializer calls) is `- logic init let`, handed to the generated logic after the initializer
/// sets it; a `var` stays a warning, which says why, and a difference.
final class InitBuiltStateImportTests: XCTestCase {
    static func source(stored: String, set: String, bindings: String = "", members: String = "") -> String {
        """
        import RxSwift
        final class FriendViewModel {
            struct Model {
                let userId: Int
                var isBlocked: Bool
            }
            struct Input { let refresh: AnyObserver<Void> }
            struct Output { let name: Observable<String> }
            let input: Input
            let output: Output
        \(stored)
            var isBlocked = false
            private let refresh$ = PublishSubject<Void>()
            private let disposeBag = DisposeBag()
            init(userId: Int, service: FriendService) {
                \(set)
                input = Input(refresh: refresh$.asObserver())
                output = Output(name: refresh$.flatMap { service.name(of: userId) })
                \(bindings)
            }
        \(members)
        }
        """
    }

    static func check(_ source: String, spec: String) -> [Diagnostic] {
        SurfaceComparison.differences(handWritten: source, path: "F.swift", spec: SpecSource(path: "f.vmspec", bytes: Array(spec.utf8)))
    }

    /// A nested type's initializer, labels named like the class's members (`isBlocked:`) among its arguments: `init
    /// let`, and `--check` finds the property the same.
    func testANestedTypesValueWithLabelsNamedLikeMembersIsInitLet() throws {
        let source = Self.source(stored: "    let model: Model", set: "self.model = Model(userId: userId, isBlocked: false)")
        let result = SpecImporter.importFile(source, path: "F.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertTrue(spec.contains("    - init let model: Model = Model(userId: userId, isBlocked: false)\n"), spec)
        XCTAssertEqual(Self.check(source, spec: spec).filter { $0.location.line == 11 }.map(\.formatted), [])
    }

    /// A bag the initializer makes and its bindings subscribe into is no state the logic reads: carried, as before.
    func testABagTheBindingsSubscribeIntoIsCarried() throws {
        let source = Self.source(stored: "    var bag: DisposeBag", set: "self.bag = DisposeBag()",
                                 bindings: "refresh$.subscribe().disposed(by: bag)")
        let result = SpecImporter.importFile(source, path: "F.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [])
        XCTAssertTrue(try XCTUnwrap(result.specText).contains("    - init var bag: DisposeBag = DisposeBag()\n"))
    }

    /// A dictionary's key is a value, not a label: one named like a member of the class keeps the property a warning.
    func testAKeyNamedLikeAMemberIsNoLabel() throws {
        let source = Self.source(stored: "    let flags: [Bool: Int]", set: "self.flags = [isBlocked: userId]")
        let result = SpecImporter.importFile(source, path: "F.swift")
        XCTAssertTrue(result.diagnostics.contains {
            $0.severity == .warning && $0.location.line == 11
                && $0.message.hasSuffix("its initializer sets it from other than one of its parameters, and a spec property starts with a value")
        }, "\(result.diagnostics.map(\.formatted))")
        XCTAssertFalse(try XCTUnwrap(result.specText).contains("init let"))
    }

    /// Read by the logic, wherever it runs: `- logic init let`, which the generated initializer sets and then hands
    /// the logic, no warning, and `--check` finds the property the same (#32: Bappy's, sgs-smooth's, OnePoint's).
    func testStateTheLogicReadsIsHandedToTheLogic() throws {
        for (bindings, members) in [
            // A binding of the initializer.
            ("refresh$.subscribe(onNext: { [model] in print(model.userId) }).disposed(by: disposeBag)", ""),
            // A private method the initializer calls to set up its bindings.
            ("setBindings()", "    private func setBindings() {\n        refresh$.map { self.model.userId }.subscribe().disposed(by: disposeBag)\n    }"),
        ] {
            let source = Self.source(stored: "    let model: Model", set: "self.model = Model(userId: userId, isBlocked: false)",
                                     bindings: bindings, members: members)
            let result = SpecImporter.importFile(source, path: "F.swift")
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [], bindings)
            let spec = try XCTUnwrap(result.specText)
            // `Model`, which the class nests, through it: the logic, outside the class, names it so.
            XCTAssertTrue(spec.contains("    - logic init let model: FriendViewModel.Model = Model(userId: userId, isBlocked: false)\n"), spec)
            // `struct Model` moves to an extension, as ever; the property is the generated class's.
            XCTAssertEqual(Self.check(source, spec: spec).filter { $0.location.line == 11 }.map(\.formatted), [], bindings)
        }
    }

    /// A `var` the logic reads stays a warning where it stands, and a difference: handed once, the logic would not see
    /// what is set later.
    func testAVarTheLogicReadsStaysAWarningAndADifference() throws {
        let source = Self.source(stored: "    var model: Model", set: "self.model = Model(userId: userId, isBlocked: false)",
                                 bindings: "refresh$.subscribe(onNext: { [model] in print(model.userId) }).disposed(by: disposeBag)")
        let result = SpecImporter.importFile(source, path: "F.swift")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.formatted), [
            "F.swift:11:5: warning: 'var model' of 'FriendViewModel' is not imported: its initializer sets it from its"
                + " parameters and its bindings there read it, which the generated logic is handed once, when the view"
                + " model is made: a 'var' set later would not reach it"])
        let spec = try XCTUnwrap(result.specText)
        XCTAssertFalse(spec.contains("var model"), spec)
        XCTAssertEqual(Self.check(source, spec: spec).map(\.location.line), [3, 11])
        XCTAssertTrue(Self.check(source, spec: spec).last?.message.hasSuffix("is not in the generated code") == true)
    }
}
