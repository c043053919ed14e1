/// The view's `Output` object of a Combine transform-style view model that keeps the subscriptions setting its values
/// in a member of its own (`final class Output: ObservableObject { var cancelBag = CancelBag(); @Published var
/// isLoading = false }`, the app declaring `typealias CancelBag = Set<AnyCancellable>`, as s16's ic-survey-ios does for
/// its struct view models, whose `transform` stores each subscription `in: &output.cancelBag`): the member is the
/// `output-bag:` option, `output-bag: cancelBag: CancelBag`, which the generated object declares as written and its
/// `transform` keeps the subscriptions in, not an output the logic gives (`OutputBags`). A bag of another type (an
/// app's class `CancelBag`, whose `store(in:)` differs) is read as before.
enum OutputBagImport {
    /// The member and the option's value, where `found`'s `Output` is a class with a `var` made as a
    /// `Set<AnyCancellable>`, under that name or a top-level typealias of it among `declared`.
    static func bag(
        in found: StructStyleRecognizer.Found, declared: [SwiftDeclaration]
    ) -> (member: SwiftDeclaration, option: String)? {
        guard found.style == .transform, found.output.kind == .class else { return nil }
        for member in found.output.members where member.kind == .var && member.attributes.isEmpty && !member.isComputed {
            guard let value = member.value?.trimmingSpaces, value.hasSuffix("()") else { continue }
            let type = String(value.dropLast(2))
            if let written = member.type?.trimmingSpaces, written != type { continue }
            if isBag(type, declared: declared) { return (member, member.name + ": " + type) }
        }
        return nil
    }

    /// Whether `type` is `Set<AnyCancellable>`, or a top-level typealias of it among `declared`.
    static func isBag(_ type: String, declared: [SwiftDeclaration]) -> Bool {
        let bag = OutputBags.defaultType
        if type.filter({ $0 != " " }) == bag { return true }
        return declared.contains {
            $0.kind == .typealias && $0.parent == nil && $0.name == type && $0.value?.filter({ $0 != " " }) == bag
        }
    }
}
