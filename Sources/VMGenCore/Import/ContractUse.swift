/// A member of a triplet's class outside its protocols that uses the contract's own members (`func getLatestLocation()
/// { ... self.location.onNext(...) }`, sending into an output subject the outputs protocol declares; `func reload() {
/// refresh.accept(()) }`): the generated class declares those members too, internal, as the protocols ask, so an
/// extension of it in a file of the team's own reaches them, and the member moves there as any other, doing what the
/// view does through the protocols. What the extension cannot do is set one: the generated class declares an input or
/// output as the logic gives it (a `let`, a computed property), so a member that assigns one, passes it `inout` or
/// calls a method on one that is no stream (a value's, which may be `mutating`) stays behind, with a warning.
enum ContractUse {
    /// The contract's names `member` (and what goes with it) sets, which the generated class's declarations do not
    /// allow. `contract`: the names of the contract the generated class declares; `streams`: those the hand-written
    /// class declares as a subject, relay, observer or other stream, stored or computed (a method call sets none).
    static func changed(
        by member: SwiftDeclaration, along: [SwiftDeclaration], contract: Set<String>, streams: Set<String>
    ) -> [String] {
        guard !contract.isEmpty else { return [] }
        let all = [member] + along
        let assigned = all.flatMap { unshadowed($0.bodyAssignedNames, in: $0) }.filter(contract.contains)
        let called = all.flatMap { unshadowed($0.bodySetNames, in: $0) }.filter { contract.contains($0) && !streams.contains($0) }
        var seen = Set<String>()
        return (assigned + called).filter { seen.insert($0).inserted }
    }

    /// `names` but those of `declaration`'s own parameters, which hide the class's members of those names in its body
    /// (`func buildCells(dataList: [Item]) { dataList.map(...) }` beside the output `dataList`), unless named through
    /// `self` (`self.dataList.value = ...`).
    static func unshadowed(_ names: [String], in declaration: SwiftDeclaration) -> [String] {
        let parameters = Set(declaration.parameters.map(\.name))
        guard !parameters.isEmpty else { return names }
        let throughSelf = Set(declaration.bodySelfSetNames)
        return names.filter { !parameters.contains($0) || throughSelf.contains($0) }
    }

    /// The contract's names `member` (and what goes with it) uses, in order (not those its parameters hide).
    static func used(by member: SwiftDeclaration, along: [SwiftDeclaration], contract: Set<String>) -> [String] {
        var seen = Set<String>()
        return ([member] + along).flatMap { unshadowed($0.bodyNames ?? [], in: $0) }
            .filter { contract.contains($0) && seen.insert($0).inserted }
    }

    /// What the note of a member that moves adds when it uses the contract's `names`.
    static func moveRemark(_ names: [String]) -> String {
        "it reaches " + names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? "..." : "")
            + protocolsRemark
    }

    /// The end of `moveRemark`, which another style's import words for its own contract.
    static let protocolsRemark = " of the contract, which the generated class declares as its protocols do"

    /// The names of `owner`'s contract members (in its class and extensions) that it declares as streams: stored
    /// (`var position = PublishSubject<Int>()`) or computed over one (`var errorInput: AnyObserver<Bool> {
    /// errorStream.asObserver() }`, as Kickstarter-style triplets expose a private subject). Either is a stream or
    /// observer, whose methods (`onNext`, `subscribe`) set nothing, and so is the generated class's, declared as the
    /// protocols do.
    static func streams(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], contract: Set<String>
    ) -> Set<String> {
        Set(OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members)
            .filter {
                contract.contains($0.name) && ($0.kind == .var || $0.kind == .let) && !OwnMembers.isStatic($0)
                    && OwnMembers.isStream($0)
            }.map(\.name))
    }

    /// Why a member that sets the contract's `names` stays behind.
    static func reason(_ names: [String]) -> String {
        "it sets " + names.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 3 ? "..." : "")
            + ", which the generated class declares as the logic gives it (a 'let' or a computed property of its"
            + " contract), so an extension in another file cannot set it"
    }

    /// The names of the triplet's protocol members the import carries (`members`, those of the protocols; an entry
    /// skipped with a warning is one the generated class does not declare), with the type's group properties.
    static func carried(_ members: [SwiftDeclaration], entries: [ImportedSpec.Member]) -> Set<String> {
        let skipped = Set(entries.filter { $0.skipped != nil }.map(\.location))
        return Set(members.filter { !skipped.contains($0.location) }.map(\.name))
    }
}
