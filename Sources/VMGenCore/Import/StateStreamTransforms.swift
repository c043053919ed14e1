/// A view model whose `transform` takes a struct of streams and returns one stream of the screen's states
/// (`func transform(input: LoginViewModelInput) -> LoginViewModelOutput` over `struct LoginViewModelInput { let
/// appleLoginButtonDidTap: AnyPublisher<Void, Never> }`, `enum LoginState { case idle; case success }` and `typealias
/// LoginViewModelOutput = AnyPublisher<LoginState, Never>`): the transform of states. It is imported as the transform
/// style (`StructStyleRecognizer`, its inputs the struct's members) with the `transform:` option that returns the
/// stream of the enum, written out (`-> AnyPublisher<LoginState, Never>`, the app's typealias read through), each case
/// of the enum an output as the one-stream event transform's are (`EventTransformShape.output`).
enum StateStreamTransforms {
    /// What the import reads of such a view model: its `transform`, its input struct, its enum of states, the
    /// `transform:` option, the framework of the stream, and the typealias of the result the app declares, if any.
    struct Found {
        var transform: SwiftDeclaration
        var input: SwiftDeclaration
        var states: SwiftDeclaration
        var signature: String
        /// The result as the `transform:` option writes it: `AnyPublisher<LoginState, Never>`.
        var result: String
        var framework: Framework
        var alias: SwiftDeclaration?
        /// The names the `where` clause of a protocol the type conforms to binds its associated types to
        /// (`SettingInput` of `Input == SettingInput`, `SameTypeBindings`): the protocol names those top-level types.
        var bound: Set<String> = []
    }

    /// The transform of states among `transforms` (the type's `transform` methods): its parameter a struct nested in
    /// the type (`nested`) or declared at the top level of a file read (`all`, flattened), its result a stream of an enum
    /// nested in the type or declared at the top level, written out or through a typealias the type or the files
    /// declare.
    static func find(
        owner: SwiftDeclaration, transforms: [SwiftDeclaration], all: [SwiftDeclaration],
        nested: (String) -> SwiftDeclaration?
    ) -> Found? {
        // Most types have no `transform` (a triplet's class): nothing more to read of them.
        guard !transforms.isEmpty else { return nil }
        let ownMembers = owner.members + all.filter { $0.kind == .extension && $0.name == owner.name }.flatMap(\.members)
        for transform in transforms {
            guard let parameter = transform.parameters.first, let written = transform.type?.trimmingSpaces else { continue }
            let inputName = parameter.type.trimmingSpaces
            guard let input = nested(inputName) ?? all.first(where: {
                $0.kind == .struct && $0.parent == nil && $0.name == inputName
            }), input.kind == .struct else { continue }
            guard let (alias, result, framework, element) = stream(written, owner: owner, all: all) else { continue }
            let last = String(element.split(separator: ".").last ?? Substring(element))
            let own = ownMembers.first { $0.kind == .enum && $0.name == last }
            let topLevel = all.first { $0.kind == .enum && $0.parent == nil && $0.name == last && !$0.cases.isEmpty }
            // A top-level typealias of the result (`typealias LoginViewModelOutput = AnyPublisher<LoginState, Never>`)
            // names the top-level enum, whatever the type nests of that name; the result written in the type, its own.
            let readAtTopLevel = alias.map { $0.parent == nil } ?? false && element == last
            guard element == last || element == owner.name + "." + last || element == "Self." + last,
                  let states = readAtTopLevel ? topLevel ?? own : own ?? topLevel
            else { continue }
            var resolved = transform
            resolved.type = result.replacingOccurrences(of: "<" + element, with: "<" + last)
            resolved.parameters[0].type = inputName.split(separator: ".").last.map(String.init) ?? inputName
            return Found(
                transform: transform, input: input, states: states, signature: StructStyleRecognizer.signature(of: resolved, owner: owner),
                result: resolved.type ?? result, framework: framework, alias: alias)
        }
        return nil
    }

