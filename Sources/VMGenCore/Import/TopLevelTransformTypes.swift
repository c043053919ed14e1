/// A transform-style class whose `transform` takes and returns types of its own names instead of the `Input` and
/// `Output` it nests (`func transform(input: AlarmPopUpInput) -> AlarmPopUpOutput`, the structs beside the class at
/// the top level of its file or another, its protocol requiring that method, as some Combine apps write every screen,
/// with no binding protocol's `where` clause, which `UnimportedTransformShapes` names).
/// - the structs are declared at the top level of the class's own file, inheriting nothing: imported, the spec's
///   `top-level:` naming them, so that the generated file declares them there too (`structs(of:in:nested:)`, `carry`);
/// - else each is a warning where the class stands, where the import used to say it found no contract, or, for a class
///   not named `...ViewModel` (`AlarmPopUpViewModelImpl`), said nothing at all: the structs are declared at the top
///   level of another file read, which would then declare them twice, or conform to protocols the generated structs
///   do not; or no file read declares them (nor the app's alias of a stream they are spelled with,
///   `FeedPublisher<Input>`): read the class with the file that does, as `vmgen import <folder>` reads a folder.
enum TopLevelTransformTypes {
    /// `transform`: the class's method of one parameter; `members`: the class's and its extensions'; `all`: the
    /// declarations of the files read, flattened (as `UnimportedTransformShapes.reason` has them).
    static func reason(
        of type: SwiftDeclaration, _ transform: SwiftDeclaration, members: [SwiftDeclaration], all: [SwiftDeclaration]
    ) -> String? {
        guard let result = transform.type?.trimmingSpaces else { return nil }
        let names = [transform.parameters[0].type.trimmingSpaces, result]
        // Neither `Input` and `Output` (`UnimportedTransformShapes`'), nor nested in the class, nor a framework's stream.
        guard names[0] != names[1], !names.contains("Input"), !names.contains("Output"),
              !members.contains(where: { names.contains($0.name) }),
              !names.contains(where: { TripletRecognizer.stream($0) != nil }) else { return nil }
        let taken = "its 'transform' takes '\(names[0])' and returns '\(names[1])'"
        // The types' names, without their generic arguments (`FeedPublisher` of `FeedPublisher<Input>`).
        let bases = names.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        let declared = names.map { name in
            all.first { [.struct, .class].contains($0.kind) && $0.parent == nil && $0.name == name }
        }
        if declared.allSatisfy({ $0 != nil }) {
            let inherited = declared.compactMap { $0 }.flatMap(\.inheritance)
            if !inherited.isEmpty {
                return taken + ", structs declared at the top level that conform to '\(inherited.joined(separator: "', '"))',"
                    + " which the structs the generated class declares (named so at the top level by 'top-level:') do not"
            }
            return taken + ", types declared at the top level of another file read rather than beside the class: the"
                + " generated file declares them at its own top level ('top-level:'), and that file would declare them twice"
        }
        // `FeedPublisher<Input>` of an alias another file declares, `LoginViewModelInput` of the protocol's file.
        guard !bases.contains(where: \.isEmpty), !all.contains(where: { bases.contains($0.name) }) else { return nil }
        let named = UnimportedTransformShapes.unreadProtocols(of: type, all: all)
        return taken + ", which neither the class nor the files read declare: read it with the file that does\(named),"
            + " as 'vmgen import <folder>' reads every file of the folder"
    }

    /// The struct `transform` takes and the one it returns where the class nests neither and its file declares both at
    /// its top level, each of its own name, inheriting nothing (`struct LoginViewModelInput { ... }`).
    static func structs(
        of transform: SwiftDeclaration, in declarations: [SwiftDeclaration], nested: (String) -> SwiftDeclaration?
    ) -> (input: SwiftDeclaration, output: SwiftDeclaration)? {
        guard let result = transform.type?.trimmingSpaces else { return nil }
        let names = [transform.parameters[0].type.trimmingSpaces, result]
        guard names[0] != names[1], !names.contains("Input"), !names.contains("Output"),
              names.allSatisfy({ nested($0) == nil }) else { return nil }
        let found = names.compactMap { name in
            declarations.first { $0.kind == .struct && $0.name == name && !$0.isGeneric && $0.inheritance.isEmpty }
        }
        return found.count == 2 ? (found[0], found[1]) : nil
    }

    /// The struct `transform` takes and the one it returns where the class nests neither, its own file declares
    /// neither, and another file read with it declares both at its top level, each of its own name, with no
    /// initializer of its own, so that the generated method makes the output struct by its members
    /// (`struct RecipeListViewModelOutput` beside `protocol RecipeListViewModel` in `RecipeListViewModel.swift`).
    static func elsewhere(
        of transform: SwiftDeclaration, in all: [SwiftDeclaration], besides own: [SwiftDeclaration],
        nested: (String) -> SwiftDeclaration?
    ) -> (input: SwiftDeclaration, output: SwiftDeclaration)? {
        guard let result = transform.type?.trimmingSpaces else { return nil }
        let names = [transform.parameters[0].type.trimmingSpaces, result]
        guard names[0] != names[1], !names.contains("Input"), !names.contains("Output"),
              names.allSatisfy({ nested($0) == nil }),
              !own.contains(where: { $0.parent == nil && names.contains($0.name) }) else { return nil }
        let found = names.compactMap { name in
            all.first {
                $0.kind == .struct && $0.parent == nil && $0.name == name && !$0.isGeneric && $0.path != nil
                    && !$0.members.contains { $0.kind == .`init` }
            }
        }
        return found.count == 2 ? (found[0], found[1]) : nil
    }

    /// `top-level:` for the view model `alone` in its file; with another beside it, a warning where the class stands:
    /// a spec of several view models declares no top-level names, so the structs would be nested and the app's call
    /// sites would not find them.
    static func carry(
        _ found: StructStyleRecognizer.Found, alone: Bool, path: String, _ spec: inout ImportedSpec, _ warnings: inout [Diagnostic]
    ) {
        // `app-types:` for the app's structs in another file, `top-level:` for those of the class's file.
        let appTypes = !found.appTypes.isEmpty
        let names = appTypes ? found.appTypes : found.topLevel
        guard !names.isEmpty else { return }
        if alone {
            if appTypes { spec.appTypes = names } else { spec.topLevelNames = names }
        } else {
            warnings.append(Diagnostic(.warning, path: path, at: found.owner.location,
                "'\(found.owner.name)' takes '\(names[0])' and returns '\(names[1])', structs at the top level"
                    + (appTypes ? " of another file, and its file declares" : " of its file, which declares")
                    + " other view models: a spec of several view models names no types "
                    + (appTypes ? "of the app's ('app-types:')" : "at the top level ('top-level:')")
                    + ", so the generated structs are nested in '\(found.owner.name)'"))
        }
    }
}
