/// How a probe's recorder hears that a stream ended, in the frameworks whose streams end: Combine's completion
/// (`finished` or a failure), RxSwift's `onCompleted` and `onError` (RxCocoa's traits complete and cannot fail), and
/// ReactiveSwift's `completed` and `failed` events. A recorder keeps `isCompleted` and `error` beside its values, with
/// the assertions Kickstarter's `TestObserver` has for them.
struct ProbeTermination {
    let dialect: FrameworkDialect

    /// Whether recorders of this framework's streams hear of their end (closures have none).
    var applies: Bool { dialect.usesStreams }

    /// The subscription that records `stream`'s values and its end into `recorder`: the dialect's, with the end too.
    func subscribe(_ stream: String, _ kind: SubscribedStream, into recorder: String) -> [String] {
        let values = TestSupportRenderer.recording(into: recorder)
        switch dialect.framework {
        case .combine:
            return [stream, ".sink(receiveCompletion: \(recorder).receive(completion:), receiveValue: \(values))",
                    ".store(in: &subscriptions)"]
        case .reactiveswift:
            // A `Property` (a value with a starting value): its producer starts with the current value.
            switch kind {
            case .view(let output) where ReactiveSwiftDialect.isProperty(output),
                 .async(let output) where ReactiveSwiftDialect.isProperty(output):
                return ["subscriptions += \(stream).producer", ".start(\(recorder).receive(event:))"]
            default: break
            }
            if case .async = kind { return ["subscriptions += \(stream)", ".start(\(recorder).receive(event:))"] }
            return ["subscriptions += \(stream)", ".observe(\(recorder).receive(event:))"]
        case .rxswift, .rxcocoa:
            return dialect.subscribe(stream, kind, handler: values).map { piece in
                let call = "(onNext: \(values))"
                guard piece.hasSuffix(call) else { return piece }
                // A trait (`drive`, `emit`) completes and cannot fail.
                let end = piece.hasPrefix(".subscribe(")
                    ? "onError: \(recorder).fail, onCompleted: \(recorder).complete" : "onCompleted: \(recorder).complete"
                return piece.dropLast(1) + ", " + end + ")"
            }
        case .closures, .async:
            return dialect.subscribe(stream, kind, handler: values)
        }
    }

    /// The recorder's members for the end of its stream.
    func writeMembers(_ writer: inout SwiftWriter) {
        guard applies else { return }
        writer.blank()
        writer.docs(["Whether the stream completed."])
        writer.line("private(set) var isCompleted = false")
        writer.blank()
        writer.docs(["The error the stream failed with, if it did."])
        writer.line("private(set) var error: (any Error)?")
        writer.blank()
        switch dialect.framework {
        case .combine:
            writer.block("fileprivate func receive<Failure: Error>(completion: Subscribers.Completion<Failure>)") { writer in
                writer.block("switch completion") { writer in
                    writer.line("case .finished: isCompleted = true")
                    writer.line("case .failure(let failure): error = failure")
                }
            }
        case .reactiveswift:
            writer.docs(["An interruption is neither a completion nor a failure."])
            writer.block("fileprivate func receive<Failure: Error>(event: Signal<Value, Failure>.Event)") { writer in
                writer.block("switch event") { writer in
                    writer.line("case .value(let value): record(value)")
                    writer.line("case .failed(let failure): error = failure")
                    writer.line("case .completed: isCompleted = true")
                    writer.line("case .interrupted: break")
                }
            }
        default:
            writer.block("fileprivate func complete()") { $0.line("isCompleted = true") }
            writer.blank()
            writer.block("fileprivate func fail(_ error: any Error)") { $0.line("self.error = error") }
        }
    }

    /// `assertDidComplete()`, `assertDidNotComplete()`, `assertDidFail()`, `assertDidNotFail()`.
    var assertions: [(docs: String, name: String, body: String)] {
        guard applies else { return [] }
        let place = "file: file, line: line"
        return [
            ("Fails the test unless the stream completed.", "assertDidComplete",
             "XCTAssertTrue(isCompleted, message().isEmpty ? \"did not complete\" : message(), \(place))"),
            ("Fails the test if the stream completed.", "assertDidNotComplete",
             "XCTAssertFalse(isCompleted, message().isEmpty ? \"completed\" : message(), \(place))"),
            ("Fails the test unless the stream failed.", "assertDidFail",
             "XCTAssertNotNil(error, message().isEmpty ? \"did not fail\" : message(), \(place))"),
            ("Fails the test if the stream failed.", "assertDidNotFail",
             "XCTAssertNil(error, message().isEmpty ? \"failed with \\(error.map { \"\\($0)\" } ?? \"\")\" : message(), \(place))"),
        ]
    }
}
