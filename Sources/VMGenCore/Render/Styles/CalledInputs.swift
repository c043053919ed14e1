/// The inputs the view sends by calling a method of the transform style's class (`- @call revoke`), as hand-written
/// event-transform and struct-transform view models keep `func revoke()` beside `transform`: the class gains the
/// method, which sends into a stream the class owns (the triplet's storage: Combine's `PassthroughSubject`, RxRelay's
/// `PublishRelay`, ReactiveSwift's `Signal.pipe()`), and the logic reads that stream in its `Input` like any other
/// input's. Such an input is neither a member of the view's `Input` struct nor a case of its `Input` enum.
///
/// `- @call var isCompleted: Bool = false` is one the view calls by setting a property (`viewModel.isCompleted =
/// true`), as hand-written event transforms keep a `var` whose `didSet` sends into the subject `transform` returns:
/// the class declares the property with its starting value and an observer that sends each value set into the
/// stream (not the starting value, as an observer does not run for it).
enum CalledInputs {
    /// Whether the view sets `input` as a property (`@call var`): a called input with a starting value.
    static func isProperty(_ input: ViewModel.Input) -> Bool { input.isCalled && input.startingValue != nil }

    /// `var isCompleted: Bool = false`: the property's declaration, without access or observer.
    static func property(_ input: ViewModel.Input) -> String {
        "var \(Identifier.escaped(input.methodName)): \(input.elementType.description) = \(input.startingValue ?? "nil")"
    }

    /// The requirement of a `transform-protocol:`: the method, or `var isCompleted: Bool { get set }`.
    static func requirement(_ input: ViewModel.Input) -> String {
        isProperty(input) ? "var \(Identifier.escaped(input.methodName)): \(input.elementType.description) { get set }"
            : TripletRenderer.signature(of: input)
    }

    /// The storage behind each input: the triplet's for a called one, nil for the others.
    static func backings(_ context: RenderContext) -> [InputBacking?] {
        zip(context.viewModel.inputs, context.shared.inputs).map { input, spelling in
            input.isCalled ? context.dialect.inputBacking(spelling, style: .triplet) : nil
        }
    }

    /// Declares, for collision checks, the members a called input gives the class: its method (one without parameters
    /// takes the name, as Swift allows methods that differ in their labels) and its storage.
    static func declareMembers(
        _ viewModel: ViewModel, inputs declarations: [InputDecl], dialect: FrameworkDialect,
        _ declare: (String, String, SourceLocation) -> Void
    ) {
        var methods: Set<String> = []
        for (input, declaration) in zip(viewModel.inputs, declarations) where input.isCalled {
            if (input.parameters.isEmpty || isProperty(input)) && methods.insert(input.methodName).inserted {
                declare(input.methodName, "input '\(declaration.selector)'", declaration.name.location)
            }
            for member in dialect.backingNames(
                streamName: input.streamName, style: .triplet, replaysLatest: dialect.replaysLatest(input)) {
                declare(member, "the storage vmgen derives for input '\(declaration.selector)'", declaration.name.location)
            }
        }
    }

    /// The private storage of the called inputs, after a blank line.
    static func writeStorage(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let backings = backings(context).compactMap { $0 }
        guard !backings.isEmpty else { return }
        writer.blank()
        writer.docs(["The streams the methods the view calls send into, which the logic reads."])
        for backing in backings { writer.line("private " + backing.declaration) }
    }

    /// A method per called input, each after a blank line: `func revoke() { revokeSubject.send(()) }`.
    static func writeMethods(_ context: RenderContext, _ writer: inout SwiftWriter) {
        for (input, backing) in zip(context.viewModel.inputs, backings(context)) {
            guard let backing else { continue }
            writer.blank()
            writer.docs(input.docs)
            if isProperty(input) {
                // Each value the view sets, not the starting one (an observer does not run for it).
                writer.block(context.access + property(input)) { writer in
                    writer.block("didSet") { writer in
                        writer.line(RenderContext.qualifiedSend(backing, TripletRenderer.sentValue(of: input), shadowing: []))
                    }
                }
                continue
            }
            writer.block(context.access + TripletRenderer.signature(of: input)) { writer in
                let parameters = Set(input.parameters.map(\.name))
                writer.line(RenderContext.qualifiedSend(backing, TripletRenderer.sentValue(of: input), shadowing: parameters))
            }
        }
    }

