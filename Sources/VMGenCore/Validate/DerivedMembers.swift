/// The names of the instance members vmgen's classes declare for a view model, whatever the style: what a name the
/// spec gives in the same scope (a relay's starting value, a section's typealias) may not take.
enum DerivedMembers {
    /// The instance members of the view model in every style (its inputs, outputs, their storage, its groups) and
    /// of its fake and probe (`calls`, `send`).
    static func names(_ viewModel: ViewModel, options: GenerationOptions) -> Set<String> {
        let dialect = options.framework.dialect
        var names = Set(viewModel.inputs.flatMap { [$0.methodName, $0.streamName] } + viewModel.outputs.map(\.name))
        names.formUnion(viewModel.outputs.filter(\.isFunction).map(TripletRenderer.answerName))
        names.formUnion(viewModel.outputs.map { $0.name + "Value" })
        for style in Style.allCases {
            for input in viewModel.inputs { names.formUnion(dialect.storageNames(for: input, style: style)) }
        }
        // The storage the fake keeps behind each output, and where a class shares each output with every reader.
        if dialect.usesStreams && options.framework.hasTestSupport {
            for output in viewModel.outputs where !output.isValueLike && output.streamKind != .value {
                names.formUnion(dialect.fakeOutput(output.name, element: "T", output).memberNames)
            }
        }
        if let shared = dialect.sharedOutputs(isolation: "") { names.formUnion(viewModel.outputs.map { shared.storageName($0.name) }) }
        names.formUnion(ViewModel.ProtocolGroup.allCases.map(viewModel.property(of:)))
        names.formUnion([
            // The logic enum's `static func transform` and the transform style's method.
            "transform", options.transform.name,
            "input", "output", "inputs", "outputs", "calls", "send", "viewModel", "streams", "observers", "retained",
            ClosuresDialect.handlersName, FakeWriter.shownOutputs, TransformRenderer.outputBindingsName,
            ObservableRenderer.subscriptionsName, TestSupportCollisions.subscriptionsName(dialect),
        ])
        return names
    }
}
