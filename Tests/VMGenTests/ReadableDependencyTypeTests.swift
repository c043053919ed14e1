@testable import VMGenCore
import XCTest

/// A stored property call sites read that the initializer sets from a parameter of its name but of another type
/// (`var user: User?` from `init(user: User)`, which the class replaces with what it loads later): a readable
/// dependency would change its type, so it is the dependency of the optional type where the initializer only stores
/// it, and a warning where it stands otherwise, which `--check` reports there, never `- var user: User` in silence.
final class ReadableDependencyTypeTests: XCTestCase {
    static let source = """
        import RxSwift

        protocol ProfileViewModelInputs {
            func refresh()
        }

        protocol ProfileViewModelOutputs {
            var name: Observable<String> { get }
        }

        protocol ProfileViewModelType {
            var inputs: ProfileViewModelInputs { get }
            var outputs: ProfileViewModelOutputs { get }
        }

        final class ProfileViewModel: ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {
            var inputs: ProfileViewModelInputs { return self }
            var outputs: ProfileViewModelOutputs { return self }

            var user: User?
            let name: Observable<String> = .never()

            init(user: User) {
                self.user = user
            }

            func refresh() {}
        }
        """

    private func importAndCheck(_ source: String) throws -> (warnings: [Diagnostic], spec: String, differences: [Diagnostic]) {
        let imported = SpecImporter.importFile(source, path: "ProfileViewModel.swift")
        let spec = try XCTUnwrap(imported.specText)
        let specSource = SpecSource(path: "Profile.vmspec", bytes: Array(spec.utf8))
        XCTAssertEqual(Generator.generate([specSource]).diagnostics.map(\.formatted), [], spec)
        let differences = SurfaceComparison.differences(handWritten: source, path: "ProfileViewModel.swift", spec: specSource)
        return (imported.diagnostics.filter { $0.severity == .warning }, spec, differences)
    }

    /// The parameter's type made optional, which the initializer only stores (`self.user = user`): the dependency of
    /// the property's type, `- var user: User?`, with a note; `--check` finds the surface the same, as every call that
    /// passes a `User` passes it to `User?` (cause #6 of R18c's ranking, where it was a warning and a difference).
    func testAnOptionalSetFromAPlainParameterIsTheDependencyOfTheOptionalType() throws {
        let imported = SpecImporter.importFile(Self.source, path: "ProfileViewModel.swift")
        XCTAssertEqual(imported.diagnostics.map(\.formatted), [
            "ProfileViewModel.swift:20:5: note: 'var user' of 'ProfileViewModel' is imported as the dependency of the type it"
                + " declares, 'User?', which the initializer stores its parameter 'user', a 'User', in: the generated"
                + " initializer takes a 'User?', to which Swift converts what every call site passes, and call sites read"
                + " and set 'user' as before",
        ])
        let (warnings, spec, differences) = try importAndCheck(Self.source)
        XCTAssertEqual(warnings.map(\.formatted), [])
        XCTAssertTrue(spec.contains("  dependencies:\n    - var user: User?\n"), spec)
        XCTAssertEqual(differences.map(\.formatted), [])
        // Call sites make it with a `User`, read it optional and set it to `nil`, as before.
        try assertCompiles(spec, support: """
            import RxSwift
            struct User { var name = "" }
            func callSites() -> String? {
                let viewModel = ProfileViewModel(user: User())
                let name = viewModel.user?.name
                viewModel.user = nil
                return name
            }

            """)
        // Implicitly unwrapped (`var user: User!`) and a `let` (`let user: User?`) alike.
        for (declared, line) in [("var user: User!", "- var user: User!"), ("let user: User?", "- let user: User?")] {
            let (warnings, spec, differences) = try importAndCheck(Self.source.replacingOccurrences(of: "var user: User?", with: declared))
            XCTAssertEqual(warnings.map(\.formatted), [])
            XCTAssertTrue(spec.contains("  dependencies:\n    \(line)\n"), spec)
            XCTAssertEqual(differences.map(\.formatted), [])
        }
    }

    /// `--check` takes a generated initializer's parameter as the hand-written one's only where it is that type made
    /// optional (every call passes it unchanged), never the other way: a plain `User` for a hand-written `User?` would
    /// refuse the calls that pass `nil`.
    func testCheckTakesOnlyAWidenedParameterAsTheSame() throws {
        let handWritten = Self.source.replacingOccurrences(of: "init(user: User)", with: "init(user: User?)")
        let spec = SpecSource(path: "Profile.vmspec", bytes: Array("""
            options:
              framework: rxswift
              styles: triplet

            viewmodel ProfileViewModel:
              dependencies:
                - var user: User
              inputs:
                - refresh
              outputs:
                - name: String

            """.utf8))
        let differences = SurfaceComparison.differences(handWritten: handWritten, path: "ProfileViewModel.swift", spec: spec)
        XCTAssertTrue(differences.contains { $0.location.line == 23 && $0.message.hasPrefix("'init(user: User?)' of 'ProfileViewModel'") },
                      "\(differences.map(\.formatted))")
    }

