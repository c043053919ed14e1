/// A non-private stored property of the class named as the generated API names its own members (`let output =
/// PublishRelay<Output>()`): no spec property may take the name, so the member is not carried, with a warning that
/// says what to write by hand, and the rest of the view model is imported. The class's own bag (`let disposeBag =
/// DisposeBag()`, which its `init` subscribes into, call sites subscribe into and its helpers use) is no such name: a
/// spec property takes it (`StoredProperties.ownBagNames`), so it is carried as written.
enum ReservedOwnNames {
    /// Whether no spec property may take `name`.
    static func isReserved(_ name: String) -> Bool {
        SpecValidator.reservedNames.contains(name) && !StoredProperties.ownBagNames.contains(name)
    }

    static func reason(_ name: String) -> String {
        "'\(name)' is a name vmgen keeps for itself, which no spec property may take (the generated API names its own"
            + " member so): call sites that read '\(name)' through the view model change"
    }
}
