/// SwiftUI's view model: an `@Observable` class, isolated to the main actor (or the view model's `isolation:`), whose
/// outputs are stored current values a view reads directly and whose inputs are methods. It runs the same logic as
/// the framework's other styles: the logic's output streams (or, without a framework, the output functions the logic
/// calls) set the stored values. What has no current value stays what it is elsewhere: an event (an output of `Void`,
/// or one marked `@signal`) is the framework's stream (the closure the view sets, without one), and a `@constant`
/// is a `let`.
enum ObservableRenderer: StyleRenderer {
    /// How the view sees one output in this style.
    enum Shape: Equatable {
        /// A stored value the logic's stream keeps: `private(set) var greeting: String = ""`.
        case value
        /// The framework's stream, or the closure the view sets: an event has no current value to read.
        case event
        /// A value the logic computes once.
        case constant
    }

    /// The storage of the subscriptions that keep the values (`subscriptionStorage` names it so in every dialect).
    static let subscriptionsName = "subscriptions"

    static func shape(of output: ViewModel.Output) -> Shape {
        if output.isConstant { return .constant }
        return output.type.isVoid || output.isSignal ? .event : .value
    }

    /// The stored property of a value output, its type and its starting value: the spec's `= value`, else nil (the
    /// type made optional when it is not).
    static func storedValue(of output: ViewModel.Output) -> String {
        if let start = output.fallback { return "\(output.type.description) = \(start)" }
        let optional = output.type.isOptional ? output.type : SwiftType.optional(output.type)
        return "\(optional.description) = nil"
    }

    static func render(_ context: RenderContext) -> [UInt8] {
        let dialect = context.dialect
        var writer = SwiftWriter(indentation: context.options.indentation)
        if dialect.usesStreams {
            context.writeHeaderAndContract(&writer)
        } else {
            context.writeHeader(&writer)
            writer.blank()
            if context.writesLogicContract { ClosuresTripletRenderer.writeLogicContract(context, &writer) }
        }
        context.writeViewModelMark(&writer)
        let isolation = context.isolation.isEmpty ? "@MainActor " : context.isolation
        // `@Observable` on a line of its own, after the actor; `ObservableObject` is a conformance.
        let published = context.style == .published
        if !published { writer.line("\(isolation)@Observable") }
        let conformances = context.conformanceClause(published ? ["ObservableObject"] : [])
        writer.block("\(published ? isolation : "")\(context.access)\(context.options.classKeyword) \(context.typeName)\(conformances)") { writer in
            // Without protocols, the class declares the spec's typealiases.
            context.writeTypeAliasesByName(&writer, documented: true)
            writeOutputs(context, &writer)
            if dialect.usesStreams {
                writeStreamBody(context, &writer)
            } else {
                writer.blank()
                writer.line("// MARK: Logic")
                writer.blank()
                context.writeDependencyProperties(&writer)
                let ignored = published ? "" : "@ObservationIgnored "
                ClosuresTripletRenderer.writeHandlers(context, attribute: ignored, emitter: { output in
                    let member = Identifier.member(output.name)
                    switch shape(of: output) {
                    case .value: return "{ [weak self] in self?.\(member) = $0 }"
                    case .event, .constant: return "{ [weak self] in self?.\(member)?(\(output.type.isVoid ? "" : "$0")) }"
                    }
                }, &writer)
                context.writeDependencyInit(mark: "// MARK: Init", &writer)
                ClosuresTripletRenderer.writeInputMethods(context, &writer)
            }
        }
        return writer.bytes
    }

    /// The outputs: stored values the view reads, and the events and constants it binds or reads as they are.
    private static func writeOutputs(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let viewModel = context.viewModel
        guard !viewModel.outputs.isEmpty else { return }
        writer.blank()
        writer.line("// MARK: Outputs")
        for (index, output) in viewModel.outputs.enumerated() {
            writer.blank()
            writer.conditional(output.condition) { writer in
                writeOutput(output, index, context, &writer)
            }
        }
    }

    /// One output: its docs and declaration.
    private static func writeOutput(
        _ output: ViewModel.Output, _ index: Int, _ context: RenderContext, _ writer: inout SwiftWriter
    ) {
        let access = context.access
        writer.docs(output.docs)
        let name = Identifier.escaped(output.name)
        switch shape(of: output) {
        case .value:
            let attribute = context.style == .published ? "@Published " : ""
            writer.line("\(attribute)\(access)private(set) var \(name): \(storedValue(of: output))")
        case .constant:
            writer.line("\(access)let \(name): \(context.shared.outputViewTypes[index])")
        case .event where context.dialect.usesStreams:
            if let shared = context.dialect.sharedOutputs(isolation: context.isolation) {
                // Each read is a stream of its own (Swift's `AsyncStream` has one consumer).
                let storage = shared.storageName(output.name)
                writer.line("\(access)var \(name): \(context.shared.outputViewTypes[index]) { \(shared.read(storage)) }")
                writer.line("private let \(storage): \(shared.storageType(context.shared.outputElements[index]))")
            } else {
                writer.line("\(access)let \(name): \(context.shared.outputViewTypes[index])")
            }
        case .event:
            // The view sets it, as in the triplet; the view does not observe a closure.
            let ignored = context.style == .published ? "" : "@ObservationIgnored "
            writer.line("\(ignored)\(access)var \(name): (\(ClosuresTripletRenderer.emitterType(output)))?")
        }
    }

