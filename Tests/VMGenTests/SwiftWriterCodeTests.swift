@testable import VMGenCore
import XCTest

/// A line written by string interpolation (`SwiftWriter.Code`, built as bytes) is the line the same text written as a
/// `String` gives: indented, broken when too wide, and each interpolated value spelled as `String(describing:)` does.
final class SwiftWriterCodeTests: XCTestCase {
    func testInterpolatedLinesAreTheStringsLines() {
        let name = "typeEmail"
        let type = "Observable<(row: Int, total: Int)>"
        let count = 42
        let optional: Int? = nil
        let substring = "prefix.suffix".split(separator: ".")[1]
        let wide = (0..<12).map { "argument\($0): Value\($0)" }.joined(separator: ", ")

        var interpolated = SwiftWriter(indentation: .spaces(4))
        var joined = SwiftWriter(indentation: .spaces(4))
        interpolated.line("let \(name): \(type)")
        joined.line(String("let " + name + ": " + type))
        interpolated.indent { writer in
            writer.line("\(count) \(String(describing: optional)) \(substring) é\(name)")
            writer.line("")
            writer.line("func call(\(wide))")
            writer.block("struct \(name.uppercased())") { $0.line("var value = \(count)") }
            writer.block("func \(name)(\(wide))") { $0.line("}") }
        }
        joined.indent { writer in
            writer.line(String("42 nil suffix é" + name))
            writer.line(String(""))
            writer.line(String("func call(" + wide + ")"))
            writer.block(String("struct " + name.uppercased())) { $0.line(String("var value = 42")) }
            writer.block(String("func " + name + "(" + wide + ")")) { $0.line(String("}")) }
        }
        XCTAssertEqual(interpolated.text, joined.text)
        // The wide call and declaration were broken, one argument a line, as a String's are.
        XCTAssertTrue(interpolated.text.contains("\n        argument0: Value0,\n"))
        XCTAssertTrue(interpolated.text.contains("    struct TYPEEMAIL {\n        var value = 42\n    }\n"))
    }

    /// `String(built:)` is the text `String` interpolation gives for the same pieces, a literal, a value, a substring
    /// and text beyond ASCII among them, and longer than the room its buffer starts with.
    func testBuiltStringsAreTheInterpolatedStrings() {
        let name = "typeEmailRelay"
        let element = "Result<(row: Int, total: Int), APIError>"
        let count = 42
        let optional: Int? = nil
        let substring = "prefix.suffix".split(separator: ".")[1]
        XCTAssertEqual(String(built: "let \(name) = ReplayRelay<\(element)>.create(bufferSize: 1)"),
                       "let \(name) = ReplayRelay<\(element)>.create(bufferSize: 1)")
        XCTAssertEqual(String(built: "\(count) \(String(describing: optional)) \(substring) é\(name)"),
                       "42 nil suffix é" + name)
        XCTAssertEqual(String(built: "\(name)\(name)\(name)\(name)\(element)\(element)"),
                       name + name + name + name + element + element)
        XCTAssertEqual(String(built: "no interpolation"), "no interpolation")
        XCTAssertEqual(String(built: "\("")"), "")
    }

    /// `\(joined:)` writes a list as `joined(separator:)` does, without joining it first: none, one, several items,
    /// another separator, and in a line too wide to stay whole, which is broken as the joined `String` would be.
    func testJoinedItemsAreTheJoinedString() {
        for items in [[], ["a"], ["first: Int", "second: [String]", "é: Ü"]] {
            XCTAssertEqual(String(built: "f(\(joined: items))"), "f(" + items.joined(separator: ", ") + ")")
            XCTAssertEqual(String(built: "\(joined: items, separator: " & ")"), items.joined(separator: " & "))
        }
        let wide = (0..<12).map { "argument\($0): Value\($0)" }
        var interpolated = SwiftWriter(indentation: .spaces(4))
        var joined = SwiftWriter(indentation: .spaces(4))
        interpolated.line("let call = f(\(joined: wide))")
        joined.line(String("let call = f(" + wide.joined(separator: ", ") + ")"))
        XCTAssertEqual(interpolated.text, joined.text)
        // It was too wide for one line, and was broken.
        XCTAssertGreaterThan(interpolated.text.split(separator: "\n").count, 1, interpolated.text)
    }
}