    /// One whose initializer reads the parameter besides storing it (`if let login = user.login`): the logic would be
    /// handed it optional where the hand-written body read it plain, so it stays a warning and a difference.
    func testAnOptionalTheInitializerReadsBesidesIsAWarningAndADifference() throws {
        let source = Self.source.replacingOccurrences(of: "        self.user = user\n", with: """
                    self.user = user
                    print(user.login)

            """)
        let (warnings, spec, differences) = try importAndCheck(source)
        XCTAssertEqual(warnings.map(\.formatted), [
            "ProfileViewModel.swift:20:5: warning: 'var user' of 'ProfileViewModel' is not imported: it is 'User?', and the"
                + " initializer sets it from its parameter 'user', a 'User', which a spec's dependency stores as it is given;"
                + " the generated class keeps the dependency private, and call sites that read or set 'user' through the"
                + " view model change",
        ])
        XCTAssertTrue(spec.contains("  dependencies:\n    - user: User\n"), spec)
        XCTAssertFalse(spec.contains("var user"), spec)
        XCTAssertEqual(differences.map(\.location.line), [20], "\(differences.map(\.formatted))")
    }

    /// A relay the initializer makes of its parameter (`self.user = BehaviorRelay(value: user)`, which the logic observes
    /// and a screen reads as `viewModel.user.value`): the dependency kept in a relay, `- @relay let user: User`, whose
    /// generated class declares the same relay (`HeldDependencyTests`); where the import used to carry `- let user:
    /// User` in silence, then warned.
    func testARelayMadeOfTheParameterIsTheDependencyKeptInARelay() throws {
        let source = Self.source.replacingOccurrences(of: "var user: User?", with: "let user: BehaviorRelay<User>")
            .replacingOccurrences(of: "self.user = user", with: "self.user = BehaviorRelay(value: user)")
            .replacingOccurrences(of: "import RxSwift", with: "import RxRelay\nimport RxSwift")
        let (warnings, spec, differences) = try importAndCheck(source)
        XCTAssertEqual(warnings.map(\.formatted), [])
        XCTAssertTrue(spec.contains("  dependencies:\n    - @relay let user: User\n"), spec)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    /// Only a relay started with the parameter itself is the dependency kept in one, however the call is spelled; one
    /// started with an expression of it (`user.normalized`, `User.guest`) would start with another value in the
    /// generated class, so it stays a warning and a difference, never `@relay` in silence.
    func testOnlyARelayStartedWithTheParameterItselfIsTheDependencyKeptInARelay() throws {
        func source(_ made: String) -> String {
            Self.source.replacingOccurrences(of: "var user: User?", with: "let user: BehaviorRelay<User>")
                .replacingOccurrences(of: "self.user = user", with: "self.user = \(made)")
                .replacingOccurrences(of: "import RxSwift", with: "import RxRelay\nimport RxSwift")
        }
        for made in ["BehaviorRelay<User>(value: user)", ".init(value: user)", "RxRelay.BehaviorRelay(value:user)"] {
            let (warnings, spec, differences) = try importAndCheck(source(made))
            XCTAssertEqual(warnings.map(\.formatted), [], made)
            XCTAssertTrue(spec.contains("    - @relay let user: User\n"), "\(made):\n\(spec)")
            XCTAssertEqual(differences.map(\.formatted), [], made)
        }
        for made in ["BehaviorRelay(value: user.normalized)", "BehaviorRelay(value: User.guest)",
                     "BehaviorRelay(value: user.copy())", "BehaviorRelay(value: theme.user)", "BehaviorRelay(value: (user))"] {
            let (warnings, spec, differences) = try importAndCheck(source(made))
            XCTAssertFalse(spec.contains("@relay"), "\(made):\n\(spec)")
            // Line 21: the property, below the added `import RxRelay`.
            XCTAssertEqual(warnings.map(\.location.line), [21], "\(made): \(warnings.map(\.formatted))")
            XCTAssertTrue(warnings.first?.message.contains("which the initializer makes of its parameter 'user'") == true,
                          "\(made): \(warnings.map(\.formatted))")
            XCTAssertEqual(differences.map(\.location.line), [21], "\(made): \(differences.map(\.formatted))")
        }
    }

    /// A relay the view model changes later (`user.accept(...)` in a method, or in what the logic binds) is still a relay
    /// that starts with the parameter, which is what call sites see when they make the view model: `@relay`, the
    /// method moving to an extension where it reaches the same relay. One the initializer itself changes after starting
    /// it holds another value when the view model is made, so it stays a warning and a difference (R4's review).
    func testARelayChangedLaterIsKeptInARelayAndOneChangedInTheInitializerIsNot() throws {
        let started = Self.source.replacingOccurrences(of: "var user: User?", with: "let user: BehaviorRelay<User>")
            .replacingOccurrences(of: "self.user = user", with: "self.user = BehaviorRelay(value: user)")
            .replacingOccurrences(of: "import RxSwift", with: "import RxRelay\nimport RxSwift")
        let later = started.replacingOccurrences(of: "    func refresh() {}", with: "    func refresh() { user.accept(user.value) }")
        let (warnings, spec, differences) = try importAndCheck(later)
        XCTAssertEqual(warnings.map(\.formatted), [])
        XCTAssertTrue(spec.contains("  dependencies:\n    - @relay let user: User\n"), spec)
        XCTAssertEqual(differences.map(\.formatted), [])
        // A bare name in the initializer is its parameter, which shadows the relay: reading it changes no relay
        // (SwiftHub's `if let login = user.login {` after `self.user = BehaviorRelay(value: user)`).
        for read in ["if let name = user.name { print(name) }", "user.load { print($0) }"] {
            let readInInit = started.replacingOccurrences(of: "self.user = BehaviorRelay(value: user)\n",
                                                          with: "self.user = BehaviorRelay(value: user)\n        \(read)\n")
            XCTAssertNotEqual(readInInit, started)
            let (warnings, spec, differences) = try importAndCheck(readInInit)
            XCTAssertTrue(spec.contains("  dependencies:\n    - @relay let user: User\n"), "\(read):\n\(spec)")
            XCTAssertEqual(warnings.map(\.formatted), [], read)
            XCTAssertEqual(differences.map(\.formatted), [], read)
        }
        for changed in ["self.user.accept(user)", "self.user.accept(User())", "self?.user.accept(User())"] {
            let inInit = started.replacingOccurrences(of: "self.user = BehaviorRelay(value: user)\n",
                                                      with: "self.user = BehaviorRelay(value: user)\n        \(changed)\n")
            XCTAssertNotEqual(inInit, started)
            let (warnings, spec, differences) = try importAndCheck(inInit)
            XCTAssertFalse(spec.contains("@relay"), "\(changed):\n\(spec)")
            XCTAssertEqual(warnings.map(\.location.line), [21], "\(changed): \(warnings.map(\.formatted))")
            XCTAssertEqual(differences.map(\.location.line), [21], "\(changed): \(differences.map(\.formatted))")
        }
    }

    /// In a spec whose framework has no such relay (RxRelay's `BehaviorRelay` in a Combine view model), the dependency is
    /// stored as it is given, as before, with a warning saying why: never a spec that would not generate.
    func testARelayTheSpecsFrameworkHasNoneOfIsAWarning() throws {
        let source = """
            import Combine
            import RxRelay

            final class ProfileViewModel {
                struct Input { let refresh: AnyPublisher<Void, Never> }
                struct Output { let name: AnyPublisher<String, Never> }

                let user: BehaviorRelay<User>

                init(user: User) {
                    self.user = BehaviorRelay(value: user)
                }

                func transform(input: Input) -> Output { Output(name: Empty().eraseToAnyPublisher()) }
            }
            """
        let imported = SpecImporter.importFile(source, path: "P.swift")
        XCTAssertEqual(imported.diagnostics.filter { $0.severity != .note }.map(\.formatted), [
            "P.swift:10:10: warning: 'user' of 'ProfileViewModel' is kept in a relay that starts with its parameter, which"
                + " '@relay' says in rxswift, rxcocoa, and this spec's framework is combine: the generated class stores the"
                + " parameter as it is given, and call sites that read 'user' through the view model change",
        ])
        let spec = try XCTUnwrap(imported.specText)
        XCTAssertTrue(spec.contains("  dependencies:\n    - user: User\n"), spec)
        XCTAssertEqual(Generator.generate([SpecSource(path: "P.vmspec", bytes: Array(spec.utf8))]).diagnostics.map(\.formatted), [])
    }

    /// One that starts empty (`PublishRelay`), or a stream (`Observable<User>`), is no dependency kept in a relay: a
    /// warning naming both types.
    func testAStreamMadeOfTheParameterIsAWarningAndADifference() throws {
        for (type, made) in [("PublishRelay<User>", "PublishRelay()"), ("Observable<User>", "Observable.just(user)")] {
            let source = Self.source.replacingOccurrences(of: "var user: User?", with: "let user: \(type)")
                .replacingOccurrences(of: "self.user = user", with: "self.user = \(made)")
            let (warnings, spec, differences) = try importAndCheck(source)
            XCTAssertEqual(warnings.map(\.formatted), [
                "ProfileViewModel.swift:20:5: warning: 'let user' of 'ProfileViewModel' is not imported: it is '\(type)',"
                    + " which the initializer makes of its parameter 'user', a 'User', and a spec's dependency stores a"
                    + " parameter as it is given: the generated class would keep 'user' a 'User', and call sites that read"
                    + " 'user' through the view model change",
            ])
            XCTAssertTrue(spec.contains("  dependencies:\n    - user: User\n"), spec)
            XCTAssertEqual(differences.map(\.location.line), [20], "\(differences.map(\.formatted))")
        }
    }

    func testTheSameTypeIsStillAReadableDependency() throws {
        let source = Self.source.replacingOccurrences(of: "var user: User?", with: "var user: User")
        let (warnings, spec, differences) = try importAndCheck(source)
        XCTAssertEqual(warnings.map(\.formatted), [])
        XCTAssertTrue(spec.contains("  dependencies:\n    - var user: User\n"), spec)
        XCTAssertEqual(differences.map(\.formatted), [])
    }

    /// Two spellings that may name one type (`Post.ID`, `Int`): the text does not say they differ, so the readable
    /// dependency stays, of the type the property declares, which call sites read (R4's review: it was the parameter's).
    func testAnotherSpellingIsStillAReadableDependency() throws {
        let source = Self.source.replacingOccurrences(of: "var user: User?", with: "var user: Profile.ID")
        let (warnings, spec, differences) = try importAndCheck(source)
        XCTAssertEqual(warnings.map(\.formatted), [
            "ProfileViewModel.swift:20:5: warning: 'var user' of 'ProfileViewModel' is imported as the dependency of the type"
                + " it declares, 'Profile.ID', and the initializer takes its parameter 'user' as a 'User': the generated"
                + " initializer takes a 'Profile.ID', which call sites pass unchanged where Swift converts what they pass",
        ])
        XCTAssertTrue(spec.contains("  dependencies:\n    - var user: Profile.ID\n"), spec)
        XCTAssertEqual(differences.map(\.location.line), [23], "\(differences.map(\.formatted))")
    }

    /// A property stored from a parameter of another name and another type (`let count: Int` from `countText:
    /// Numeral`, `let store: Storing` from `store: DiskStore`) keeps the type it declares, which call sites read and
    /// which takes what they pass (R4's review: it was imported as the parameter's type, in silence); one that is the
    /// other made optional, only stored, keeps its optional type too, with a note that names the parameter as the
    /// initializer does.
    func testAPropertyKeepsItsTypeWhateverItsParametersNameAndType() throws {
        let source = Self.source.replacingOccurrences(of: "    var user: User?\n", with: """
                let count: Int
                let store: Storing
                var user: User?

            """).replacingOccurrences(of: "    init(user: User) {\n        self.user = user\n", with: """
                init(countText: Numeral, store: DiskStore, account: User) {
                    self.count = countText
                    self.store = store
                    self.user = account

            """)
        let (warnings, spec, differences) = try importAndCheck(source)
        XCTAssertTrue(spec.contains("  dependencies:\n    - let countText count: Int\n    - let store: Storing\n"
            + "    - var account user: User?\n"), spec)
        let retyped = { (property: String, parameter: String, type: String) in
            "warning: '\(property)' of 'ProfileViewModel' is imported as the dependency of the type it declares,"
                + " '\(type)', and the initializer takes its parameter '\(parameter)' as a"
        }
        XCTAssertEqual(warnings.count, 2, "\(warnings.map(\.formatted))")
        XCTAssertTrue(warnings[0].formatted.hasPrefix("ProfileViewModel.swift:20:5: " + retyped("let count", "countText", "Int")
            + " 'Numeral': the generated initializer takes a 'Int', which call sites pass unchanged where Swift converts"
            + " what they pass"), warnings[0].formatted)
        XCTAssertTrue(warnings[1].formatted.hasPrefix("ProfileViewModel.swift:21:5: " + retyped("let store", "store", "Storing")
            + " 'DiskStore'"), warnings[1].formatted)
        // `--check` agrees: the initializer, which takes the first two properties' types (the optional is the same).
        XCTAssertEqual(differences.map(\.location.line), [25], "\(differences.map(\.formatted))")
        // Call sites make it as before and read the properties' types.
        try assertCompiles(spec, support: """
            import RxSwift
            typealias Numeral = Int
            protocol Storing { func load() -> Int }
            final class DiskStore: Storing { func load() -> Int { 1 } }
            struct User {}
            func callSites() -> Int {
                let viewModel = ProfileViewModel(countText: 3, store: DiskStore(), account: User())
                let store: Storing = viewModel.store
                let count: Int = viewModel.count
                viewModel.user = nil
                return store.load() + count
            }

            """)
    }
}
