/// The frameworks' bags of subscriptions: RxSwift's `DisposeBag`, ReactiveSwift's `CompositeDisposable` and
/// Combine's `Set<AnyCancellable>`. One answer for every stage that asks whether a type is one: import (a subject-style
/// `Output`'s machinery, a bag an initializer sets) and test support (the empty bag it hands a transform).
/// Combine's `output-bag:` option names its own type (`OutputBags`), which an app may alias (`OutputBagImport`).
enum SubscriptionBags {
    /// The types, spelled without spaces.
    static let typeNames: Set<String> = ["DisposeBag", "CompositeDisposable", "Set<AnyCancellable>"]

    /// Whether `type`, however it is spaced, is one of `typeNames`.
    static func isBag(typeNamed type: String) -> Bool {
        typeNames.contains(type.filter { $0 != " " })
    }

    /// Whether a stored member is made as a bag: its type written as one (`let bag: DisposeBag`), or, with no type
    /// written, its value making one (`let bag = DisposeBag()`).
    static func isBag(type: String?, value: String?) -> Bool {
        if let type { return isBag(typeNamed: type) }
        guard let made = value?.filter({ $0 != " " }), made.hasSuffix("()") else { return false }
        return typeNames.contains(String(made.dropLast(2)))
    }
}
