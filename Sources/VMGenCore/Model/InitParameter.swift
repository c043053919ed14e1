/// One parameter of a transform-style struct's own initializer, as the team's `Input` or `Output` declares it
/// (`input-init:`, `output-init:`): the member it sets, the label call sites write for it where that is not the
/// member's name (`init(model homeModel: ...)`, written `model homeModel`), and its default argument where it has one
/// (`refreshRank = .empty()`).
public struct InitParameter: Hashable, Sendable {
    /// The label call sites write, where it is not the member's name; nil for the member's name.
    public var label: String?
    /// The member of the struct the parameter sets.
    public var member: String
    /// The default argument, an expression; nil for none.
    public var defaultValue: String?

    public init(label: String? = nil, member: String, defaultValue: String? = nil) {
        self.label = label
        self.member = member
        self.defaultValue = defaultValue
    }

    /// The label call sites write: `label`, or the member's name.
    public var callLabel: String { label ?? member }

    /// How the option's list writes it: `model homeModel = .empty()`.
    public var spelled: String {
        (label.map { $0 + " " } ?? "") + member + (defaultValue.map { " = " + $0 } ?? "")
    }
}