    /// The view model of the transform of states among `transforms`, as the struct styles' recognizer finds it.
    static func found(
        _ owner: SwiftDeclaration, _ transforms: [SwiftDeclaration], all: [SwiftDeclaration],
        nested: (String) -> SwiftDeclaration?
    ) -> StructStyleRecognizer.Found? {
        guard let states = find(owner: owner, transforms: transforms, all: all, nested: nested) else { return nil }
        return StructStyleRecognizer.Found(
            owner: owner, input: states.input, output: states.states, style: .transform, surface: [states.transform],
            otherTransforms: transforms.filter { $0.location != states.transform.location }, states: states)
    }

    /// Its outputs, each case of its enum as the one-stream event transform's (`EventTransformShape.output`), the
    /// stream's framework, and the types the file declares at its top level (`top-level:`): the struct, the enum and
    /// the result's typealias, as the generated file declares them there too, for the view model `alone` in its file
    /// (a spec of several declares none); else a note where the file declares the result's typealias.
    static func carry(
        _ found: StructStyleRecognizer.Found, _ declarations: [SwiftDeclaration], path: String, alone: Bool,
        _ spec: inout ImportedSpec,
        _ viewModel: inout ImportedSpec.ViewModel, _ frameworks: inout [Framework], _ warnings: inout [Diagnostic]
    ) {
        guard let states = found.states else { return }
        viewModel.outputs = states.states.cases.map(EventTransformShape.output)
        frameworks.append(states.framework)
        let inFile = { (type: SwiftDeclaration) in
            type.parent == nil && declarations.contains { $0.kind == type.kind && $0.name == type.name && $0.location == type.location }
        }
        // Declared at the top level of another file read with it (`SettingAction.swift` beside `SettingViewModel.swift`):
        // the generated file declares it at its top level in its stead (`ElsewhereTopLevelTypes`).
        // Only a type the app's binding protocol names in its `where` clause: that protocol, which the generated class
        // conforms to, requires that very top-level type. Another file's struct or enum no clause names is nested in
        // the generated class, as before, and `--check` reports it where it stands.
        let elsewhere = { (type: SwiftDeclaration) in
            type.parent == nil && !inFile(type) && type.path != nil && type.path != path && states.bound.contains(type.name)
        }
        let types = [states.input, states.states]
        let names = types.filter(inFile).map(\.name) + (states.alias.map { inFile($0) ? [$0.name] : [] } ?? [])
        // Where the view model's file declares none of them, another file's (bound by a clause or not) stay the app's
        // own: the generated file declares neither and uses them (`app-types:`), and nothing of the app's goes.
        let others = types.filter { $0.parent == nil && !inFile($0) && $0.path != nil && $0.path != path }
        if names.isEmpty, !others.isEmpty, alone, spec.transform == states.signature {
            spec.appTypes = others.map(\.name)
            return
        }
        let moved = types.filter(elsewhere)
        if !names.isEmpty || !moved.isEmpty, alone, spec.transform == states.signature {
            spec.topLevelNames = types.filter { inFile($0) || elsewhere($0) }.map(\.name)
                + (states.alias.map { inFile($0) ? [$0.name] : [] } ?? [])
            warnings += moved.map { ElsewhereTopLevelTypes.warning($0, owner: found.owner.name, viewModelPath: path) }
            return
        }
        if let (note, location) = aliasNote(states, owner: found.owner, declarations: declarations) {
            warnings.append(Diagnostic(.note, path: path, at: location, note))
        }
    }

