/// `app-types: SettingInput, SettingState`: the transform of states' input struct and enum (or the ordinary
/// transform's input and output structs, `RecipeListInput, RecipeListOutput`) that the app declares itself
/// at the top level of a file of its own (`SettingAction.swift`, beside `SettingViewModel.swift`, which a binding
/// protocol names: `where Input == SettingInput, State == SettingState`). The generated file declares neither and uses
/// the app's: the transform reads `input.viewDidLoad` and makes `SettingState.reload(...)`, so the spec's inputs and
/// outputs must match the app's declarations (a mismatch is the compiler's error in the app, and `vmgen import
/// --check` compares them). Unlike `top-level:`, nothing of the app's goes: its file stays as written.
extension OptionResolver {
    /// An error where the option stands unless the spec renders the transform of states or the ordinary transform (not
    /// one whose output is given), and the names are its input struct's and enum's or output struct's (one or both, each
    /// once), without `top-level:`.
    static func checkAppTypes(
        _ options: inout GenerationOptions, styles: [Style], at location: SourceLocation, into sink: inout DiagnosticSink
    ) {
        guard let names = options.appTypes else { return }
        let signature = options.transform
        let own = [signature.inputType, signature.outputType]
        var problem: String?
        var note = "drop 'app-types:', or name those types"
        let returned = signature.isStateStream ? "enum" : "output struct"
        if !styles.contains(.transform) || !(signature.isStateStream || signature.isStructTransform)
            || signature.outputIsGiven {
            problem = "names the types of the ordinary transform ('transform: transform(input: X) -> Y') or the transform"
                + " of states ('transform: transform(input: Input) -> AnyPublisher<State, Never>'), which this spec does not render"
        } else if let name = names.first(where: { !own.contains($0) }) {
            problem = "names '\(name)', which is neither the input struct '\(own[0])' nor the \(returned) '\(own[1])' of 'transform:'"
        } else if Set(names).count != names.count {
            problem = "names a type twice"
        } else if signature.viewInput != nil && names.contains(signature.inputType) {
            problem = "names the input struct '\(own[0])', which 'view-input:' makes the base class's"
        } else if options.topLevelNames != nil {
            problem = "and 'top-level:' both name the transform of states' types: the app's own, or the generated file's"
            note = "give one of them"
        }
        guard let problem else { return }
        sink.error("'app-types:' \(problem)", at: location, notes: [.init(note)])
        options.appTypes = nil
    }
}

extension RenderContext {
    /// Whether the app declares the type of `name` itself (`app-types:`), which the generated file then does not.
    func isAppType(_ name: String) -> Bool {
        options.appTypes?.contains(name) == true && !options.transform.isEventStream
    }

    /// The app's own types (`app-types:`), which the probe, the fake and a `transform-protocol:` name by themselves.
    var appTypeNames: Set<String> { options.transform.isEventStream ? [] : Set(options.appTypes ?? []) }

    /// `name`, one of the class's types, as code outside the class names it: `SettingViewModel.SettingState`, or
    /// `SettingState` where the app declares it (`app-types:`).
    func outsideName(_ name: String) -> String {
        isAppType(name) ? name : typeName + "." + name
    }
}

/// `app-types:` naming the ordinary transform's output struct beside a `@value` output: the view's output is then the
/// class the view observes (`final class OrderOutput: ObservableObject`, `TransformRenderer.writeOutputObject`), which
/// the generated file would declare under the name of the app's own struct, a redeclaration in the app. An error where
/// the option stands, naming each such output, all in one run.
enum AppOutputTypes {
    static func check(
        _ entries: [OptionEntry], options: GenerationOptions, viewModels: [ViewModel], into sink: inout DiagnosticSink
    ) {
        let signature = options.transform
        guard let names = options.appTypes, options.styles.contains(.transform), signature.isStructTransform,
              names.contains(signature.outputType),
              let entry = entries.last(where: { $0.key.value == "app-types" }) else { return }
        for viewModel in viewModels {
            for output in viewModel.outputs where output.streamKind == .value {
                sink.error(
                    "'app-types:' names '\(signature.outputType)', the app's own output struct, and '@value' output"
                        + " '\(output.name)' of '\(viewModel.name)' makes the view's output a class the generated file"
                        + " declares under that name (an 'ObservableObject' whose values the view reads)",
                    at: entry.value.location,
                    notes: [.init("keep it a stream the view binds ('- \(output.name): T'), or leave '\(signature.outputType)' out of 'app-types:'")])
            }
        }
    }
}
