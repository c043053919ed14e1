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

    func testAStartingValueIsReadFromTheInitializersArgument() {
        XCTAssertEqual(StructStyleRecognizer.startingValueArgument("CurrentValueSubject<String, Never>(\"\")"), "\"\"")
        XCTAssertEqual(StructStyleRecognizer.startingValueArgument("BehaviorRelay<Int>(value: 3)"), "3")
        XCTAssertNil(StructStyleRecognizer.startingValueArgument("PassthroughSubject<Int, Never>()"))
        XCTAssertNil(StructStyleRecognizer.startingValueArgument("BehaviorRelay(value: initial)"))
    }
}
