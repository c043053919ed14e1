/// `top-level: LoginViewModelInput, LoginState, LoginViewModelOutput`: the names the transform of states' file also
/// declares at its top level, where the app's code names them (`LoginViewModelInput(...)`, `LoginState.idle`, a
/// protocol's `-> LoginViewModelOutput`), as apps that write every screen so declare them beside the class: the input
/// struct's name and the enum's are typealiases of the class's (`typealias LoginState = LoginViewModel.LoginState`),
/// and one other name is the typealias of the stream `transform` returns (`typealias LoginViewModelOutput =
/// AnyPublisher<LoginViewModel.LoginState, Never>`). The class keeps its types: the probe, the fake and a
/// `transform-protocol:` name them through it as ever. The ordinary transform's `top-level: LoginViewModelInput,
/// LoginViewModelOutput` (`transform: transform(input: LoginViewModelInput) -> LoginViewModelOutput`) names its two
/// structs so, as apps that declare them beside the class write them (`typealias LoginViewModelInput =
/// LoginViewModel.LoginViewModelInput`), and a protocol of the app's requiring that method (`conforms:`) sees the same.
enum TopLevelNames {
    /// The declarations, in the order listed: each name and what it stands for, written in the view model's file.
    static func declarations(_ options: GenerationOptions, typeName: String) -> [(name: String, value: String)] {
        let signature = options.transform
        guard let names = options.topLevelNames, signature.isStateStream || signature.isStructTransform else { return [] }
        return names.map { name in
            guard let stream = signature.states, name != signature.inputType, name != signature.outputType else {
                return (name, typeName + "." + name)
            }
            return (name, stream.spelled(typeName + "." + signature.outputType))
        }
    }

    /// A project's options (`vmgen.options`) but `top-level:`, `app-types:`, `transform-protocol:`, `event-aliases:` and
    /// `input-init:`, `output-init:`,
    /// each an error where it stands: every spec of the project would declare, or take from the app, what names one view
    /// model's; and `transform-calls:`, `transform-output:`, `transform-bag:` and `view-input:` without the `transform:`
    /// they change.
    static func projectEntries(_ entries: [OptionEntry], into sink: inout DiagnosticSink) -> [OptionEntry] {
        let specOnly = [
            "top-level": "the types one view model's transform (of structs or of states) declares at the top level of the"
                + " module, which every spec of the project would declare",
            "app-types": "the types one view model's transform of states takes from the app, which every spec of the"
                + " project would inherit",
            "transform-protocol": "the protocol one view model's transform style declares, which every spec of the project"
                + " would declare",
            "event-aliases": "the aliases one view model's event transform class gives its enums, which every spec of"
                + " the project would declare",
            "input-init": "the order one view model's call sites hand its Input's streams in, which every spec of the"
                + " project would take",
            "output-init": "the initializer one view model's Output is made with, which every spec of the project would"
                + " take",
            "subject-output": "the initializer one spec's subject-style Output builds itself with, which every spec of the"
                + " project would declare",
        ]
        let givesTransform = entries.contains { $0.key.value == "transform" }
        return entries.filter { entry in
            if let what = specOnly[entry.key.value] {
                sink.error("'\(entry.key.value):' names \(what): give it in that view model's spec", at: entry.key.location)
                return false
            }
            // What the method is called with and returns is part of the options' `transform:`, which the specs inherit
            // whole: without it here, the line would change no spec's method.
            if transformModifiers.contains(entry.key.value), !givesTransform {
                sink.error(
                    "'\(entry.key.value):' changes the method 'transform:' declares, and this options file gives no"
                        + " 'transform:' for it to change", at: entry.key.location,
                    notes: [.init("give 'transform:' beside it here, or both in the view model's spec")])
                return false
            }
            return true
        }
    }

    /// The options that change the method `transform:` declares, carried to the specs with it.
    static let transformModifiers: Set<String> = ["transform-calls", "transform-output", "transform-bag", "view-input"]

    /// An error where a spec of more than one view model lists the names, which every view model would declare.
    static func checkOneViewModel(_ spec: SpecFile, options: GenerationOptions, into sink: inout DiagnosticSink) {
        guard options.topLevelNames != nil, spec.viewModels.count > 1 else { return }
        sink.error(
            "'top-level:' names one view model's types at the top level, and this spec declares \(spec.viewModels.count)"
                + " view models", at: spec.viewModels[1].name.location, notes: [.init("give each view model a spec of its own")])
    }
}

extension OptionResolver {
    /// An error where the option stands unless the spec renders the transform of states and the names are type names,
    /// each once, all but one of them the input struct's and the enum's.
    static func checkTopLevelNames(
        _ options: inout GenerationOptions, styles: [Style], at location: SourceLocation, into sink: inout DiagnosticSink
    ) {
        guard let names = options.topLevelNames else { return }
        let signature = options.transform
        let own = [signature.inputType, signature.outputType]
        var problem: String?
        if !styles.contains(.transform) || !(signature.isStateStream || signature.isStructTransform) {
            problem = "names the types of the transform style's structs ('transform: transform(input: Input) -> Output')"
                + " or of the transform of states ('transform: transform(input: Input) -> AnyPublisher<State, Never>'),"
                + " which this spec does not render"
        } else if !signature.isStateStream, let name = names.first(where: { !own.contains($0) }) {
            problem = "names '\(name)', which is neither the input struct '\(own[0])' nor the output struct '\(own[1])'"
                + " of 'transform:'"
        } else if !signature.isStateStream, let name = names.first(where: { ["Input", "Output"].contains($0) }) {
            problem = "names '\(name)', the transform style's own name of its struct, which every view model nests: name"
                + " the structs in 'transform:' as the app names them ('transform(input: LoginInput) -> LoginOutput')"
        } else if !signature.isStateStream, signature.viewInput != nil {
            problem = "names the structs of a transform that takes the base class's '\(own[0])' ('view-input:'), which"
                + " the generated class does not declare"
        } else if let name = names.first(where: { !Identifier.isValid($0) || Identifier.keywords.contains($0) }) {
            problem = "names '\(name)', which is not a type name"
        } else if Set(names).count != names.count {
            problem = "names a type twice"
        } else if names.filter({ !own.contains($0) }).count > 1 {
            problem = "names the input struct '\(own[0])', the enum '\(own[1])' and one name of the stream 'transform'"
                + " returns; '\(names.filter { !own.contains($0) }.joined(separator: "', '"))' are more than one other"
        }
        guard let problem else { return }
        sink.error("'top-level:' \(problem)", at: location, notes: [.init("drop 'top-level:', or name those types")])
        options.topLevelNames = nil
    }
}
