// What a view does with a view model of Swift concurrency: reads each output in a task of its own, as SwiftUI's
// `.task { for await ... }` does, and sends inputs. Everything runs on the main actor: the view model and its
// logic's tasks are isolated to it, so letting the main actor run until it has nothing left settles an input.

/// What the view saw, in order.
@MainActor var transcript: [String] = []
@MainActor private var readers: [Task<Void, Never>] = []

/// Reads an output as a view would, writing each value to the transcript. The stream is read now (a new reader of
/// the view model's output); its values arrive as the main actor runs.
@MainActor func record<Value>(
    _ name: String, _ stream: AsyncStream<Value>, as describe: @escaping (Value) -> String = { "\($0)" }
) {
    readers.append(Task {
        for await value in stream { transcript.append("\(name): \(describe(value))") }
    })
}

/// Lets the tasks the last input woke run, and those they wake, until the view has seen nothing new for a while.
/// (`Task.yield()` alone is not enough: Swift may resume the yielding task first when no task of higher priority waits.)
@MainActor func settle() async {
    var quiet = 0
    var seen = transcript.count
    while quiet < 5 {
        try? await Task.sleep(nanoseconds: 2_000_000)
        quiet = transcript.count == seen ? quiet + 1 : 0
        seen = transcript.count
    }
}

/// A stream the view feeds (the transform and function styles hand the view model streams): a text field's text,
/// which the logic reads in its own task.
@MainActor final class Field<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self)
    func send(_ value: Value) { continuation.yield(value) }
}

/// A stream of events the view feeds, as a button's taps.
typealias Events<Value> = Field<Value>

/// Sends a value into an input of the subject style, the continuation of the view model's input stream.
func feed<Value>(_ continuation: AsyncStream<Value>.Continuation, _ value: Value) {
    continuation.yield(value)
}

/// What runs after each input once it settled: a SwiftUI screen renders (`Tests/Behavior/observable`).
@MainActor var afterEachStep: () -> Void = {}

/// Sends one input as the view does, then lets what it started finish before the next.
@MainActor func step(_ send: () -> Void) async {
    send()
    await settle()
    afterEachStep()
}

@MainActor func finish() async {
    await settle()
    print(transcript.joined(separator: "\n"))
}
