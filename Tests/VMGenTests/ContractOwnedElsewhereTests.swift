import XCTest
@testable import VMGenCore

/// A second class of a triplet's contract (a creation screen's `ProfileCreationViewModel` conforming to the protocols
/// that `Profile.swift` declares with its own `ProfileViewModel`): the spec of the protocols' file generates them with
/// that class alone, so the second class is not imported, and the warning names the class and file that own the
/// contract rather than saying that no contract is found.
final class ContractOwnedElsewhereTests: XCTestCase {
    static let protocols = """
        import RxSwift

        protocol ProfileViewModelInputs {
            func nameChanged(_ name: String)
        }

        protocol ProfileViewModelOutputs {
            var name: Observable<String> { get }
        }

        protocol ProfileViewModelType {
            var inputs: ProfileViewModelInputs { get }
            var outputs: ProfileViewModelOutputs { get }
        }

        final class ProfileViewModel: ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {
            var inputs: ProfileViewModelInputs { self }
            var outputs: ProfileViewModelOutputs { self }
            let name: Observable<String>
            init(user: User) { name = .just(user.name) }
            func nameChanged(_ name: String) {}
        }
        """

    func testASecondClassOfTheContractNamesItsOwner() throws {
        for conformance in [": ProfileViewModelType, ProfileViewModelInputs, ProfileViewModelOutputs {\n}",
                            " {\n}\n\nextension ProfileCreationViewModel: ProfileViewModelType {}"] {
            let source = "import RxSwift\n\nfinal class ProfileCreationViewModel" + conformance + "\n"
            let context = SpecImporter.declarations(of: Self.protocols, path: "Profile.swift")
                + SpecImporter.declarations(of: source, path: "ProfileCreation.swift")
            let imported = SpecImporter.importFile(source, path: "ProfileCreation.swift", context: context)
            XCTAssertNil(imported.specText)
            XCTAssertEqual(imported.diagnostics.map(\.formatted), [
                "ProfileCreation.swift:3:7: warning: 'ProfileCreationViewModel' is not imported: it conforms to the protocols"
                    + " of 'ProfileViewModel', which the spec of 'Profile.swift' generates with that class alone; a spec"
                    + " declares one class of a contract",
            ], conformance)
        }
        // The protocols' file imports with its own class, as before.
        let owner = SpecImporter.importFile(Self.protocols, path: "Profile.swift")
        XCTAssertTrue(try XCTUnwrap(owner.specText).contains("viewmodel ProfileViewModel:"))
    }

    /// A class conforming to no contract keeps the warning that none is found.
    func testAClassOfNoContractKeepsTheWarningThatNoneIsFound() {
        let source = "import RxSwift\n\nfinal class SettingsViewModel {\n}\n"
        let context = SpecImporter.declarations(of: Self.protocols, path: "Profile.swift")
        let imported = SpecImporter.importFile(source, path: "Settings.swift", context: context)
        XCTAssertEqual(imported.diagnostics.count, 1)
        XCTAssertTrue(imported.diagnostics[0].formatted.contains("vmgen finds no contract of it in this file"))
    }
}
