/// `output-bag: cancelBag: CancelBag`: the view's `Output` object of the transform style keeps the subscriptions that
/// set its values in a member of its own (`var cancelBag = CancelBag()`, with the app's `typealias CancelBag =
/// Set<AnyCancellable>`), as a struct view model whose `Output` is an `ObservableObject` keeps them (s16's
/// ic-survey-ios): the generated `transform` stores each value's subscription there (`in: &viewOutput.cancelBag`), so
/// a struct view model, which keeps none of its own, has value outputs in Combine. Each refusal stands where the option
/// is written; an output the object cannot be made with (a relay or subject the logic's stream is bound to, built
/// before the object is) where the output stands (`MemberKinds`).
enum OutputBags {
    /// The type the bag is when the option names none.
    static let defaultType = "Set<AnyCancellable>"

    /// Sets `outputBag`, or reports where the option stands why it cannot: not `name` or `name: Type`, a spec that
    /// renders another style than the transform, a framework other than Combine, an `Output` the view model is handed.
    static func resolve(
        _ options: inout GenerationOptions, _ value: Located<String>, styles: [Style], into sink: inout DiagnosticSink
    ) {
        let parts = value.value.split(separator: ":", maxSplits: 1).map { String($0).trimmingSpaces }
        let name = parts.first ?? ""
        let type = parts.count > 1 ? parts[1] : defaultType
        guard name.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) != nil,
              type == defaultType || type.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/#) != nil else {
            sink.error(
                "'output-bag:' names the member of the 'Output' object that keeps its subscriptions, and its type: a"
                    + " name and '\(defaultType)' or the app's name for it", at: value.location,
                notes: [.init("write 'output-bag: cancelBag' or 'output-bag: cancelBag: CancelBag'")])
            return
        }
        if StyleBoundOptions.refusesOtherStyles(
            "output-bag:", of: .transform, because: "its 'Output' object keeps the subscriptions of its values",
            styles: styles, at: value, into: &sink) { return }
        guard options.framework == .combine else {
            sink.error(
                "'output-bag:' keeps Combine's subscriptions ('\(defaultType)'), and this spec's framework is"
                    + " '\(options.framework.name)'", at: value.location,
                notes: [.init("drop 'output-bag:'; the view model keeps the subscriptions itself")])
            return
        }
        guard !options.transform.outputIsGiven else {
            sink.error(
                "'output-bag:' keeps the subscriptions of the 'Output' object 'transform' makes, and 'transform-output:"
                    + " given' hands the view model its 'Output'", at: value.location,
                notes: [.init("drop one of the two options")])
            return
        }
        guard !options.transform.hasOutputEnum, !options.transform.isEventStream else {
            sink.error(
                "'output-bag:' keeps the subscriptions of the 'Output' object, and this 'transform' returns one stream",
                at: value.location, notes: [.init("drop 'output-bag:', or return the 'Output' object")])
            return
        }
        options.transform.outputBag = .init(name: name, type: type)
    }
}
