/// A transform-style class whose `transform` takes and returns types of its own names instead of the `Input` and
/// `Output` it nests (`func transform(input: AlarmPopUpInput) -> AlarmPopUpOutput`, the structs beside the class at
/// the top level of its file or another, its protocol requiring that method, as some Combine apps write every screen,
/// with no binding protocol's `where` clause, which `UnimportedTransformShapes` names). Each is a warning where the
/// class stands, where the import used to say it found no contract, or, for a class not named `...ViewModel`
/// (`AlarmPopUpViewModelImpl`), said nothing at all:
/// - the structs are declared at the top level of a file read: the generated class declares its own nested `Input`
///   and `Output` (only the transform of states declares its types at the top level), so no spec says this shape;
/// - no file read declares them (nor the app's alias of a stream they are spelled with, `FeedPublisher<Input>`): read
///   the class with the file that does, as `vmgen import <folder>` reads a folder.
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
            return taken + ", types declared at the top level of the files read rather than in the class: the transform"
                + " style's generated class declares its own nested 'Input' and 'Output' (only the transform of states"
                + " declares its types at the top level), so no spec says this shape"
        }
        // `FeedPublisher<Input>` of an alias another file declares, `LoginViewModelInput` of the protocol's file.
        guard !bases.contains(where: \.isEmpty), !all.contains(where: { bases.contains($0.name) }) else { return nil }
        let named = UnimportedTransformShapes.unreadProtocols(of: type, all: all)
        return taken + ", which neither the class nor the files read declare: read it with the file that does\(named),"
            + " as 'vmgen import <folder>' reads every file of the folder"
    }
}
