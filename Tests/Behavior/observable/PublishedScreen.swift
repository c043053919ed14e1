// What SwiftUI does with an `ObservableObject` view model: it listens to `objectWillChange`, and after a change it
// renders the view again, reading every property its body reads; the user sees what differs from the last render.
// The screen records each value it shows in the transcript, as the other styles' harnesses record streams.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// The values a SwiftUI view shows of an `ObservableObject`, and whether it announced a change since the last render.
@MainActor final class Screen {
    private var shown: [(name: String, read: () -> String, last: String)] = []
    private var changed = false
    private var subscription: AnyCancellable?

    /// The view model the view observes (`@StateObject`, `@ObservedObject`).
    func watch<Object: ObservableObject>(_ object: Object) {
        subscription = object.objectWillChange.sink { [weak self] _ in
            MainActor.assumeIsolated { self?.changed = true }
        }
    }

    /// A value the view's body reads: shown when the view first renders, then whenever a render shows it changed.
    func show<Value>(_ name: String, _ read: @escaping () -> Value?, as describe: @escaping (Value) -> String = { "\($0)" }) {
        let text = { read().map(describe) ?? "nil" }
        let value = text()
        shown.append((name, text, value))
        transcript.append("\(name): \(value)")
    }

    /// What SwiftUI does once the input's work is done, if the object announced a change: renders again.
    func render() {
        guard changed else { return }
        changed = false
        for index in shown.indices {
            let value = shown[index].read()
            if value != shown[index].last {
                transcript.append("\(shown[index].name): \(value)")
                shown[index].last = value
            }
        }
    }
}

@MainActor let screen = Screen()
