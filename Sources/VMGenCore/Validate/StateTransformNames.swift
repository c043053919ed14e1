/// The names the transform of states declares besides the class (`transform: transform(input: LoginInput) ->
/// AnyPublisher<LoginState, Never>`): its struct and its enum, nested in the class, where each hides a type of its name
/// from the class's code, and the `top-level:` typealiases, declared in the module beside every other type. A name
/// that would change what the generated code or the app's code means by a type, or that the module would declare
/// twice, is an error at the view model's name, as the code would not compile.
enum StateTransformNames {
    /// The types of Swift and of the framework the class's code writes (`Never`, `Void`, `AnyPublisher`,
    /// `Observable`), which a nested struct or enum, or a top-level typealias, of their name would hide. The names of
    /// the types vmgen nests itself (`Input`, `Output`, the probe's `Recorder`, the fake's `Call`) are not among them:
    /// the struct and the enum are named so by default, and test support names them through the class.
    static func usedTypeNames(_ framework: Framework) -> Set<String> {
        framework.dialect.typeNames.union(ReservedTypeNames.standardLibrary)
            .subtracting(["Input", "Output", "Inputs", "Recorder", "Call"])
    }

    /// The first name of each type the view model's members name (`Coupon` for `loaded: [Coupon]`), which a nested
    /// struct or enum of that name would capture, and a top-level typealias of it would declare twice.
    static func memberTypeNames(_ viewModel: ViewModel) -> Set<String> {
        var names: Set<String> = []
        for input in viewModel.inputs { for parameter in input.parameters { names.formUnion(parameter.type.leadingNames) } }
        for output in viewModel.outputs { names.formUnion(output.type.leadingNames) }
        for dependency in viewModel.dependencies { names.formUnion(dependency.type.leadingNames) }
        return names
    }

    /// Each member's type with where the spec writes the member (a parameter's name, an output's, a dependency's).
    static func memberLocations(
        _ viewModel: ViewModel, inputs: [InputDecl], outputs: [String: SourceLocation], dependencies: [String: SourceLocation]
    ) -> [(SwiftType, SourceLocation)] {
        var found: [(SwiftType, SourceLocation)] = []
        for (input, declaration) in zip(viewModel.inputs, inputs) {
            for (parameter, written) in zip(input.parameters, declaration.parameters) { found.append((parameter.type, written.name.location)) }
        }
        for output in viewModel.outputs { if let location = outputs[output.name] { found.append((output.type, location)) } }
        for dependency in viewModel.dependencies {
            if let location = dependencies[dependency.name] { found.append((dependency.type, location)) }
        }
        return found
    }

    /// Errors for the struct's and the enum's names, and the `top-level:` names, of the transform of states.
    static func check(
        _ viewModel: ViewModel, name: Located<String>, inputs: [InputDecl], outputs: [String: SourceLocation],
        dependencies: [String: SourceLocation], options: GenerationOptions, into sink: inout DiagnosticSink
    ) {
        let signature = options.transform
        guard options.styles.contains(.transform),
              signature.isStateStream || (signature.isStructTransform && options.topLevelNames != nil) else { return }
        let own = StyleNames(viewModel: viewModel.name, styles: options.styles).all(testSupport: true)
        let used = usedTypeNames(options.framework)
        let members = memberTypeNames(viewModel)
        // The ordinary transform's structs (`top-level:`) are checked as ever (`TypeNameConflicts`).
        let nested = signature.isStateStream ? [("input struct", signature.inputType), ("enum of states", signature.outputType)] : []
        for (what, type) in nested {
            let problem: String
            if own.contains(type) {
                problem = "a type the generated code of '\(viewModel.name)' declares, which its class would then not find"
            } else if used.contains(type) {
                problem = "a type of Swift or \(options.framework.name) that the generated class uses"
            } else if members.contains(type), type != "Input", type != "Output" { // `TypeNameConflicts` reports those
                // Where each member that names it stands.
                for (member, location) in memberLocations(viewModel, inputs: inputs, outputs: outputs, dependencies: dependencies)
                where member.leadingNames.contains(type) {
                    sink.error("the type '\(type)' here would mean the \(what) of the transform of states, which"
                                   + " '\(viewModel.name)' nests, not yours", at: location,
                               notes: [.init("name the \(what) otherwise in 'transform:', or qualify the type with its module")])
                }
                continue
            } else {
                continue
            }
            sink.error("the \(what) '\(type)' of the transform of states, nested in '\(viewModel.name)', is named as \(problem)",
                       at: name.location, notes: [.init("name the \(what) otherwise in 'transform:'")])
        }
        // The types the options name, which the generated code declares (`transform-protocol:`) or inherits.
        let optionNames = [("transform-protocol", options.transformProtocol), ("superclass", options.superclass)]
            .compactMap { option, name in name.map { (option, $0) } } + options.conformances.map { ("conforms", $0) }
        for topLevel in options.topLevelNames ?? [] {
            let problem: String
            if let (option, _) = optionNames.first(where: { $0.1 == topLevel }) {
                problem = "the name '\(option):' gives a type the generated code of '\(viewModel.name)' declares or inherits"
            } else if own.contains(topLevel) {
                problem = "a type the generated code of '\(viewModel.name)' declares there too"
            } else if members.contains(topLevel), ![signature.inputType, signature.outputType].contains(topLevel) {
                problem = "a type a member of '\(viewModel.name)' names, which the app declares"
            } else if used.contains(topLevel), ![signature.inputType, signature.outputType].contains(topLevel) {
                problem = "a type of Swift or \(options.framework.name) that the generated code uses, which it would hide"
            } else {
                continue
            }
            sink.error("'top-level:' would declare '\(topLevel)' at the top level of the module, \(problem)",
                       at: name.location, notes: [.init("name the typealias of the stream otherwise, or drop it from 'top-level:'")])
        }
    }
}
