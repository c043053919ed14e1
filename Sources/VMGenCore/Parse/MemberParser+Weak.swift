/// `weak` in `- weak var coordinator: Coordinator?`, after `private(set)` and before `var`; each word out of place an
/// error where it stands.
extension Parser {
    /// Reads `weak` at `cursor`: `.some(location)` when it is there, `.some(nil)` with `cursor` back at `before` when it
    /// is not, nil after reporting a word out of place (`weak weak`, `weak private(set)`, `weak lazy`, `unowned`).
    mutating func weakModifier(_ cursor: inout LineCursor, after before: LineCursor) -> SourceLocation?? {
        guard let word = cursor.name() else {
            cursor = before
            return .some(nil)
        }
        if word.value == "unowned" {
            sink.error("a spec property is held strongly or 'weak', not 'unowned'", at: word.location,
                       notes: [.init("write '- weak var name: Type?', which is nil once what it names is gone")])
            return nil
        }
        guard word.value == "weak" else {
            cursor = before
            return .some(nil)
        }
        cursor.skipSpaces()
        let next = cursor
        guard let following = cursor.name() else {
            sink.error("expected 'var' after 'weak' ('- weak var coordinator: Coordinator?')", at: next.location)
            return nil
        }
        switch following.value {
        case "var", "let":
            cursor = next
            return .some(word.location)
        case "weak":
            sink.error("'weak' is written twice", at: following.location)
        case "lazy":
            sink.error("a lazy property is held strongly; 'lazy' and 'weak' do not go together", at: following.location)
        case "private" where cursor.consume(UInt8(ascii: "(")):
            guard let set = cursor.name(), set.value == "set", cursor.consume(UInt8(ascii: ")")) else { fallthrough }
            sink.error("'private(set)' comes before 'weak' ('- private(set) weak \(cursor.rest)')", at: following.location)
        default:
            sink.error("expected 'var' after 'weak' ('- weak var coordinator: Coordinator?')", at: following.location)
        }
        return nil
    }
}

/// `weak` in `- weak var coordinator: PostCoordinator` under `dependencies:`; each word out of place an error where it
/// stands. `- weak: B` and `- weak coordinator: B` (a dependency named or labelled `weak`) are no weak dependency.
extension Parser {
    /// Reads what follows `weak` (already read) at `cursor`: `.some((keyword, name))` with `cursor` past the name when
    /// the line is a weak dependency, `.some(nil)` with `cursor` unmoved when `weak` is a label, nil after reporting a
    /// word out of place (`weak weak var`, `weak lazy var`, `weak var` without a name).
    mutating func weakDependency(
        _ cursor: inout LineCursor, weak: Located<String>
    ) -> (keyword: Located<String>, name: Located<String>)?? {
        var peek = cursor
        guard let next = peek.name() else { return .some(nil) }
        var afterNext = peek
        afterNext.skipSpaces()
        if ["let", "var"].contains(next.value) {
            guard let name = peek.name() else {
                sink.error("expected the dependency's name after 'weak \(next.value)', found \(afterNext.currentDescription)",
                           at: afterNext.location)
                return nil
            }
            cursor = peek
            return .some((next, name))
        }
        // `weak lazy var l: B`: a modifier after `weak`, before more words (`weak lazy: B` names a dependency `lazy`).
        var probe = afterNext
        guard Self.declarationModifiers.contains(next.value), probe.name() != nil else { return .some(nil) }
        if next.value == "weak" {
            sink.error("'weak' is written twice", at: next.location)
        } else {
            sink.error("a dependency is written without '\(next.value)': '- weak \(afterNext.rest)' is stored weakly where"
                + " call sites read it", at: next.location)
        }
        return nil
    }
}
