// What a view does with a ReactiveSwift view model: observes outputs and feeds inputs.
import ReactiveSwift

/// What the view saw, in order.
var transcript: [String] = []

/// Observes an output as a view would, writing each value to the transcript.
func record<Value>(_ name: String, _ signal: Signal<Value, Never>, as describe: @escaping (Value) -> String = { "\($0)" }) {
    signal.observeValues { transcript.append("\(name): \(describe($0))") }
}

/// Observes a value output kept in a `Property` as a view would: its current value first, then each change.
func record<Value>(_ name: String, _ property: Property<Value>, as describe: @escaping (Value) -> String = { "\($0)" }) {
    property.producer.startWithValues { transcript.append("\(name): \(describe($0))") }
}

/// Starts a one-shot output (the constructor style's `@async`), writing each value to the transcript.
func record<Value>(
    _ name: String, _ producer: SignalProducer<Value, Never>, as describe: @escaping (Value) -> String = { "\($0)" }
) {
    producer.startWithValues { transcript.append("\(name): \(describe($0))") }
}

/// A stream the view feeds: a text field's changes, a button's taps.
final class Field<Value> {
    let (stream, observer) = Signal<Value, Never>.pipe()
    func send(_ value: Value) { observer.send(value: value) }
}

typealias Events = Field

/// Sends a value into an input observer of the subject style.
func feed<Value>(_ observer: Signal<Value, Never>.Observer, _ value: Value) {
    observer.send(value: value)
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
typealias Stream<Value> = Signal<Value, Never>

/// What a view binds for a value output with a starting value: a `Property` here.
typealias State<Value> = Property<Value>

/// Binds an output to what a hand-written view shows.
func bind<Value>(_ stream: Stream<Value>, _ show: @escaping (Value) -> Void) {
    stream.observeValues(show)
}

/// Binds a value output to what a hand-written view shows: its current value, then each change.
func bind<Value>(_ state: State<Value>, _ show: @escaping (Value) -> Void) {
    state.producer.startWithValues(show)
}