    // MARK: Test support

    /// The member of the probe's `Inputs` that holds the view model, on which it calls the called inputs' methods.
    static let probeTarget = "viewModel"

    /// The probe's `Inputs` member that holds the view model (set by the probe's `init`), when some input is called.
    static func writeProbeTarget(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard context.viewModel.inputs.contains(where: \.isCalled) else { return }
        writer.docs(["The view model, on which the inputs the view calls are called."])
        writer.line("fileprivate var \(probeTarget): \(context.typeName)?")
        writer.blank()
    }

    /// The subject style's probe's `Inputs` struct's member that holds the view model, given by the probe's `init`,
    /// when some input is called.
    static func writeSubjectProbeTarget(_ context: RenderContext, _ writer: inout SwiftWriter) {
        guard context.viewModel.inputs.contains(where: \.isCalled) else { return }
        writer.docs(["The view model, on which the inputs the view calls are called."])
        writer.line("let \(probeTarget): \(context.typeName)?")
    }

    /// The global actor of the probe's `Inputs` (`@MainActor `) when it calls the view model's methods, which are
    /// isolated to it; empty otherwise, as `Inputs` only sends into streams of its own.
    static func probeInputsIsolation(_ context: RenderContext) -> String {
        context.viewModel.inputs.contains(where: \.isCalled) ? context.isolation : ""
    }

    /// `checkAuth()`, `send(to:_:)`: what a call names an input by.
    static func selector(_ input: ViewModel.Input) -> String {
        input.methodName + (input.parameters.isEmpty ? "" : "(" + input.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")")
    }

    /// Whether the probe's `Inputs` has no method for a called input, because an input of the view's (a case of the
    /// event transform's `Input`, `case checkAuth`) takes its selector there: a test calls it on `probe.viewModel`.
    static func isLeftToTheViewModel(_ input: ViewModel.Input, in viewModel: ViewModel) -> Bool {
        input.isCalled && viewModel.inputs.contains { !$0.isCalled && selector($0) == selector(input) }
    }

    /// The probe's method for a called input: the view model's, called as the view calls it. `onACopy`: the view model
    /// is a struct (`declaration: struct`) the probe's `Inputs` keeps in a `let`, whose property is set on a copy, which
    /// sends into the subjects and relays every copy shares.
    static func writeProbeMethod(_ input: ViewModel.Input, onACopy: Bool = false, _ writer: inout SwiftWriter) {
        writer.block(TripletRenderer.signature(of: input)) { writer in
            if isProperty(input) {
                // `probe.inputs.isCompleted(true)` sets the property as the view does.
                let name = Identifier.escaped(input.methodName)
                if onACopy {
                    let copy = input.methodName == "copy" ? "viewModelCopy" : "copy"
                    writer.line("var \(copy) = self.\(probeTarget)")
                    writer.line("\(copy)?.\(Identifier.member(input.methodName)) = \(name)")
                    return
                }
                writer.line("self.\(probeTarget)?.\(Identifier.member(input.methodName)) = \(name)")
            } else {
                writer.line("self.\(probeTarget)?.\(call(input))")
            }
        }
    }

    /// `revoke()`, `sendCode(to: phone)`: the call of an input's method with its parameters as the arguments.
    static func call(_ input: ViewModel.Input) -> String {
        Identifier.member(input.methodName) + "(" + input.parameters.map {
            ($0.label.map { Identifier.label($0) + ": " } ?? "") + Identifier.escaped($0.name)
        }.joined(separator: ", ") + ")"
    }

    /// The fake's method for each called input, each after a blank line: it records the call.
    static func writeFakeMethods(_ context: RenderContext, _ writer: inout SwiftWriter) {
        for input in context.viewModel.inputs where input.isCalled {
            writer.blank()
            if isProperty(input) {
                // Records each value the view sets, as the view model sends it to the logic.
                writer.block(property(input)) { writer in
                    writer.block("didSet") { writer in
                        writer.line("calls.append(\(TestSupportRenderer.call(input)))")
                    }
                }
                continue
            }
            writer.block(TripletRenderer.signature(of: input)) { writer in
                let shadowed = input.parameters.contains { $0.name == "calls" }
                writer.line("\(shadowed ? "self." : "")calls.append(\(TestSupportRenderer.call(input)))")
            }
        }
    }
}
