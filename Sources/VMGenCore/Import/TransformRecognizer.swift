/// Recognises hand-written view models of BlaBlaCar's transform style: a class (or struct) with nested `Input` and
/// `Output` structs of streams and `func transform(input: Input) -> Output`. Inputs come from `Input`'s members,
/// outputs from `Output`'s, dependencies from the initializer; the framework from the stream types.
public enum TransformRecognizer {
    public static func recognize(_ declarations: [SwiftDeclaration], path: String) -> (ImportedSpec, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var spec = ImportedSpec(source: path, style: .transform, framework: nil, access: .internal, viewModels: [])
        var frameworks: [Framework] = []
        for (owner, input, output, transform) in viewModels(in: declarations) {
            if transform.parameters.count != 1 || transform.parameters.first?.label != nil
                || transform.parameters.first?.name != "input" {
                warnings.append(Diagnostic(.warning, path: path, at: transform.location,
                    "'\(owner.name).transform' is not written 'transform(input: Input) -> Output'; the generated one is"))
            }
            if let access = AccessLevel(rawValue: owner.access) { spec.access = access }
            var viewModel = ImportedSpec.ViewModel(
                name: owner.name, docs: owner.docs, location: owner.location,
                dependencies: TripletRecognizer.dependencies(of: owner) { message, location in
                    warnings.append(Diagnostic(.warning, path: path, at: location, message))
                },
                inputs: [], outputs: [])
            for member in input.members where member.kind == .let || member.kind == .var {
                let (entry, framework) = self.input(member)
                viewModel.inputs.append(entry)
                if let framework { frameworks.append(framework) }
            }
            for member in output.members where member.kind == .let || member.kind == .var {
                let (entry, framework) = TripletRecognizer.output(from: SwiftDeclaration.asProperty(member))
                viewModel.outputs.append(entry)
                if let framework { frameworks.append(framework) }
            }
            for member in viewModel.dependencies + viewModel.inputs + viewModel.outputs {
                if let reason = member.skipped {
                    warnings.append(Diagnostic(.warning, path: path, at: member.location, "'\(member.line)' is not imported: \(reason)"))
                }
            }
            spec.viewModels.append(viewModel)
        }
        // RxSwift inputs under RxCocoa outputs are RxCocoa's transform: the logic's inputs are Observables there too.
        let counts = Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +)
        spec.framework = counts.keys.contains(.rxcocoa) ? .rxcocoa
            : counts.max { ($0.value, $1.key.name) < ($1.value, $0.key.name) }?.key
        return (spec, warnings)
    }

    /// Each class or struct with `Input` and `Output` structs (nested, or named by a typealias such as
    /// `typealias Input = XLogic.Input`, as vmgen generates) and a `transform` function.
    static func viewModels(in declarations: [SwiftDeclaration])
        -> [(owner: SwiftDeclaration, input: SwiftDeclaration, output: SwiftDeclaration, transform: SwiftDeclaration)]
    {
        let all = flatten(declarations)
        func nested(_ name: String, in owner: SwiftDeclaration) -> SwiftDeclaration? {
            if let found = owner.members.first(where: { $0.kind == .struct && $0.name == name }) { return found }
            guard let alias = owner.members.first(where: { $0.kind == .typealias && $0.name == name })?.value,
                  case let parts = alias.split(separator: "."), parts.count == 2 else { return nil }
            return all.first { $0.name == parts[0] }?.members.first { $0.kind == .struct && $0.name == parts[1] }
        }
        return all.filter { [.class, .struct].contains($0.kind) }.compactMap { owner in
            guard let input = nested("Input", in: owner), let output = nested("Output", in: owner),
                  let transform = owner.members.first(where: { $0.kind == .func && $0.name == "transform" })
            else { return nil }
            return (owner, input, output, transform)
        }
    }

    private static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.flatMap { [$0] + flatten($0.members) }
    }

    /// An `Input` member: a stream of the framework's logic type, written as the input method that makes it.
    static func input(_ member: SwiftDeclaration) -> (ImportedSpec.Member, Framework?) {
        let type = member.type ?? ""
        let original = "\(member.name): \(type)"
        if member.isConditional { return (.skipped(original, because: "it stands inside #if", at: member.location), nil) }
        guard let (framework, element, _) = TripletRecognizer.stream(type),
              [.rxswift, .reactiveswift, .combine].contains(framework) else {
            return (.skipped(original, because: "an input of the transform style is a stream the logic maps"
                + " (Observable, Signal<T, Never> or AnyPublisher<T, Never>); this kind is not supported yet",
                at: member.location), nil)
        }
        let name = Identifier.escaped(member.name)
        let line: String
        if element == "Void" {
            line = name
        } else if element.hasPrefix("("), element.hasSuffix(")"),
                  case let parts = TripletRecognizer.splitTopLevel(String(element.dropFirst().dropLast())),
                  parts.count > 1, parts.allSatisfy({ $0.contains(":") }) {
            line = name + "(" + parts.joined(separator: ", ") + ")"
        } else if element.hasPrefix("(") && TripletRecognizer.splitTopLevel(String(element.dropFirst().dropLast())).count > 1 {
            return (.skipped(original, because: "a tuple without labels cannot be written as input arguments",
                             at: member.location), nil)
        } else {
            line = name + "(_ value: " + element + ")"
        }
        return (.entry(line, docs: member.docs, at: member.location, original: original), framework)
    }
}

extension SwiftDeclaration {
    /// A stored property read as a `var` requirement, as the triplet's outputs are.
    static func asProperty(_ member: SwiftDeclaration) -> SwiftDeclaration {
        var property = member
        property.kind = .var
        return property
    }
}
