/// Text the spec wrote that a generated line carries (a member's type, a default value), and the spec's line it
/// was written on: where the compiler should report an error in that text (`SourceLocations`).
public struct SourceOrigin: Hashable, Sendable {
    public var text: String
    public var line: Int
    /// The member's name.
    public var name: String
    /// The first name in `text` that may fail to resolve (`Item` of `[Item]`): what a generated line is searched for.
    public var anchor: String

    public init(text: String, line: Int, name: String, anchor: String) {
        self.text = text
        self.line = line
        self.name = name
        self.anchor = anchor
    }
}
