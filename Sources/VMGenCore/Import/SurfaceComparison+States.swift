/// The transform of states' surface (`StateStreamTransforms`): its input struct's members as the transform style's,
/// its enum's cases, its `transform` with the result read through the app's typealias; and where its struct and enum
/// stand, as call sites name them (`LoginViewModelInput(...)` reaches a top-level struct, not the generated class's).
extension SurfaceComparison {
    /// `X.Output` as the enum's cases and `X.transform` as the method the spec writes (`-> AnyPublisher<LoginState,
    /// Never>` for `-> LoginViewModelOutput`), in the surfaces of the transform style found.
    static func stateSurfaces(_ found: StructStyleRecognizer.Found, into result: inout [String: SwiftDeclaration]) {
        guard let states = found.states else { return }
        let owner = found.owner.name
        var cases = SwiftDeclaration(kind: .protocol, name: owner + ".Output", location: states.states.location)
        cases.members = states.states.cases
        result[cases.name] = cases
        guard var method = result[owner + ".transform"], let index = method.members.firstIndex(where: {
            $0.kind == .func && $0.location == states.transform.location
        }) else { return }
        method.members[index].type = states.result
        let written = method.members[index].parameters[0].type
        method.members[index].parameters[0].type = written.split(separator: ".").last.map(String.init) ?? written
        result[method.name] = method
    }

    /// A difference where the hand-written struct or enum stands at the top level, which the generated class nests:
    /// call sites that name it by itself (`LoginViewModelInput(...)`, `LoginState.idle`) name it through the class.
    /// The generated file's top-level typealiases (`top-level:`) stand for the hand-written top-level types of their names.
    static func stateDifferences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], path: String, context: [SwiftDeclaration]
    ) -> [Diagnostic] {
        let topLevel = Set(generated.filter { $0.kind == .typealias && $0.parent == nil }.map(\.name))
        return StructStyleRecognizer.viewModels(in: handWritten, context: context).flatMap { found -> [Diagnostic] in
            guard let states = found.states else { return [] }
            let types = [states.input, states.states].filter { $0.parent == nil }
            let nested: [Diagnostic] = types.filter { !topLevel.contains($0.name) }.map { type in
                Diagnostic(.error, path: type.path ?? path, at: type.location,
                    nestedPrefix(type.name) + "\(found.owner.name)' in the generated code, where call"
                        + " sites name it '\(found.owner.name).\(type.name)'")
            }
            // Another file's, which the generated file's typealias stands for: it goes (`ElsewhereTopLevelTypes`).
            let replaced: [Diagnostic] = types.filter { type in
                topLevel.contains(type.name) && type.path != nil && type.path != path
            }.map { type in
                Diagnostic(.error, path: type.path ?? path, at: type.location,
                           ElsewhereTopLevelTypes.message(type, owner: found.owner.name, viewModelPath: path))
            }
            return nested + replaced + enumDifferences(states.states, owner: found.owner.name, generated: generated, path: path)
        }
    }

    /// What the hand-written enum of states has besides its cases and the generated one has not: its conformances
    /// (`enum LoginState: Equatable`, which call sites that compare states need) and its other members (`var isIdle`).
    static func enumDifferences(
        _ states: SwiftDeclaration, owner: String, generated: [SwiftDeclaration], path: String
    ) -> [Diagnostic] {
        let theirs = generated.first { $0.kind == .enum && $0.name == states.name && $0.parent == owner }
        var diagnostics: [Diagnostic] = []
        let missing = states.inheritance.filter { !(theirs?.inheritance ?? []).contains($0) }
        if !missing.isEmpty {
            diagnostics.append(Diagnostic(.error, path: states.path ?? path, at: states.location,
                "'\(states.name)' conforms to '\(missing.joined(separator: "', '"))' here, and the enum the generated"
                    + " '\(owner)' declares conforms to none of them"))
        }
        for member in states.members where member.kind != .case
            && !(theirs?.members ?? []).contains(where: { $0.kind == member.kind && $0.name == member.name }) {
            diagnostics.append(Diagnostic(.error, path: member.path ?? states.path ?? path, at: member.location,
                "'\(member.kind.rawValue) \(member.name)' of '\(states.name)' is not in the enum the generated '\(owner)'"
                    + " declares: declare it in an extension of '\(states.name)' in a file of your own"))
        }
        return diagnostics
    }
}
