/// Finding the struct styles' view models: a class with its `Input` and `Output`, its conformances and extensions.
extension StructStyleRecognizer {
    /// What a type inherits and conforms to, in its declaration and then in its extensions.
    static func conformances(of owner: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> [String] {
        conformances(of: owner, extensions: extensionsByName(flatten(declarations)))
    }

    /// `conformances(of:in:)` with the extensions indexed once (`extensionsByName`), for a lookup per view model.
    static func conformances(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> [String] {
        owner.inheritance + (extensions[owner.name] ?? []).flatMap(\.inheritance)
    }

    /// The extensions among flattened declarations, by the name of the type they extend, in order: made once, so that
    /// looking up each view model's costs constant time, and an import linear time in the view models of a file.
    static func extensionsByName(_ all: [SwiftDeclaration]) -> [String: [SwiftDeclaration]] {
        Dictionary(grouping: all.filter { $0.kind == .extension }, by: \.name)
    }

    /// The first declaration of each name among `all` that `filter` takes.
    static func firstByName(_ all: [SwiftDeclaration], where filter: (SwiftDeclaration) -> Bool) -> [String: SwiftDeclaration] {
        Dictionary(all.filter(filter).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Each class or struct with `Input` and `Output` structs (nested, or named by a typealias such as
    /// `typealias Input = XLogic.Input`, as vmgen generates) and either a `transform` function or `input` and
    /// `output` properties. `context`: the declarations of the other files read with this one, where an app may
    /// declare the structs and the protocol that names them (`protocol XViewModelType { typealias Input = XInput }`).
    static func viewModels(in declarations: [SwiftDeclaration], context: [SwiftDeclaration] = []) -> [Found] {
        let all = flatten(declarations)
        // The other files' declarations are read for a type that may be a view model (one with a `transform`, or with
        // `input` and `output`), not for each of an app's types, which an import reads for each file it imports.
        lazy var everywhere = context.isEmpty ? all : all + flatten(context)
        let extensionsByName = extensionsByName(all)
        let named = firstByName(all) { _ in true }
        lazy var protocols = firstByName(everywhere) { $0.kind == .protocol }
        lazy var types = firstByName(everywhere) { [.struct, .class].contains($0.kind) }
        func nested(_ name: String, in owner: SwiftDeclaration) -> SwiftDeclaration? {
            // Declared in the type, or in an extension of it (`extension XViewModel { struct Input { ... } }`).
            let extensions = extensionsByName[owner.name] ?? []
            // A struct, or a class (`final class Output: ObservableObject` with `@Published` values).
            if let found = (owner.members + extensions.flatMap(\.members))
                .first(where: { [.struct, .class].contains($0.kind) && $0.name == name }) { return found }
            if let alias = owner.members.first(where: { $0.kind == .typealias && $0.name == name })?.value,
               case let parts = alias.split(separator: "."), parts.count == 2 {
                return named[String(parts[0])]?.members.first { $0.kind == .struct && $0.name == parts[1] }
            }
            // Named by a typealias of a protocol the type conforms to, for a struct declared at the top level, in this
            // file or another read with it (`typealias Input = EmojiPickerViewModelInput`).
            for conformance in conformances(of: owner, extensions: extensionsByName) {
                guard let alias = protocols[conformance]?.members
                    .first(where: { $0.kind == .typealias && $0.name == name })?.value?.trimmingSpaces else { continue }
                if let found = types[alias] { return found }
            }
            return nil
        }
        return all.filter { [.class, .struct, .actor].contains($0.kind) }.compactMap { owner in
            // The structs a `transform` method takes and returns, whatever their names (`CellInput`).
            // Declared in the type, or in an extension of it (`extension ReposViewModel: ViewModel { ... }`).
            let extensionMembers = (extensionsByName[owner.name] ?? []).flatMap(\.members)
            // Its `Input` and `Output` bound by the `where` clause of a protocol it conforms to (`SameTypeBindings`).
            let bindings = extensionMembers.isEmpty && owner.inheritance.isEmpty ? [:]
                : SameTypeBindings.bindings(of: owner, extensions: extensionsByName, protocols: protocols)
            let transforms = transformMethods(among: owner.members + extensionMembers, of: owner)
                .map { SameTypeBindings.resolved($0, bindings) }
            for (index, transform) in transforms.enumerated() {
                // Its two structs at the top level of its file, beside it (`struct LoginViewModelInput`): `top-level:`.
                if let (input, output) = TopLevelTransformTypes.structs(of: transform, in: declarations, nested: { nested($0, in: owner) }) {
                    return Found(owner: owner, input: input, output: output, style: .transform, surface: [transform],
                                 otherTransforms: transforms.enumerated().filter { $0.offset != index }.map(\.element),
                                 topLevel: [input.name, output.name])
                }
                // Both at the top level of another file read with it (the protocol's, `RecipeListViewModel.swift`):
                // the app's own, which the generated class uses (`app-types:`); not those a binding protocol's `where`
                // clause names (`UnimportedTransformShapes`).
                if bindings.isEmpty, let (input, output) = TopLevelTransformTypes.elsewhere(
                    of: transform, in: everywhere, besides: declarations, nested: { nested($0, in: owner) }) {
                    return Found(owner: owner, input: input, output: output, style: .transform, surface: [transform],
                                 otherTransforms: transforms.enumerated().filter { $0.offset != index }.map(\.element),
                                 appTypes: [input.name, output.name])
                }
                guard let outputName = transform.type, let output = nested(outputName, in: owner) else { continue }
                // The base class's `Input`, carrying the view's struct (`input.fromView`): `InheritedTransformContracts`.
                let carried = nested(transform.parameters[0].type, in: owner) == nil
                    ? InheritedTransformContracts.viewInput(
                        of: owner, transform: transform, extensions: extensionsByName[owner.name] ?? [], nested: { nested($0, in: owner) })
                    : nil
                guard let input = carried?.input ?? nested(transform.parameters[0].type, in: owner) else { continue }
                return Found(owner: owner, input: input, output: output, style: .transform, surface: [transform],
                             otherTransforms: transforms.enumerated().filter { $0.offset != index }.map(\.element),
                             viewInput: carried?.member)
            }
            // A struct of streams in, one stream of an enum out: the transform of states.
            if !transforms.isEmpty,
               var found = StateStreamTransforms.found(owner, transforms, all: everywhere, nested: { nested($0, in: owner) }) {
                found.states?.bound = Set(bindings.values.map(\.trimmingSpaces))
                return found
            }
            let properties = owner.members.filter { [.let, .var].contains($0.kind) && ["input", "output"].contains($0.name) }
            guard properties.count == 2, let input = nested("Input", in: owner), let output = nested("Output", in: owner)
            else { return nil }
            return Found(owner: owner, input: input, output: output, style: .subject, surface: properties)
        }
    }

    /// Each declaration followed by its members, theirs in turn (depth first, in order), appended to one array: an
    /// import flattens the declarations of every file read with the one it imports, for each file it imports.
    static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        result.reserveCapacity(declarations.count)
        func append(_ declarations: [SwiftDeclaration]) {
            for declaration in declarations {
                result.append(declaration)
                if !declaration.members.isEmpty { append(declaration.members) }
            }
        }
        append(declarations)
        return result
    }
}
