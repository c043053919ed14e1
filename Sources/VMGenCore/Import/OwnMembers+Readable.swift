/// What the members that move to an extension of the generated class need of the hand-written class's private state,
/// and what the import makes readable for them: a member that would move but uses private stored state vmgen can
/// declare (`private let shopName: String` set from `init`, `private var sorter: SortType = .latest`, `private var
/// subscriptions: Set<AnyCancellable> = []`) moves, and that state is declared internal in the generated class (a
/// readable dependency, a `properties:` line), with a warning naming it, so the extension in the team's own file reaches
/// it. Only what a moving member needs is widened; the rest stays private. The private functions, computed properties,
/// static members and nested types it uses go with it (private in the extension's file, where it calls them).
///
/// What stays private and keeps the member behind ('uses'): state the spec cannot carry (a property wrapper, state the
/// initializer sets from other than its parameters, an observer), and streams (a subject or relay, the output subject
/// `transform` returns): the hand-written logic sends into them or reads them, which the generated logic, written
/// apart from the class, does not, so a widened one would compile and be connected to nothing.
extension OwnMembers {
    /// The decision for each member that would move, and what that takes of the class's private members.
    struct Readability {
        enum Decision: Equatable {
            /// It moves: `needs`, the private stored state the generated class declares for it; `along`, the private
            /// members that go with it to the extension.
            case moves(needs: [String], along: [String])
            /// It stays behind: what it uses that the generated class cannot declare for it.
            case uses([String])
        }

        /// By member (the class's members outside its contract that are not stored).
        var decisions: [SwiftDeclaration: Decision] = [:]
        /// The private stored members made readable, with where each goes and the members that take it.
        var widened: [SwiftDeclaration: (placement: Placement, takers: [SwiftDeclaration])] = [:]
        /// The private members that go with a member that moves, with the members they go with.
        var along: [SwiftDeclaration: [SwiftDeclaration]] = [:]
        /// By member that moves, the names it (or what goes with it) may set: a `var` among them needs an internal
        /// setter in the generated class; one only read keeps `private(set)`.
        var sets: [SwiftDeclaration: Set<String>] = [:]
        /// By member that stays behind for it, the contract's members it sets (`ContractUse`).
        var changesContract: [SwiftDeclaration: [String]] = [:]
        /// By member that moves, the contract's members it uses, which the generated class declares (`ContractUse`).
        var usesContract: [SwiftDeclaration: [String]] = [:]

        /// The names any member that moves may set.
        var setByMovers: Set<String> { sets.values.reduce(into: []) { $0.formUnion($1) } }
    }

    /// What a private member of the class is to a member that uses it.
    private enum Reach {
        /// Stored state vmgen can declare readable: where it goes, and the names its value uses (a `lazy var`'s).
        case widenable(Placement, uses: [String])
        /// Stored state that stays private (why is in the warning of the member that uses it).
        case blocked
        /// A function, computed property, static member or nested type: it goes along, with what its body uses.
        case goesAlong(uses: [String])
    }