    /// With a framework: the storage behind the inputs, `init` that runs the logic and keeps the values, and the
    /// input methods.
    private static func writeStreamBody(_ context: RenderContext, _ writer: inout SwiftWriter) {
        let viewModel = context.viewModel
        let dialect = context.dialect
        let access = context.access
        // The input methods are the triplet's, bridged to the logic's streams the same way.
        let backings = context.shared.inputs.map { dialect.inputBacking($0, style: .triplet) }
        context.writeOwnState(&writer)
        if !backings.isEmpty {
            writer.blank()
            writer.line("// MARK: Input streams")
            writer.blank()
            for (input, backing) in zip(viewModel.inputs, backings) {
                writer.conditional(input.condition) { $0.line(ignored("private " + backing.declaration, context)) }
            }
        }
        let values = viewModel.outputs.enumerated().filter { shape(of: $1) == .value }
        let shared = dialect.sharedOutputs(isolation: context.isolation)
        if !values.isEmpty {
            writer.blank()
            if let shared {
                for (index, output) in values {
                    let type = shared.storageType(context.shared.outputElements[index])
                    writer.conditional(output.condition) { $0.line("private let \(shared.storageName(output.name)): \(type)") }
                }
            } else {
                writer.line(ignored("private " + dialect.subscriptionStorage, context))
            }
        }
        context.writeLogicInit(backings, &writer) { writer, locals in
            // Every stored property is set before `self` is captured by the subscriptions.
            for (index, output) in viewModel.outputs.enumerated() {
                let logic = "output.\(Identifier.member(output.name))"
                writer.conditional(output.condition) { writer in
                    if let shared, shape(of: output) != .constant {
                        writer.line("\(shared.storageName(output.name)) = \(shared.make(logic, output))")
                    } else if shape(of: output) != .value {
                        writer.line("\(RenderContext.member(output.name, shadowing: locals)) = \(context.viewOutput(logic, index))")
                    }
                }
            }
            // The app's base class is made before a subscription captures `self`, as Swift asks.
            if context.options.superclass != nil && !values.isEmpty { writer.line("super.init()") }
            for (index, output) in values {
                writer.conditional(output.condition) { writer in
                    let handler = "{ [weak self] in self?.\(Identifier.member(output.name)) = $0 }"
                    if let shared {
                        writer.line(shared.observe(shared.storageName(output.name), handler))
                        return
                    }
                    // Subscribed once: shared only where the view's type is another (RxCocoa's Driver).
                    let logic = "output.\(Identifier.member(output.name))"
                    let stream = dialect.convertsOutputs ? context.viewOutput(logic, index) : logic
                    writer.chain(dialect.subscribe(stream, .view(output), handler: handler))
                }
            }
        }
        if let shared {
            // The storage's own types (the other dialects' input storage needs no helper here).
            context.writeBackingHelpers(backings, &writer)
            if viewModel.outputs.contains(where: { shape(of: $0) != .constant }) {
                writer.blank()
                for line in shared.helpers { writer.line(line) }
            }
        }
        guard !viewModel.inputs.isEmpty else { return }
        writer.blank()
        writer.line("// MARK: Inputs")
        for (input, backing) in zip(viewModel.inputs, backings) {
            writer.blank()
            writer.conditional(input.condition) { writer in
                writer.block(access + TripletRenderer.signature(of: input)) { writer in
                    let parameters = Set(input.parameters.map(\.name))
                    let sent = TripletRenderer.sentValue(of: input)
                    writer.line(RenderContext.qualifiedSend(backing, sent, shadowing: parameters))
                }
            }
        }
    }

    /// `@ObservationIgnored` before a stored `var` that is storage, not state the view reads (the macro would track
    /// it); a `let` is never tracked.
    private static func ignored(_ declaration: String, _ context: RenderContext) -> String {
        guard context.style == .observable else { return declaration }
        let keyword = declaration.hasPrefix("private ") ? declaration.dropFirst("private ".count) : Substring(declaration)
        return keyword.hasPrefix("var ") ? "@ObservationIgnored " + declaration : declaration
    }
}
