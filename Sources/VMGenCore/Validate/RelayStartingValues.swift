/// A relay's or subject's starting value (`- @relay query(_ text: String) = ""`) is written in a stored property's
/// initializer, of the view model and of its fake (`let queryRelay = BehaviorRelay(value: "")`), which runs before
/// `self` exists: it may name no member of either, as Swift says ("cannot use instance member within property
/// initializer").
enum RelayStartingValues {
    static func check(
        _ viewModel: ViewModel, _ declarations: [InputDecl], options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        let starts = declarations.compactMap { declaration in declaration.startingValue.map { (declaration, $0) } }
        guard !starts.isEmpty else { return }
        let dependencies = Set(viewModel.dependencies.map(\.name))
        for (declaration, start) in starts {
            let names = ExpressionReader.bareNames(in: start.value)
            if let named = names.first(where: dependencies.contains) {
                sink.error("the starting value of '\(declaration.name.value)' names dependency '\(named)', which the view"
                    + " model does not have yet when it makes the relay; write a value", at: start.location)
            } else if let named = names.first(where: DerivedMembers.names(viewModel, options: options).contains) {
                sink.error("the starting value of '\(declaration.name.value)' names '\(named)', a member of the generated"
                    + " view model or of its fake, which a stored property's starting value cannot use; write a value",
                    at: start.location)
            }
        }
    }
}
