/// An input and an output of one name in a triplet's two protocols (`var isEditMode: AnyObserver<Bool> { get }` among
/// the inputs, `var isEditMode: Observable<Bool> { get }` among the outputs), as apps whose class keeps its groups apart
/// in nested `Input` and `Output` structs write them: Swift allows it there, and the generated class, which conforms to
/// both groups itself, cannot declare the name twice. The import's error says so where the member stands, and what to do.
enum SameNamedGroupMembers {
    /// What the import adds to the spec pipeline's `message` when it is such a collision; empty for any other.
    static func explanation(_ message: String) -> String {
        guard message.hasPrefix("output '"), message.contains("' collides with input '"),
              message.contains(" in the triplet style: both are named '") else { return "" }
        return ": two protocols may each declare the name, as a class that keeps its groups in objects of their own"
            + " conforms to one each, but the generated class conforms to both groups itself and declares each member"
            + " once; rename the input or the output in its protocol and at its call sites, then import again"
    }
}
