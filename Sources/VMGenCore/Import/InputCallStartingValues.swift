/// The starting value of a relay or subject of the subject style's `Input` that the class writes where it makes its
/// `input` (`let input = Input(loadStarted: BehaviorRelay<Void>(value: ()), settingsTapped: PublishSubject<Void>())`,
/// the struct's members declared without one), as screens of an app whose every view model makes its `Input` so write
/// them.
extension StructStyleRecognizer {
    /// The argument labelled `name` of the call that makes the class's `input` (`Input(...)`, `.init(...)` or the
    /// struct's name qualified through the class), as written; nil where the class makes it otherwise or passes none.
    static func inputCallArgument(_ name: String, of found: Found) -> String? {
        guard found.style == .subject,
              let value = found.surface.first(where: { $0.name == "input" && $0.kind != .func })?.value?.trimmingSpaces,
              value.hasSuffix(")") else { return nil }
        let callees = [found.input.name, ".init", found.owner.name + "." + found.input.name, "Self." + found.input.name]
        guard let callee = callees.first(where: { value.hasPrefix($0 + "(") }) else { return nil }
        let inside = String(value.dropFirst(callee.count + 1).dropLast())
        for argument in TripletRecognizer.splitTopLevel(inside) {
            guard let colon = argument.firstIndex(of: ":"),
                  String(argument[..<colon]).trimmingSpaces == name else { continue }
            return String(argument[argument.index(after: colon)...]).trimmingSpaces
        }
        return nil
    }

    /// What the member is made with: its own declaration's starting value, else the one written where the class makes
    /// its `input` (the member's declaration, its value that argument, read as such a declaration is).
    static func writtenStartOfInput(_ member: SwiftDeclaration, of found: Found, type: String) -> WrittenStart {
        let own = writtenStart(of: member, type: type)
        guard own == .none, let argument = inputCallArgument(member.name, of: found) else { return own }
        var made = member
        made.value = argument
        return writtenStart(of: made, type: type)
    }
}
