@testable import VMGenCore
import XCTest

/// The names vmgen derives (a function's name, a joined name, a style's type) spell the same whether the name is
/// ASCII, which takes a fast path by bytes, or not.
final class NameSpellingTests: XCTestCase {
    func testLowerCamel() {
        let cases = [
            ("LoginViewModel", "loginViewModel"), ("URLViewModel", "urlViewModel"), ("URL", "url"), ("A", "a"),
            ("a", "a"), ("loginViewModel", "loginViewModel"), ("X1ViewModel", "x1ViewModel"), ("ABc", "aBc"),
            ("AB_c", "ab_c"), ("AB1", "ab1"), ("", ""), ("_Login", "_Login"), ("ÉcranViewModel", "écranViewModel"),
            ("ÜBERModel", "überModel"), ("Ünïcode", "ünïcode"),
        ]
        for (name, expected) in cases { XCTAssertEqual(Identifier.lowerCamel(name), expected, name) }
    }

    func testCapitalized() {
        let cases = [
            ("username", "Username"), ("Username", "Username"), ("u", "U"), ("", ""), ("_value", "_value"),
            ("1st", "1st"), ("écran", "Écran"), ("e\u{301}cran", "E\u{301}cran"), ("ßig", "SSig"),
        ]
        for (name, expected) in cases { XCTAssertEqual(Identifier.capitalized(name), expected, name) }
    }

    func testStyleTypeNames() {
        let names = StyleNames(viewModel: "SettingsViewModel", styles: [.triplet, .observable, .function])
        XCTAssertEqual(names.typeName(.observable), "SettingsObservableViewModel")
        XCTAssertEqual(names.declared, ["SettingsViewModel", "SettingsViewModelLogic", "SettingsObservableViewModel",
                                        "settingsViewModel"])
        XCTAssertEqual(StyleNames(viewModel: "Settings", styles: [.triplet, .published]).typeName(.published),
                       "SettingsPublished")
        XCTAssertEqual(StyleNames(viewModel: "ViewModel", styles: [.triplet, .subject]).typeName(.subject), "ViewModelSubject")
        XCTAssertEqual(StyleNames(viewModel: "ÉcranViewModel", styles: [.triplet, .subject]).typeName(.subject),
                       "ÉcranSubjectViewModel")
    }
}
