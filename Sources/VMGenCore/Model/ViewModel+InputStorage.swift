extension ViewModel.Input {
    /// The fields of an input, shared by its copies until one of them changes a field (`unique()`).
    final class Storage: @unchecked Sendable {
        // Mutated only through `unique()`, when no other input shares it: as safe to send as the fields.
        var methodName: String
        var parameters: [ViewModel.Parameter]
        var streamName: String
        var docs: [String]
        var replaysLatest: Bool?
        var streamKind: ViewModel.StreamKind?
        var answerType: SwiftType?
        var condition: String?
        var startingValue: String?
        var isMade: Bool = false
        var isLet = false
        var isOptional: Bool = false
        var declaredIn: String? = nil
        var isUnwrapped = false
        var isSettable = false

        init(
            methodName: String, parameters: [ViewModel.Parameter], streamName: String, docs: [String],
            replaysLatest: Bool?, streamKind: ViewModel.StreamKind?, answerType: SwiftType?, condition: String?,
            startingValue: String?
        ) {
            self.methodName = methodName
            self.parameters = parameters
            self.streamName = streamName
            self.docs = docs
            self.replaysLatest = replaysLatest
            self.streamKind = streamKind
            self.answerType = answerType
            self.condition = condition
            self.startingValue = startingValue
        }

        func copy() -> Storage {
            let copy = Storage(
                methodName: methodName, parameters: parameters, streamName: streamName, docs: docs,
                replaysLatest: replaysLatest, streamKind: streamKind, answerType: answerType, condition: condition,
                startingValue: startingValue)
            copy.isMade = isMade
            copy.isLet = isLet
            copy.isOptional = isOptional
            copy.declaredIn = declaredIn
            copy.isUnwrapped = isUnwrapped
            copy.isSettable = isSettable
            return copy
        }
    }

    /// The storage, made this input's own first when another input shares it.
    mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Two inputs are equal when every field is, as for a struct of the fields.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let a = lhs.storage, b = rhs.storage
        return a.methodName == b.methodName && a.parameters == b.parameters && a.streamName == b.streamName
            && a.docs == b.docs && a.replaysLatest == b.replaysLatest && a.streamKind == b.streamKind
            && a.answerType == b.answerType && a.condition == b.condition && a.startingValue == b.startingValue
            && a.isMade == b.isMade && a.isLet == b.isLet && a.isOptional == b.isOptional && a.declaredIn == b.declaredIn
            && a.isUnwrapped == b.isUnwrapped && a.isSettable == b.isSettable
    }

    public func hash(into hasher: inout Hasher) {
        let a = storage
        hasher.combine(a.methodName)
        hasher.combine(a.parameters)
        hasher.combine(a.streamName)
        hasher.combine(a.docs)
        hasher.combine(a.replaysLatest)
        hasher.combine(a.streamKind)
        hasher.combine(a.answerType)
        hasher.combine(a.condition)
        hasher.combine(a.startingValue)
        hasher.combine(a.isMade)
        hasher.combine(a.isLet)
        hasher.combine(a.isOptional)
        hasher.combine(a.declaredIn)
        hasher.combine(a.isUnwrapped)
        hasher.combine(a.isSettable)
    }
}
