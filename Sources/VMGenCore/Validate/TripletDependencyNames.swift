/// The names vmgen keeps that a dependency may take in the triplet style: `input`, as a hand-written triplet class
/// keeps what a screen makes it with (`init(input: Input)`, `private var input: Input`, its `Input` a struct of its
/// own). The triplet's class and protocols declare no member so named (their groups are `inputs` and `outputs`, or as
/// `groups:` names them, which may not name a dependency), and the logic then names its streams `streams`
/// (`ViewModel.logicStreamsParameter`). Where the spec renders another style too, that style's `input` stays vmgen's.
enum TripletDependencyNames {
    static let taken: Set<String> = ["input"]

    /// Whether a dependency of a view model rendered in `options`' styles may be named `name` though vmgen keeps it.
    static func mayTake(_ name: String, _ options: GenerationOptions) -> Bool {
        options.styles == [.triplet] && taken.contains(name)
    }
}
