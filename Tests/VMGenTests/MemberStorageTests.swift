import VMGenCore
import XCTest

/// `ViewModel.Input` and `ViewModel.Output` keep their fields in one copy-on-write box (`Storage`), with `==`, `hash`
/// and `copy()` written by hand: a field added to the box but not to those, or stored beside the box, would be lost
/// in a copy or ignored by equality. Each field here is changed on a copy, which must then differ from the original
/// and leave it as it was; the box's fields are read by reflection, so a new one without a line here fails.
final class MemberStorageTests: XCTestCase {
    private static let type = SwiftType.named([.init("Int")])

    func testEveryFieldOfAnInputIsItsOwnInACopyAndCountsInEquality() {
        let original = ViewModel.Input(methodName: "tap", parameters: [], streamName: "tap")
        let changes: [String: (inout ViewModel.Input) -> Void] = [
            "methodName": { $0.methodName = "other" },
            "parameters": { $0.parameters = [.init(label: nil, name: "value", type: Self.type)] },
            "streamName": { $0.streamName = "other" },
            "docs": { $0.docs = ["Tapped."] },
            "replaysLatest": { $0.replaysLatest = true },
            "streamKind": { $0.streamKind = .relay },
            "answerType": { $0.answerType = Self.type },
            "condition": { $0.condition = "DEBUG" },
            "startingValue": { $0.startingValue = "0" },
            "isMade": { $0.isMade = true },
            "isOptional": { $0.isOptional = true },
            "declaredIn": { $0.declaredIn = "outputs" },
            "isUnwrapped": { $0.isUnwrapped = true },
            "isSettable": { $0.isSettable = true },
            "isLet": { $0.isLet = true },
        ]
        assertEachField(of: original, storage: original.mirroredStorage, changes: changes)
    }

    func testEveryFieldOfAnOutputIsItsOwnInACopyAndCountsInEquality() {
        let original = ViewModel.Output(name: "title", type: Self.type)
        let changes: [String: (inout ViewModel.Output) -> Void] = [
            "name": { $0.name = "other" },
            "type": { $0.type = .void },
            "docs": { $0.docs = ["The title."] },
            "isAsync": { $0.isAsync = true },
            "streamKind": { $0.streamKind = .signal },
            "fallback": { $0.fallback = "0" },
            "failure": { $0.failure = Self.type },
            "parameters": { $0.parameters = [] },
            "answersInput": { $0.answersInput = true },
            "group": { $0.group = .errors },
            "condition": { $0.condition = "DEBUG" },
            "isMade": { $0.isMade = true },
            "caseLabel": { $0.caseLabel = "alert" },
            "isUnwrapped": { $0.isUnwrapped = true },
            "isSettable": { $0.isSettable = true },
            "isHanded": { $0.isHanded = true },
            "keptIn": { $0.keptIn = "titleRelay" },
            "isOutside": { $0.isOutside = true },
            "isLet": { $0.isLet = true },
        ]
        assertEachField(of: original, storage: original.mirroredStorage, changes: changes)
    }

    private func assertEachField<Member: Hashable>(
        of original: Member, storage: Any, changes: [String: (inout Member) -> Void],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // Nothing is stored beside the box, and every field of the box has a change here.
        XCTAssertEqual(Mirror(reflecting: original).children.map(\.label), ["storage"], file: file, line: line)
        let fields = Mirror(reflecting: storage).children.compactMap(\.label)
        XCTAssertEqual(Set(fields), Set(changes.keys), "a field of the box without a change in this test", file: file, line: line)
        for (field, change) in changes.sorted(by: { $0.key < $1.key }) {
            let before = original
            var copy = original
            change(&copy)
            XCTAssertNotEqual(copy, original, "\(field) does not count in ==", file: file, line: line)
            XCTAssertEqual(original, before, "changing \(field) on a copy changed the original", file: file, line: line)
            var again = original
            change(&again)
            XCTAssertEqual(again, copy, "\(field)", file: file, line: line)
            XCTAssertEqual(again.hashValue, copy.hashValue, "\(field)", file: file, line: line)
        }
    }
}

private extension ViewModel.Input {
    var mirroredStorage: Any { Mirror(reflecting: self).children.first { $0.label == "storage" }?.value ?? () }
}

private extension ViewModel.Output {
    var mirroredStorage: Any { Mirror(reflecting: self).children.first { $0.label == "storage" }?.value ?? () }
}
