/// A type protocol whose group properties are named otherwise than `inputs` and `outputs` (or `input` and `output`),
/// `protocol LoginViewModelType { var inputs: LoginViewModelInputs { get }; var outpust: LoginViewModelOutputs { get } }`,
/// a misspelling the app's screens repeat (`viewModel.outpust.isLoading`): its groups are found by the protocols the
/// properties are typed as, and the spec names the properties as the code does (`groups: inputs, outpust`), so the
/// generated type protocol declares the same two and call sites do not change.
enum GroupPropertiesByType {
    /// The triplet `type` names by its properties' types: one property typed as an `…Inputs` (or `…Input`) protocol
    /// of the file, one as the `…Outputs` (`…Output`) protocol of the same base, and at most one as its `…Errors`, the
    /// type named after them; nil when it names none, or more than one of a group.
    static func triplet(
        of type: SwiftDeclaration, _ protocols: [String: SwiftDeclaration]
    ) -> TripletRecognizer.Triplet? {
        // `var inputs: XInputs { get }`: a plain instance property requirement typed as a protocol of the file.
        let properties = type.members.compactMap { member -> (name: String, group: SwiftDeclaration)? in
            guard member.kind == .var, member.accessors == "get", !member.modifiers.contains("static"),
                  !member.isConditional, let written = member.type,
                  let group = protocols[SurfaceComparison.normalized(written)], group.name != type.name else { return nil }
            return (member.name, group)
        }
        func one(_ suffixes: [String]) -> (name: String, group: SwiftDeclaration, base: String)? {
            let matches = properties.compactMap { property -> (String, SwiftDeclaration, String)? in
                guard let suffix = suffixes.first(where: { property.group.name.hasSuffix($0) && property.group.name.count > $0.count })
                else { return nil }
                return (property.name, property.group, String(property.group.name.dropLast(suffix.count)))
            }
            return matches.count == 1 ? matches[0] : nil
        }
        // Named after the groups (`LoginViewModelType` beside `LoginViewModelInputs`): another protocol that holds a
        // view model's groups (a screen's `var viewModelInputs: LoginViewModelInputs`) is none of the triplet's.
        guard let inputs = one(["Inputs", "Input"]), let outputs = one(["Outputs", "Output"]),
              inputs.base == outputs.base, inputs.name != outputs.name, type.name.hasPrefix(inputs.base) else { return nil }
        let errors = one(["Errors"])
        if properties.contains(where: { $0.group.name.hasSuffix("Errors") }), errors == nil { return nil }
        var triplet = TripletRecognizer.Triplet(inputs: inputs.group, outputs: outputs.group, type: type.name, errors: errors?.group)
        triplet.groupProperties = [inputs.name, outputs.name] + (errors.map { [$0.name] } ?? [])
        return triplet
    }
}
