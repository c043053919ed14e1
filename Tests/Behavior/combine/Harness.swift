// What a view does with a Combine view model: subscribes to outputs and feeds inputs.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// What the view saw, in order.
var transcript: [String] = []
private var subscriptions: [AnyCancellable] = []

/// Subscribes to an output as a view would, writing each value to the transcript.
func record<P: Publisher>(_ name: String, _ publisher: P, as describe: @escaping (P.Output) -> String = { "\($0)" })
    where P.Failure == Never
{
    subscriptions.append(publisher.sink { transcript.append("\(name): \(describe($0))") })
}

/// A stream the view feeds that replays its latest value, as a text field's does.
final class Field<Value> {
    private let subject = CurrentValueSubject<Value?, Never>(nil)
    var stream: AnyPublisher<Value, Never> { subject.compactMap { $0 }.eraseToAnyPublisher() }
    func send(_ value: Value) { subject.send(value) }
}

/// A stream of events the view feeds, as a button's taps.
final class Events<Value> {
    private let subject = PassthroughSubject<Value, Never>()
    var stream: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }
    func send(_ value: Value) { subject.send(value) }
}

/// Sends a value into an input observer of the subject style.
func feed<Value>(_ subscriber: AnySubscriber<Value, Never>, _ value: Value) {
    _ = subscriber.receive(value)
}

/// What runs after each input: a SwiftUI screen renders (`Tests/Behavior/observable`).
@MainActor var afterEachStep: () -> Void = {}

/// Sends one input as the view does; this framework delivers at once, so there is nothing to wait for.
@MainActor func step(_ send: () -> Void) async {
    send()
    afterEachStep()
}

@MainActor func finish() async {
    print(transcript.joined(separator: "\n"))
}

/// A stream of the framework, for hand-written views' signatures.
typealias Stream<Value> = AnyPublisher<Value, Never>

/// What a view binds for a value output with a starting value: the same stream here.
typealias State<Value> = Stream<Value>

/// Binds an output to what a hand-written view shows.
func bind<Value>(_ stream: Stream<Value>, _ show: @escaping (Value) -> Void) {
    subscriptions.append(stream.sink(receiveValue: show))
}
