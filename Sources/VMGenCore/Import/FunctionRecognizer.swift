/// Recognises hand-written view models of Grailed's function style: a top-level function from input streams (and
/// trailing dependencies) to a named tuple of output streams, or to one stream. The view model is named after the
/// function (`loginViewModel` → `LoginViewModel`), as vmgen names the function after the view model.
public enum FunctionRecognizer {
    public static func recognize(_ declarations: [SwiftDeclaration], path: String) -> (ImportedSpec, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var spec = ImportedSpec(source: path, style: .function, framework: nil, access: .internal, viewModels: [])
        var frameworks: [Framework] = []
        for function in viewModels(in: declarations) {
            if let access = AccessLevel(rawValue: function.access) { spec.access = access }
            var viewModel = ImportedSpec.ViewModel(
                name: function.name.prefix(1).uppercased() + function.name.dropFirst(), docs: summary(function.docs),
                location: function.location, dependencies: [], inputs: [], outputs: [])
            let parameterDocs = self.parameterDocs(function.docs)
            for parameter in function.parameters {
                var property = SwiftDeclaration(kind: .var, name: parameter.name, location: parameter.location)
                property.type = parameter.type
                property.docs = parameterDocs[parameter.name].map { [$0] } ?? []
                if let (framework, _, _) = TripletRecognizer.stream(parameter.type), framework != .closures,
                   parameter.defaultValue == nil {
                    let (entry, _) = StructStyleRecognizer.input(property, style: .transform)
                    viewModel.inputs.append(parameter.label == "_" ? .skipped(
                        entry.original, because: "an input of the function style is a labelled parameter",
                        at: parameter.location) : entry)
                    frameworks.append(framework == .rxcocoa ? .rxswift : framework)
                } else {
                    let line = "\(Identifier.escaped(parameter.name)): \(parameter.type)"
                        + (parameter.defaultValue.map { " = \($0)" } ?? "")
                    viewModel.dependencies.append(.entry(line, docs: [], at: parameter.location, original: line))
                }
            }
            for (name, type) in outputs(of: function) {
                var property = SwiftDeclaration(kind: .var, name: name, location: function.location)
                property.type = type
                let (entry, framework) = TripletRecognizer.output(from: property)
                viewModel.outputs.append(entry)
                if let framework { frameworks.append(framework) }
            }
            for member in viewModel.inputs + viewModel.outputs where member.skipped != nil {
                warnings.append(Diagnostic(.warning, path: path, at: member.location,
                                           "'\(member.line)' is not imported: \(member.skipped!)"))
            }
            spec.viewModels.append(viewModel)
        }
        let counts = Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +)
        spec.framework = counts.keys.contains(.rxcocoa) ? .rxcocoa
            : counts.max { ($0.value, $1.key.name) < ($1.value, $0.key.name) }?.key
        return (spec, warnings)
    }

    /// Top-level functions whose name ends in `ViewModel` and that return streams.
    static func viewModels(in declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.filter { declaration in
            declaration.kind == .func && declaration.name.hasSuffix("ViewModel") && !outputs(of: declaration).isEmpty
        }
    }

    /// The output names and stream types of a function's result: a labelled tuple, or one stream or ReactiveSwift
    /// `Property` (named `value`, a name no call site sees).
    static func outputs(of function: SwiftDeclaration) -> [(String, String)] {
        guard let result = function.type else { return [] }
        if TripletRecognizer.stream(result) != nil || result.hasPrefix("Property<") && result.hasSuffix(">") {
            return [("value", result)]
        }
        guard result.hasPrefix("("), result.hasSuffix(")") else { return [] }
        let elements = TripletRecognizer.splitTopLevel(String(result.dropFirst().dropLast()))
        var outputs: [(String, String)] = []
        for element in elements {
            guard let colon = element.firstIndex(of: ":") else { return [] }
            outputs.append((String(element[..<colon]).trimmingSpaces, String(element[element.index(after: colon)...]).trimmingSpaces))
        }
        return outputs
    }

    /// The `- Parameters:` list of a doc comment: `  - name: text` by name.
    private static func parameterDocs(_ docs: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for line in docs.drop(while: { !$0.hasPrefix("- Parameters:") }).dropFirst() {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("- "), let colon = trimmed.firstIndex(of: ":") else { continue }
            let name = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon])
            result[name] = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
        }
        return result
    }

    /// The doc comment without its `- Parameters:` list, which vmgen writes from the inputs' own docs.
    private static func summary(_ docs: [String]) -> [String] {
        var lines = Array(docs.prefix { !$0.hasPrefix("- Parameters:") && !$0.hasPrefix("- Parameter ") })
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
