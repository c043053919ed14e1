/// The probe's `Recorder`: what one output sent, in order, and Kickstarter's `TestObserver` assertions on it.
extension ProbeWriter {
    /// `final class Recorder<Value>`: its values (settled through Observation in the observable style), the count and
    /// the latest, recording, termination, and the assertions.
    func writeRecorderType(_ writer: inout SwiftWriter) {
        writer.docs(["What one output sent, in order."])
        writer.block("\(tracksObservation ? surface.isolation : "")final class Recorder<Value>") { writer in
            writer.docs(["Every value sent, in order."])
            if tracksObservation {
                writer.block("var values: [Value]") { writer in
                    writer.line("settle()")
                    writer.line("return recorded")
                }
                writer.blank()
                writer.line("private var recorded: [Value] = []")
                writer.blank()
                writer.docs([
                    "Reads the value set since Observation told of a change, which it does before the change is made:",
                    "read at the next change, or when the test reads `values` (nil: the property holds no value yet).",
                ])
                writer.line("fileprivate var pending: (() -> Value?)?")
            } else {
                writer.line("private(set) var values: [Value] = []")
            }
            writer.blank()
            writer.docs(["How many values were sent (for an output of `Void`)."])
            writer.line("var count: Int { values.count }")
            writer.blank()
            writer.docs(["The latest value sent, if any."])
            writer.line("var last: Value? { values.last }")
            writer.blank()
            writer.block("fileprivate func record(_ value: Value)") {
                $0.line(tracksObservation ? "recorded.append(value)" : "values.append(value)")
            }
            if tracksObservation {
                writer.blank()
                writer.block("fileprivate func settle()") { writer in
                    writer.line("guard let pending else { return }")
                    writer.line("self.pending = nil")
                    writer.line("if let value = pending() { recorded.append(value) }")
                }
            }
            if !dialect.usesStreams {
                writer.blank()
                writer.docs(["Records an output without a value, whose closure takes none."])
                writer.block("fileprivate func record() where Value == Void") {
                    $0.line(tracksObservation ? "recorded.append(())" : "values.append(())")
                }
            }
            ProbeTermination(dialect: dialect).writeMembers(&writer)
            writeAssertions(&writer)
        }
    }

    /// Kickstarter's `TestObserver` assertions, each failing the test at the line that calls it.
    private func writeAssertions(_ writer: inout SwiftWriter) {
        let place = ["_ message: @autoclosure () -> String = \"\"", "file: StaticString = #filePath", "line: UInt = #line"]
        let equatable = " where Value: Equatable"
        let assertions: [(docs: String, name: String, parameters: [String], clause: String, body: String)] = [
            ("Fails the test unless the values sent are `expected`, in order.", "assertValues", ["_ expected: [Value]"],
             equatable, "XCTAssertEqual(values, expected, message(), file: file, line: line)"),
            ("Fails the test unless the latest value sent is `expected`.", "assertLastValue", ["_ expected: Value"],
             equatable, "XCTAssertEqual(values.last, expected, message(), file: file, line: line)"),
            ("Fails the test unless `expected` values were sent (for an output of `Void`, how many times it was sent).",
             "assertValueCount", ["_ expected: Int"], "",
             "XCTAssertEqual(values.count, expected, message(), file: file, line: line)"),
            ("Fails the test unless a value was sent.", "assertDidEmitValue", [], "",
             "XCTAssertFalse(values.isEmpty, message().isEmpty ? \"no value was sent\" : message(), file: file, line: line)"),
            ("Fails the test if a value was sent.", "assertDidNotEmitValue", [], "",
             "XCTAssertTrue(values.isEmpty, message().isEmpty ? \"sent \\(values)\" : message(), file: file, line: line)"),
        ] + ProbeTermination(dialect: dialect).assertions.map { ($0.docs, $0.name, [], "", $0.body) }
        for assertion in assertions {
            writer.blank()
            writer.docs([assertion.docs])
            writer.list("func \(assertion.name)(", assertion.parameters + place, ")\(assertion.clause) {")
            writer.indent { $0.line(assertion.body) }
            writer.line("}")
        }
    }
}
