/// A member the transform style's `Input` or `Output` struct makes itself declared `let` beside `var` ones (`let
/// textString = BehaviorRelay(value: "")` beside `var pageID = PublishRelay<Int>()`, as a search screen's `Input`
/// writes them): imported `@made @let`, so the generated struct keeps it `let` where `members: var` (which the `var`
/// ones ask for) declares the others `var`; call sites that set a `var` one compile, and one written `let` stays
/// unsettable (`MadeLetMembers`). Where the file's structs are all `let` (`members:` not `var`), no `@let` is written.
extension StructStyleRecognizer {
    /// `@let ` for a made member declared `let`; empty for a `var` one.
    static func madeKeyword(_ member: SwiftDeclaration) -> String {
        member.kind == .let ? "@let " : ""
    }

    /// Drops `@let` from the made members' lines where the file's structs declare their members `let` anyway.
    static func dropRedundantLets(in spec: inout ImportedSpec) {
        guard spec.memberKeyword != "var" else { return }
        for index in spec.viewModels.indices {
            for member in spec.viewModels[index].inputs.indices {
                spec.viewModels[index].inputs[member].line = spec.viewModels[index].inputs[member].line
                    .replacingOccurrences(of: "@made @let ", with: "@made ")
            }
            for member in spec.viewModels[index].outputs.indices {
                spec.viewModels[index].outputs[member].line = spec.viewModels[index].outputs[member].line
                    .replacingOccurrences(of: "@made @let ", with: "@made ")
            }
        }
    }
}
