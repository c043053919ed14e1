/// A non-private stored property of the class named as the generated API names its own members (RxSwift view models'
/// `let disposeBag = DisposeBag()`, which their `init` subscribes into): no spec property may take the name, so the
/// member is not carried, with a warning that says what to write by hand, and the rest of the view model is imported.
enum ReservedOwnNames {
    static func reason(_ name: String) -> String {
        "'\(name)' is a name vmgen keeps for itself, which no spec property may take: keep what the class subscribes"
            + " into it in a bag of the logic's own; call sites that read '\(name)' through the view model change"
    }
}
