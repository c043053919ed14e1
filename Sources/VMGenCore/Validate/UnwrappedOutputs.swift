/// `@unwrapped`: an output the triplet declares implicitly unwrapped, `var isRefreshing: Observable<Bool>! { get }`, as
/// classes that make the stream in their initializer once `self` is ready (`var isRefreshing: Observable<Bool>!`)
/// declare it. The generated protocol and class say `!` after the stream's type, so call sites that unwrap it
/// (`output.isRefreshing?.bind(...)`, `if let`) and stand-ins declaring it so compile unchanged. Only a stream of the
/// triplet, whose view reads a property of the stream's type, takes it.
enum UnwrappedOutputs {
    /// Whether the output is `@unwrapped`; a located error where it cannot be.
    static func check(_ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> Bool {
        // A function output's attributes are refused where it is checked (`MemberKinds.checkFunction`).
        guard let attribute = output.attributes.first(where: { $0.value == "unwrapped" }), output.parameters == nil else {
            return false
        }
        let reason: String?
        if let style = options.styles.first(where: { $0 != .triplet }) {
            reason = "it marks the stream property the triplet's protocol declares, and this spec \(options.styles.count == 1 ? "" : "also ")"
                + "renders the '\(style.name)' style"
        } else if let kind = output.attributes.first(where: { ["constant", "value"].contains($0.value) }) {
            reason = "it marks a stream's property, and a '@\(kind.value)' output is a value"
        } else if options.framework == .closures {
            reason = "the closures framework's outputs are optional closures already"
        } else {
            reason = nil
        }
        guard let reason else { return true }
        sink.error("'@unwrapped' does not apply here: \(reason)", at: attribute.location)
        return false
    }

    /// Whether an input the view sends into (`@observer`, `@relay`, `@subject`) is `@unwrapped`, `var searchTrigger:
    /// AnyObserver<Int>! { get }`; a located error on another input or with another style.
    static func check(_ input: InputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> Bool {
        guard let attribute = input.attributes.first(where: { $0.value == "unwrapped" }) else { return false }
        let sentInto = input.attributes.contains { ["observer", "relay", "subject"].contains($0.value) }
        if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error("'@unwrapped' does not apply here: it marks the property the triplet's inputs protocol declares, and"
                + " this spec \(options.styles.count == 1 ? "" : "also ")renders the '\(style.name)' style", at: attribute.location)
        } else if !sentInto || options.framework == .closures {
            sink.error("'@unwrapped' does not apply here: it marks the property of an input the view sends into ('@observer',"
                + " '@relay' or '@subject'), and this input is a method", at: attribute.location)
        } else {
            return true
        }
        return false
    }

    /// Whether a constant is `@settable`, its protocol's requirement `{ get set }` (`var populerMovie: PopulerMovie { get
    /// set }`): the class stores it in a `var` the view may set, which the logic, having made it once, does not see. A
    /// located error on another member or with another style.
    static func checkSettable(_ output: OutputDecl, options: GenerationOptions, into sink: inout DiagnosticSink) -> Bool {
        guard let attribute = output.attributes.first(where: { $0.value == "settable" }) else { return false }
        if let style = options.styles.first(where: { $0 != .triplet }) {
            sink.error("'@settable' does not apply here: it marks a requirement of the triplet's protocols, and this spec"
                + " \(options.styles.count == 1 ? "" : "also ")renders the '\(style.name)' style", at: attribute.location)
        } else if !output.attributes.contains(where: { $0.value == "constant" }) || output.parameters != nil {
            sink.error("'@settable' does not apply here: it makes a constant ('@constant') settable, and a stream the logic"
                + " sends is read-only", at: attribute.location)
        } else {
            return true
        }
        return false
    }
}
