/// What a view sees of one style's view model object, described once for the probe, the fake and the test skeleton:
/// how the view sends inputs, how it reads each output, and on which actor it does so. The probe drives the logic
/// through that surface and records what the view would read; the fake offers the same surface to a view.
struct ViewSurface {
    /// How the view sends inputs.
    enum Inputs: Equatable {
        /// Methods on the view model: the triplet's `inputs`, the SwiftUI styles' own methods.
        case methods
        /// Observers the view model hands the view: the subject style's `input`.
        case observers
        /// Streams the view hands the view model: `transform(input:)`, the view model function.
        case streams
        /// Values given to the view model's `init`: the constructor style.
        case initializer
    }

    /// How the view reads one output.
    enum Output: Equatable {
        /// A stream it subscribes to.
        case stream
        /// A closure it sets, which the view model calls (no framework).
        case closure
        /// A stored property SwiftUI reads and observes (`@Observable`, `@Published`).
        case storedValue
        /// A value the logic computes once, or a function the view calls.
        case value
    }

    let context: RenderContext

    var style: Style { context.style }

    var inputs: Inputs {
        switch style {
        case .triplet, .observable, .published: return .methods
        case .subject: return .observers
        case .transform, .function: return .streams
        case .constructor: return .initializer
        }
    }

    /// How the view reads `output` in this style.
    func output(_ output: ViewModel.Output) -> Output {
        if output.isValueLike { return .value }
        if style.isObservable {
            switch ObservableRenderer.shape(of: output) {
            case .value: return .storedValue
            case .constant: return .value
            case .event: break
            }
        }
        if style == .constructor && !output.isAsync { return .value }
        return context.dialect.usesStreams ? .stream : .closure
    }

    /// Whether SwiftUI reads the view model: its stored values are observed, and it runs on an actor
    /// (the main actor unless `isolation:` names another).
    var isObserved: Bool { style.isObservable }

    /// `@MainActor ` or the view model's own isolation, before the probe's and fake's declarations; empty for none.
    /// The transform style's probe calls `transform` from its `init`, so a method isolated to a global actor
    /// (`transform: @MainActor transform(...)`) puts the probe on it too, and the tests that use it: a call from a
    /// nonisolated probe would not compile, and `MainActor.assumeIsolated` would trap off the main thread (and is
    /// iOS 17's, and the main actor's alone).
    var isolation: String {
        if !context.isolation.isEmpty { return context.isolation }
        if isObserved { return "@MainActor " }
        if style == .transform, let actor = context.options.transform.globalActor { return "@\(actor) " }
        return ""
    }

    /// Whether the observable style's probe can record stored values through Observation, whose change callbacks it
    /// takes on the view model's actor as the main actor's (`MainActor.assumeIsolated`): not for another global actor.
    var tracksStoredValues: Bool { style != .observable || actor == "MainActor" }

    /// The global actor the test support runs on, if any: `MainActor`.
    var actor: String? {
        isolation.isEmpty ? nil : String(isolation.dropFirst().dropLast())
    }
}
