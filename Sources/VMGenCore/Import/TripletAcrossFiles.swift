/// A triplet whose protocols and class stand in two files read together (`FeedViewModelType.swift` declares the
/// protocols, `FeedViewModel.swift` the class, as Clean Architecture templates split them): the spec is the protocols'
/// file's, named after the class, its dependencies from the class's initializer, its modules and base class the
/// class's file's.
extension TripletRecognizer {
    /// The class of another file than `path` among `context` that conforms to the triplet `found` (to its type
    /// protocol, or to both its inputs and outputs without one) and does not own a triplet of its own file; with a
    /// warning where two do, naming the one taken.
    static func classElsewhere(
        conformingTo found: Triplet, besides path: String, in context: [SwiftDeclaration],
        warn: (String, SourceLocation) -> Void = { _, _ in }
    ) -> SwiftDeclaration? {
        // What a class of another file conforms to in its extensions there (`extension LoginViewModel: LoginViewModelInput`).
        var extended: [String: [String]] = [:]
        for declaration in context where declaration.kind == .extension && declaration.parent == nil && !declaration.inheritance.isEmpty {
            extended[(declaration.path ?? "") + ":" + declaration.name, default: []] += declaration.inheritance
        }
        let candidates = context.filter { declaration in
            declaration.kind == .class && declaration.path != path
                && conforms(declaration, to: found, extensions: extended[(declaration.path ?? "") + ":" + declaration.name] ?? [])
                && !ownsTripletOfItsFile(declaration, in: context)
        }
        guard let chosen = candidates.first else { return nil }
        if candidates.count > 1 {
            warn("classes of other files conform to these protocols: " + candidates.map { "'\($0.name)' in '\($0.path ?? "")'" }
                .joined(separator: ", ") + "; vmgen takes '\(chosen.name)'", found.inputs.location)
        }
        return chosen
    }

    /// Whether a class conforms to a triplet: to its type protocol, or to both its inputs and its outputs (which is
    /// conforming to a type that composes them), in its declaration or in the extensions of its file (`extensions`).
    private static func conforms(_ declaration: SwiftDeclaration, to found: Triplet, extensions: [String] = []) -> Bool {
        let conformances = declaration.inheritance + extensions
        if let type = found.type, conformances.contains(type) { return true }
        guard found.type == nil || found.composition != nil else { return false }
        return conformances.contains(found.inputs.name) && conformances.contains(found.outputs.name)
    }

    /// Whether a class of another file conforms to a triplet its own file declares: that file's view model.
    private static func ownsTripletOfItsFile(_ declaration: SwiftDeclaration, in context: [SwiftDeclaration]) -> Bool {
        let all = flatten(context.filter { $0.path == declaration.path })
        return triplets(all, protocolsByName(all)).contains { conforms(declaration, to: $0) }
    }

    /// The dependencies of a class in another file, with its warnings where it stands, and a note on the protocols
    /// saying where the class is.
    static func dependencies(
        elsewhere owner: SwiftDeclaration, protocols: SwiftDeclaration, path: String, into warnings: inout [Diagnostic]
    ) -> [ImportedSpec.Member] {
        let ownerPath = owner.path ?? path
        var found: [Diagnostic] = []
        let members = dependencies(of: owner, warn: { message, location in
            found.append(Diagnostic(.warning, path: ownerPath, at: location, message))
        }, note: { found.append(Diagnostic(.note, path: ownerPath, at: $1, $0)) })
        warnings.append(Diagnostic(
            .note, path: path, at: protocols.location,
            "the class of these protocols, '\(owner.name)', is in '\(ownerPath)': its initializer gives the dependencies"))
        warnings.append(contentsOf: found)
        return members
    }

    /// The file of the protocols whose spec a class of `path` goes into: a triplet of another file that the class
    /// conforms to and is taken for (`classElsewhere`).
    static func protocolsFile(of declaration: SwiftDeclaration, in context: [SwiftDeclaration], besides path: String) -> String? {
        guard declaration.kind == .class, !context.isEmpty else { return nil }
        for file in Set(context.compactMap(\.path)).sorted() where file != path {
            let all = flatten(context.filter { $0.path == file })
            for found in triplets(all, protocolsByName(all)) {
                // A class of the protocols' own file is theirs (as `recognize` finds it).
                guard owner(of: found, among: all) == nil,
                      let taken = classElsewhere(conformingTo: found, besides: file, in: context),
                      taken.name == declaration.name, taken.path == path else { continue }
                return file
            }
        }
        return nil
    }
}

extension TripletRecognizer {
    /// The view model's name when its class is in none of the files read: the protocols' base name
    /// (`FeedViewModel` of `FeedViewModelInputs`), unless one of the protocols takes it, as apps that call the type
    /// protocol `AboutViewModel` and its class `AboutViewModelImpl` write it (XCoordinator's example): then that
    /// spelling, with a note, since a spec whose view model is named like one of its protocols would declare the name
    /// twice.
    static func unseenClassName(
        _ base: String, protocols names: [String], at location: SourceLocation, warnings: inout [Diagnostic], path: String
    ) -> String {
        guard names.contains(base) else { return base }
        var name = base + "Impl"
        while names.contains(name) { name += "Impl" }
        warnings.append(Diagnostic(.note, path: path, at: location,
            "the class of these protocols is in none of the files read, and '\(base)' names their type protocol: the spec"
                + " names the view model '\(name)'; import the class's file with this one (its folder) to take its name"))
        return name
    }
}

extension TripletRecognizer {
    /// A second class of a contract (`final class PrintProfileCreationViewModel: PrintProfileViewModelType, ...` beside
    /// the `PrintProfileViewModel` that another file declares with the protocols, as apps write a creation screen and
    /// an editing screen over one contract): the owner of the protocols' spec and that file, as the spec generates the
    /// protocols with one class; nil for another class.
    static func contractOwnedElsewhere(
        of declaration: SwiftDeclaration, in declarations: [SwiftDeclaration], context: [SwiftDeclaration], besides path: String
    ) -> (owner: String, file: String)? {
        guard declaration.kind == .class, !context.isEmpty else { return nil }
        let extensions = declarations.filter { $0.kind == .extension && $0.name == declaration.name }.flatMap(\.inheritance)
        for file in Set(context.compactMap(\.path)).sorted() where file != path {
            let all = flatten(context.filter { $0.path == file })
            for found in triplets(all, protocolsByName(all)) {
                guard let owner = owner(of: found, among: all), owner.name != declaration.name,
                      conforms(declaration, to: found, extensions: extensions) else { continue }
                return (owner.name, file)
            }
        }
        return nil
    }

    /// The starting values of the file read (`file`), and where the triplet's class stands in another file, those its
    /// stored properties start with as they declare them (`var selectedDate = BehaviorRelay<Date>(value: Date())`,
    /// the relay the inputs protocol declares as `var selectedDate: BehaviorRelay<Date> { get }`); the file's first.
    static func withClassStartingValues(_ file: [String: String], elsewhere owner: SwiftDeclaration?) -> [String: String] {
        guard let owner else { return file }
        let declared = owner.members.filter { [.var, .let].contains($0.kind) && $0.value != nil }
            .map { "\($0.name)\($0.type.map { ": " + $0 } ?? "") = \($0.value ?? "")" }
        guard !declared.isEmpty else { return file }
        let tokens = SwiftTokenizer.tokenize(declared.joined(separator: "\n"), path: owner.path ?? "").tokens
        return file.merging(StartingValues.scan(tokens)) { first, _ in first }
    }
}
