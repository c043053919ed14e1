@testable import VMGenCore
import XCTest

/// Members of `Input` and `Output` declared by their initializer: their type is read where the text says it, as
/// Swift reads it, and nowhere else (`Fixtures/Import/ChatThread`).
final class ImportInitializerTypeTests: XCTestCase {
    func testTheTypeIsReadFromACallOfATypeWithItsGenericArgumentsWritten() {
        XCTAssertEqual(StructStyleRecognizer.initializerType("PassthroughSubject<Chat, Never>()"), "PassthroughSubject<Chat, Never>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("BehaviorRelay<[Int]>(value: [])"), "BehaviorRelay<[Int]>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("CurrentValueSubject<String, Never>(\"\")"),
                       "CurrentValueSubject<String, Never>")
        XCTAssertEqual(StructStyleRecognizer.initializerType("Screen.Loader.init()"), "Screen.Loader")
        XCTAssertEqual(StructStyleRecognizer.initializerType("false"), "Bool")
        // What the text does not say: Swift infers it from an argument, or from another type's member.
        XCTAssertNil(StructStyleRecognizer.initializerType("BehaviorRelay(value: isOn)"))
        XCTAssertNil(StructStyleRecognizer.initializerType("KeyboardMonitor().$keyboardHeight"))
        XCTAssertNil(StructStyleRecognizer.initializerType("Loader().load()"))
        XCTAssertNil(StructStyleRecognizer.initializerType("makeSubject()"))
    }

    /// `var days = [HabitDay](repeating: .placeholder, count: 7)`: an array's or a dictionary's initializer makes the
    /// type in its brackets, whatever its arguments (`Fixtures/Import/HabitWeek`).
    func testAnArrayOrDictionaryInitializerMakesTheTypeInItsBrackets() {
        XCTAssertEqual(StructStyleRecognizer.initializerType("[HabitDay](repeating: .placeholder, count: 7)"), "[HabitDay]")
        XCTAssertEqual(StructStyleRecognizer.initializerType("[String: Int](minimumCapacity: 8)"), "[String: Int]")
        XCTAssertEqual(StructStyleRecognizer.initializerType("[Screen.Row].init(rows)"), "[Screen.Row]")
        XCTAssertEqual(StructStyleRecognizer.initializerType("[(String, Int)](pairs)"), "[(String, Int)]")
        XCTAssertEqual(StructStyleRecognizer.initializerType("[[Int]](repeating: [], count: 3)"), "[[Int]]")
        // Not an initializer of the bracketed type: a member of what it makes, a literal called, a lowercase name.
        XCTAssertNil(StructStyleRecognizer.initializerType("[HabitDay](repeating: .placeholder, count: 7).first"))
        XCTAssertNil(StructStyleRecognizer.initializerType("[HabitDay](days).map(String.init)"))
        XCTAssertNil(StructStyleRecognizer.initializerType("[A, B](x)"))
        XCTAssertNil(StructStyleRecognizer.initializerType("[day](1)"))
        // Its argument is no relay's starting value.
        XCTAssertNil(StructStyleRecognizer.startingValueArgument("[Photo]([])"))
    }

    func testAStartingValueIsReadFromTheInitializersArgument() {
        XCTAssertEqual(StructStyleRecognizer.startingValueArgument("CurrentValueSubject<String, Never>(\"\")"), "\"\"")
        XCTAssertEqual(StructStyleRecognizer.startingValueArgument("BehaviorRelay<Int>(value: 3)"), "3")
        XCTAssertNil(StructStyleRecognizer.startingValueArgument("PassthroughSubject<Int, Never>()"))
        XCTAssertNil(StructStyleRecognizer.startingValueArgument("BehaviorRelay(value: initial)"))
    }
}
