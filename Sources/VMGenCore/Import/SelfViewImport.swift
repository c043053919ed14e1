/// A property the triplet's type protocol declares beside its groups that hands the view model itself as an app's
/// protocol the class conforms to (`var state: DaysViewModelState { get }` in `DaysViewModelProtocol`, the class
/// `DaysViewModel: DaysViewModelProtocol, DaysViewModelState` with `var state: DaysViewModelState { self }`; or a
/// protocol extension's `var storedProperties: StockListViewModelStoredProperties { return self }`), as triplets that
/// keep a third group the class satisfies itself write it: `self-as: state: DaysViewModelState`, the protocol staying
/// the app's under `conforms:`.
enum SelfViewImport {
    /// Whether `member` of `type` is such a property, carried into `viewModel`; false for any other, and for one typed
    /// as a protocol of the triplet's own (`groups`: a second property of one group stays a warning).
    static func carry(
        _ member: SwiftDeclaration, of type: SwiftDeclaration, groups: [String], owner: SwiftDeclaration?,
        extensions: [String: [SwiftDeclaration]], into viewModel: inout ImportedSpec.ViewModel
    ) -> Bool {
        guard member.kind == .var, !member.isConditional, member.attributes.isEmpty, member.modifiers.isEmpty,
              !TripletRecognizer.isSettable(member), member.effects.isEmpty, let owner,
              let protocolName = member.type.map(SurfaceComparison.normalized)
        else { return false }
        guard Identifier.isValid(protocolName), !groups.contains(protocolName),
              StructStyleRecognizer.conformances(of: owner, extensions: extensions)
                  .map(SurfaceComparison.normalized).contains(protocolName)
        else { return false }
        // `{ self }` or `{ return self }`, in the class, an extension of it, or an extension of the type protocol.
        let candidates = owner.members + (extensions[owner.name] ?? []).flatMap(\.members)
            + (extensions[type.name] ?? []).flatMap(\.members)
        guard candidates.contains(where: { candidate in
            candidate.kind == .var && candidate.name == member.name
                && candidate.bodyNames?.filter({ $0 != "return" }) == ["self"]
        }) else { return false }
        viewModel.selfViews.append("\(member.name): \(protocolName)")
        return true
    }

    /// What the warning about any other member of the type protocol adds: what else the spec declares there, and what
    /// to do.
    static func advice(_ typeName: String) -> String {
        " (and what 'type-requires:' and 'self-as:' name); call sites that reach it through '\(typeName)' change:"
            + " declare it in a protocol of your own the class conforms to ('conforms:') and reach it there"
    }
}
