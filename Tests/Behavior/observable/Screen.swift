// What SwiftUI does with an observable view model: a view's body reads some of its properties, which
// `withObservationTracking` records; a change to one of them makes SwiftUI render the view again, once, after the
// change. The screen records each value it shows in the transcript, as the other styles' harnesses record streams.
import Observation

/// The values a SwiftUI view shows, and which of them changed since it last rendered.
@MainActor final class Screen {
    private var shown: [(name: String, read: () -> String)] = []
    private var changed: Set<String> = []

    /// A value the view's body reads: shown when the view first renders, then at each render after it changed.
    func show<Value>(_ name: String, _ read: @escaping () -> Value?, as describe: @escaping (Value) -> String = { "\($0)" }) {
        let text = { read().map(describe) ?? "nil" }
        shown.append((name, text))
        transcript.append("\(name): \(text())")
        track(name, text)
    }

    /// What SwiftUI does once the input's work is done: renders again what changed, however many times it did.
    func render() {
        for (name, read) in shown where changed.contains(name) {
            transcript.append("\(name): \(read())")
            track(name, read)
        }
        changed = []
    }

    private func track(_ name: String, _ read: @escaping () -> String) {
        // Called before the property changes (SwiftUI reads it at the next render); once per tracking.
        withObservationTracking { _ = read() } onChange: { [weak self] in
            MainActor.assumeIsolated { _ = self?.changed.insert(name) }
        }
    }
}

@MainActor let screen = Screen()
