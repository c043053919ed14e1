extension SpecValidator {
    /// What an input's attribute written on an output (or an output's on an input) is for, said where it stands.
    static let otherMembersAttributes: [String: (member: String, note: String)] = [
        "latest": ("input", "it replays an input's latest value to the logic; a view reads an output's current value"
            + " from a '@value' output, a Driver (RxCocoa) or the observable and published styles"),
        "event": ("input", "it makes an input an event, delivered to whoever listens when it happens"),
        "async": ("output", "it makes a constructor-style output a stream (the other styles' outputs are streams already)"),
        "failure": ("output", "it types the error an output's stream fails with"),
    ]
}