    /// `AnyPublisher<LoginState, Never>` as written, or through a non-generic typealias the type declares or a file
    /// read declares at its top level (`typealias LoginViewModelOutput = AnyPublisher<LoginState, Never>`): the alias,
    /// the stream, its framework and its element. A stream the transform of states returns: Combine's
    /// `AnyPublisher<_, Never>`, RxSwift's `Observable`, ReactiveSwift's `Signal<_, Never>`.
    static func stream(
        _ written: String, owner: SwiftDeclaration, all: [SwiftDeclaration]
    ) -> (SwiftDeclaration?, String, Framework, String)? {
        func alias(_ name: String, inType: Bool) -> SwiftDeclaration? {
            (inType ? owner.members.first { $0.kind == .typealias && $0.name == name && !$0.isGeneric } : nil)
                ?? all.first { $0.kind == .typealias && $0.name == name && $0.parent == nil && !$0.isGeneric }
        }
        let first = alias(written, inType: true)
        var result = first?.value?.trimmingSpaces ?? written
        // A typealias of another (`LoginViewModelOutput = States`), read through a few, each at the top level or in the
        // type where the first stands; one that names itself ends.
        for _ in 0..<4 {
            guard TripletRecognizer.stream(result) == nil, let next = alias(result, inType: first?.parent != nil),
                  let value = next.value?.trimmingSpaces else { break }
            result = value
        }
        let alias = first
        guard let (framework, element, kind) = TripletRecognizer.stream(result), kind == nil,
              [.combine, .rxswift, .reactiveswift].contains(framework) else { return nil }
        return (alias, result, framework, element)
    }

    /// A note where the view model's file declares the typealias of the result (`typealias LoginViewModelOutput =
    /// AnyPublisher<LoginState, Never>`), which the generated file does not: the app keeps it in a file of its own,
    /// naming the enum where the generated code declares it.
    static func aliasNote(_ found: Found, owner: SwiftDeclaration, declarations: [SwiftDeclaration]) -> (String, SourceLocation)? {
        guard let alias = found.alias, alias.parent == nil,
              declarations.contains(where: { $0.kind == .typealias && $0.name == alias.name && $0.location == alias.location }),
              let value = alias.value?.trimmingSpaces, let (_, element, _) = TripletRecognizer.stream(value)
        else { return nil }
        let last = String(element.split(separator: ".").last ?? Substring(element))
        let spelled = value.replacingOccurrences(of: "<" + element, with: "<" + owner.name + "." + last)
        return ("'typealias \(alias.name)' is the app's name of the stream 'transform' returns, which the generated view model"
                    + " returns as '\(found.result)';"
                    + " keep it in a file of your own, as 'typealias \(alias.name) = \(spelled)', for the code that names it",
                alias.location)
    }

    /// Why `type` (a class or struct the file declares, with its extensions among `declarations`) is not imported,
    /// when its `transform` takes a struct of streams and returns one stream of something other than an enum the
    /// files read declare; nil otherwise. `context`: the app's other files, whose typealiases and structs the
    /// signature may name.
    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration], context: [SwiftDeclaration]) -> String? {
        let all = declarations + context
        let owners = [type] + declarations.filter { $0.kind == .extension && $0.name == type.name }
        for transform in owners.flatMap(\.members) where transform.kind == .func && transform.name == "transform" {
            guard let parameter = transform.parameters.first, let written = transform.type?.trimmingSpaces else { continue }
            let input = parameter.type.trimmingSpaces
            let structs = all.filter { $0.parent == nil } + owners.flatMap(\.members)
            guard structs.contains(where: { $0.kind == .struct && [input, "\(type.name).\(input)"].contains($0.name) })
            else { continue }
            let alias = all.first { $0.kind == .typealias && $0.name == written && $0.parent == nil && !$0.isGeneric }
            let result = alias?.value?.trimmingSpaces ?? written
            guard let (_, element, _) = TripletRecognizer.stream(result) else { continue }
            let spelled = alias == nil ? "'\(result)'" : "'\(written)' ('\(result)')"
            return "its 'transform' takes the struct '\(input)' and returns one stream of '\(element)', \(spelled),"
                + " which the transform of states makes a stream of an enum's cases, and no enum '\(element)' is declared"
                + " in the files read, or the stream is none it returns (AnyPublisher<_, Never>, Observable, Signal<_, Never>)"
        }
        return nil
    }
}
