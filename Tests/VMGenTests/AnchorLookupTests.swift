@testable import VMGenCore
import XCTest

/// The lookups that rendering and the directives' origins make for each name, read as bytes: they answer as the
/// spelled-out definitions do (a keyword is one of `Identifier.keywords`; an anchor is the first identifier, outside
/// string literals, that is not one of the known names).
final class AnchorLookupTests: XCTestCase {
    func testAnAnchorIsTheFirstUnknownIdentifierOutsideStrings() {
        let cases: [(String, String?)] = [
            ("[Item]", "Item"),
            ("Result<User, APIError>", "User"),
            ("[String: Int]", nil),
            ("Int.max", "max"),
            ("1.5", nil),
            ("\"Ünïcode\" + Foo", "Foo"),
            ("\"Login\" + suffix", "suffix"),
            ("\"a \\\" quote\" + rest", "rest"),
            ("Foo<Bär>", "Foo"),
            ("Bär", "Bär"),
            ("String", nil),
            ("", nil),
            ("_private", "_private"),
            ("x1 + 2y", "x1"),
            ("Swift.Result<Void, Never>", nil),
        ]
        for (text, anchor) in cases {
            XCTAssertEqual(SourceLocations.firstUnknownName(in: text), anchor, text)
            // The same as reading the text as characters.
            XCTAssertEqual(
                SourceLocations.firstUnknownName(in: text),
                SourceLocations.identifiers(in: text).first { !SourceLocations.knownNames.contains($0) }, text)
        }
    }

    func testEveryKnownNameIsKnownAndALongerOrShorterOneIsNot() {
        for name in SourceLocations.knownNames.prefix(200) {
            XCTAssertNil(SourceLocations.firstUnknownName(in: name), name)
            XCTAssertEqual(SourceLocations.firstUnknownName(in: name + "X"), name + "X")
            if name.count > 1 {
                let shorter = String(name.dropLast())
                if !SourceLocations.knownNames.contains(shorter) {
                    XCTAssertEqual(SourceLocations.firstUnknownName(in: shorter), shorter)
                }
            }
        }
    }

    func testAKeywordIsOneOfTheKeywordsByItsBytes() {
        for keyword in Identifier.keywords {
            XCTAssertTrue(Identifier.isKeyword(keyword), keyword)
            for other in [keyword + "s", String(keyword.dropFirst()), keyword.uppercased(), "_" + keyword] {
                XCTAssertEqual(Identifier.isKeyword(other), Identifier.keywords.contains(other), other)
            }
            XCTAssertEqual(Identifier.escaped(keyword), "`\(keyword)`")
        }
        for name in ["", "x", "Self ", "selfish", "defaults", "a_very_long_identifier_name", "\u{212A}", "ïf"] {
            XCTAssertFalse(Identifier.isKeyword(name), name)
            XCTAssertEqual(Identifier.escaped(name), name)
        }
        // A name built piece by piece (not a literal) is compared by its bytes as well.
        XCTAssertTrue(Identifier.isKeyword(String(["d", "e", "f", "a", "u", "l", "t"])))
    }
}
