// What a view does with a view model without a framework: sets output closures and calls inputs.

/// What the view saw, in order.
var transcript: [String] = []

/// A closure for an output with a value, writing each value to the transcript.
func record<Value>(_ name: String, as describe: @escaping (Value) -> String = { "\($0)" }) -> (Value) -> Void {
    { transcript.append("\(name): \(describe($0))") }
}

/// A closure for an output without a value.
func record(_ name: String) -> () -> Void {
    { transcript.append("\(name): ()") }
}

func finish() {
    print(transcript.joined(separator: "\n"))
}