    /// The names the private members of `owner` (its class and extensions) are declared with, and what each is.
    private static func privateReach(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], dependencies: Set<String>,
        kept: [String: String] = [:]
    ) -> [String: [(SwiftDeclaration, Reach)]] {
        let all = bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { (member: $0, isPrivate: privately || isPrivate($0)) }
        }
        let privateTypes = Set(all.filter { $0.isPrivate && [.struct, .class, .enum, .typealias, .actor].contains($0.member.kind) }
            .map(\.member.name))
        var reach: [String: [(SwiftDeclaration, Reach)]] = [:]
        for (member, isPrivate) in all where isPrivate && member.kind != .`init` {
            let what: Reach
            if isStored(member), let line = kept[member.name] {
                // The relay an output is made of, which the generated class keeps (`KeptOutputImport`).
                what = .widenable(.property(line, note: nil), uses: [])
            } else if isStored(member) {
                what = widenable(member, dependencies: dependencies, privateTypes: privateTypes)
            } else if member.isConditional {
                what = .blocked
            } else {
                what = .goesAlong(uses: member.bodyNames ?? [])
            }
            reach[member.name, default: []].append((member, what))
        }
        return reach
    }

    /// Where a private stored member goes when a member that moves needs it, or `.blocked`.
    private static func widenable(
        _ member: SwiftDeclaration, dependencies: Set<String>, privateTypes: Set<String>
    ) -> Reach {
        // A name vmgen keeps for its own API (`output`) cannot name a spec property.
        if member.isConditional || isStream(member) || ReservedOwnNames.isReserved(member.name) { return .blocked }
        let placement = storedPlacement(member, dependencies: dependencies)
        switch placement {
        case .property, .readableDependency: break
        default: return .blocked
        }
        // Its type (or the type its value makes) named by a private nested type: an internal property cannot have it.
        let typeText = (member.type ?? "") + " " + (member.value ?? "")
        if !identifiers(in: typeText).allSatisfy({ !privateTypes.contains($0) }) { return .blocked }
        // A `lazy var`'s value may use the class's members, which it reaches through `self`.
        let uses = member.modifiers.contains("lazy") ? identifiers(in: member.value ?? "") : []
        return .widenable(placement, uses: uses)
    }

    /// Whether a stored member is a stream the hand-written logic sends into or reads (a subject, a relay, the output
    /// subject `transform` returns): it stays private.
    static func isStream(_ member: SwiftDeclaration) -> Bool {
        guard let type = member.type ?? member.value.flatMap({ StructStyleRecognizer.initializerType($0.trimmingSpaces) })
        else { return false }
        let name = type.prefix { $0 != "<" && $0 != "?" && $0 != "!" }.split(separator: ".").last.map(String.init) ?? ""
        return streamTypes.contains(name)
    }

    /// The reactive frameworks' stream, subject and relay types (and ReactiveSwift's `Signal.Observer`).
    static let streamTypes: Set<String> = [
        "PassthroughSubject", "CurrentValueSubject", "AnyPublisher", "Published", "Publisher",
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "PublishRelay", "BehaviorRelay",
        "ReplayRelay", "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal", "ControlEvent",
        "ControlProperty", "AnyObserver", "Binder", "MutableProperty", "Property", "SignalProducer", "Observer", "Pipe",
    ]

    /// The identifiers in a piece of Swift text (a value, a type).
    static func identifiers(in text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return SwiftTokenizer.tokenize(text, path: "").tokens.filter { $0.kind == .identifier }.map(\.text)
    }

    /// Which of `candidates` (the class's non-private members outside its contract) move, and what they need.
    /// `hidden`: non-private stored members the generated class does not declare whatever their placement (the output
    /// subject `transform` returns, `OutputSubjects`). `contract`: the names of the class's members that the generated
    /// class declares for its contract (a triplet's inputs and outputs), which a member that moves reaches but does not
    /// set (`ContractUse`); `leftOut`: those of the contract it does not declare (the import warned about them), which
    /// keep a member that uses them behind; `readOnly`: those of `contract` a member that moves may read but not send
    /// into through any chain (the subject style's `input` and `output`, `StructStyleOwnMembers.heldContract`).
    static func readability(
        _ candidates: [SwiftDeclaration], of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        dependencies: Set<String>, hidden: Set<String> = [], contract: Set<String> = [], leftOut: Set<String> = [],
        kept: [String: String] = [:], readOnly: Set<String> = []
    ) -> Readability {
        // A private member of the contract's name is the generated class's internal one (the `Output` the class is
        // handed, kept in `output`: `StructStyleOwnMembers.givenOutput`).
        let reach = privateReach(of: owner, extensions: extensions, dependencies: dependencies, kept: kept)
            .filter { !contract.contains($0.key) }
        let hiddenPublic = hiddenNonPrivateStored(of: owner, extensions: extensions, dependencies: dependencies)
            .subtracting(contract).union(hidden).union(leftOut.subtracting(contract))
        let contractStreams = ContractUse.streams(of: owner, extensions: extensions, contract: contract)
        var result = Readability()
        for member in candidates where !member.isConditional {
            // A `lazy var`'s value, which the generated class's file declares: it reaches the state made readable, and
            // no private function (which would go to the extension's file, private there).
            let isLazy = isStored(member) && member.modifiers.contains("lazy")
            if isStored(member) && !isLazy { continue }
            if member.kind == .var || member.kind == .let, !member.attributes.isEmpty { continue }
            var blocking: [String] = []
            var needs: [SwiftDeclaration] = []
            var along: [SwiftDeclaration] = []
            var visited: Set<SwiftDeclaration> = []
            for name in (isLazy ? identifiers(in: member.value ?? "") : member.bodyNames ?? []) where !blocking.contains(name) {
                if hiddenPublic.contains(name) {
                    blocking.append(name)
                    continue
                }
                var localNeeds: [SwiftDeclaration] = []
                var localAlong: [SwiftDeclaration] = []
                if !resolve(name, reach: reach, hiddenPublic: hiddenPublic, storedOnly: isLazy, visited: &visited,
                            needs: &localNeeds, along: &localAlong) {
                    blocking.append(name)
                } else {
                    needs += localNeeds.filter { !needs.contains($0) }
                    along += localAlong.filter { !along.contains($0) }
                }
            }
            // A kept relay is read from the extension, never sent into: the logic's stream keeps it.
            let sendsIntoKept = Set(member.bodySentNames + along.flatMap(\.bodySentNames)).filter { kept[$0] != nil }
            blocking += needs.map(\.name).filter { sendsIntoKept.contains($0) && !blocking.contains($0) }
            guard blocking.isEmpty else {
                result.decisions[member] = .uses(blocking)
                continue
            }
            var changed = ContractUse.changed(by: member, along: along, contract: contract, streams: contractStreams)
            // `owner.output.histories.accept(...)`: sent into through a chain the names set does not see.
            changed += Set(([member] + along).flatMap(\.bodySentNames)).intersection(readOnly).subtracting(changed).sorted()
            guard changed.isEmpty else {
                result.decisions[member] = .uses(changed)
                result.changesContract[member] = changed
                continue
            }
            result.decisions[member] = .moves(needs: needs.map(\.name), along: along.map(\.name))
            let reached = ContractUse.used(by: member, along: along, contract: contract)
            if !reached.isEmpty { result.usesContract[member] = reached }
            for stored in needs {
                guard case .widenable(let placement, _)? = reach[stored.name]?.first(where: { $0.0 == stored })?.1 else { continue }
                result.widened[stored, default: (placement, [])].takers.append(member)
            }
            for other in along { result.along[other, default: []].append(member) }
            result.sets[member] = Set(member.bodySetNames + along.flatMap(\.bodySetNames))
        }
        return result
    }

    /// Whether what `name` names among the class's private members can be reached from an extension in another file
    /// (widened or taken along), gathering what that takes; true for a name that is no private member.
    /// `storedOnly`: for a `lazy var`'s value, which only what the generated class's file sees can make.
    private static func resolve(
        _ name: String, reach: [String: [(SwiftDeclaration, Reach)]], hiddenPublic: Set<String>, storedOnly: Bool,
        visited: inout Set<SwiftDeclaration>, needs: inout [SwiftDeclaration], along: inout [SwiftDeclaration]
    ) -> Bool {
        guard let found = reach[name] else { return !hiddenPublic.contains(name) }
        for (member, what) in found where visited.insert(member).inserted {
            let uses: [String]
            var stored = storedOnly
            switch what {
            case .blocked: return false
            case .widenable(_, let names):
                needs.append(member)
                uses = names
                stored = true
            case .goesAlong(let names):
                if storedOnly { return false }
                along.append(member)
                uses = names
            }
            for used in uses where used != name {
                if !resolve(used, reach: reach, hiddenPublic: hiddenPublic, storedOnly: stored, visited: &visited,
                            needs: &needs, along: &along) {
                    return false
                }
            }
        }
        return true
    }

    /// The names of non-private stored state the spec does not carry (a property wrapper, state set from elsewhere):
    /// an extension in another file cannot reach it, as the generated class does not declare it.
    private static func hiddenNonPrivateStored(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], dependencies: Set<String>
    ) -> Set<String> {
        let members = bodies(of: owner, extensions: extensions).flatMap { body, privately in
            privately ? [] : body.members.filter { isStored($0) && !isPrivate($0) }
        }
        return Set(members.filter { member in
            switch storedPlacement(member, dependencies: dependencies) {
            case .property, .readableDependency: return false
            default: return true
            }
        }.map(\.name))
    }

    /// The warning where a private stored member is made readable for the members that move.
    static func wideningWarning(
        _ member: SwiftDeclaration, placement: Placement, takers: [SwiftDeclaration], of owner: String
    ) -> String {
        let declared: String
        switch placement {
        case .property(let line, _): declared = line
        case .readableDependency(let keyword): declared = keyword + " " + member.name + (member.type.map { ": " + $0 } ?? "")
        default: declared = TripletRecognizer.describe(member)
        }
        let names = takers.prefix(3).map { "'\(TripletRecognizer.describe($0))'" }.joined(separator: ", ")
            + (takers.count > 3 ? "..." : "")
        return "'\(TripletRecognizer.describe(member))' of '\(owner)' is readable: the generated class declares it"
            + " '\(declared)' (internal), not 'private', so the extension of '\(owner)' that takes \(names) reaches it"
    }
}
