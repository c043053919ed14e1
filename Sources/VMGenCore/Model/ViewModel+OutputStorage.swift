extension ViewModel.Output {
    /// The fields of an output, shared by its copies until one of them changes a field (`unique()`).
    final class Storage: @unchecked Sendable {
        // Mutated only through `unique()`, when no other output shares it: as safe to send as the fields.
        var name: String
        var type: SwiftType
        var docs: [String]
        var isAsync: Bool
        var streamKind: ViewModel.StreamKind?
        var fallback: String?
        var failure: SwiftType?
        var parameters: [ViewModel.Parameter]?
        var answersInput: Bool
        var group: ViewModel.ProtocolGroup
        var condition: String?
        var isMade: Bool = false
        var isLet = false
        var caseLabel: String? = nil
        var isUnwrapped = false
        var isSettable = false
        var isHanded = false
        var keptIn: String? = nil
        var isOutside = false

        init(
            name: String, type: SwiftType, docs: [String], isAsync: Bool, streamKind: ViewModel.StreamKind?,
            fallback: String?, failure: SwiftType?, parameters: [ViewModel.Parameter]?, answersInput: Bool,
            group: ViewModel.ProtocolGroup, condition: String?
        ) {
            self.name = name
            self.type = type
            self.docs = docs
            self.isAsync = isAsync
            self.streamKind = streamKind
            self.fallback = fallback
            self.failure = failure
            self.parameters = parameters
            self.answersInput = answersInput
            self.group = group
            self.condition = condition
        }

        func copy() -> Storage {
            let copy = Storage(
                name: name, type: type, docs: docs, isAsync: isAsync, streamKind: streamKind, fallback: fallback,
                failure: failure, parameters: parameters, answersInput: answersInput, group: group, condition: condition)
            copy.isMade = isMade
            copy.isLet = isLet
            copy.caseLabel = caseLabel
            copy.isUnwrapped = isUnwrapped
            copy.isSettable = isSettable
            copy.isHanded = isHanded
            copy.keptIn = keptIn
            copy.isOutside = isOutside
            return copy
        }
    }

    /// The storage, made this output's own first when another output shares it.
    mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Two outputs are equal when every field is, as for a struct of the fields.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        return a.name == b.name && a.type == b.type && a.docs == b.docs && a.isAsync == b.isAsync
            && a.streamKind == b.streamKind && a.fallback == b.fallback && a.failure == b.failure
            && a.parameters == b.parameters && a.answersInput == b.answersInput && a.group == b.group
            && a.condition == b.condition
            && a.isMade == b.isMade && a.isLet == b.isLet
            && a.caseLabel == b.caseLabel
            && a.isUnwrapped == b.isUnwrapped && a.isSettable == b.isSettable && a.isHanded == b.isHanded
            && a.keptIn == b.keptIn && a.isOutside == b.isOutside
    }

    public func hash(into hasher: inout Hasher) {
        let a = storage
        hasher.combine(a.name)
        hasher.combine(a.type)
        hasher.combine(a.docs)
        hasher.combine(a.isAsync)
        hasher.combine(a.streamKind)
        hasher.combine(a.fallback)
        hasher.combine(a.failure)
        hasher.combine(a.parameters)
        hasher.combine(a.answersInput)
        hasher.combine(a.group)
        hasher.combine(a.condition)
        hasher.combine(a.isMade)
        hasher.combine(a.isLet)
        hasher.combine(a.caseLabel)
        hasher.combine(a.isUnwrapped)
        hasher.combine(a.isSettable)
        hasher.combine(a.isHanded)
        hasher.combine(a.keptIn)
        hasher.combine(a.isOutside)
    }
}
