/// A subject-style view model's `input` or `output` declared implicitly unwrapped (`var output: Output!`), as apps write
/// it where `Output` is made after the view model's own members it needs: call sites read through it
/// (`viewModel.output.items`), where Swift unwraps it, as they read the generated `let output: Output`. So the import
/// and `--check` read it as `Output`, and the import's note names the call sites that would change: those that
/// unwrap it themselves (`viewModel.output?.items`, `viewModel.output!`, `if let output = viewModel.output`).
enum ImplicitlyUnwrappedContract {
    /// `Output` for `Output!`, the type of a subject-style `input` or `output` property; any other type as it is.
    static func unwrapped(_ type: String, of member: SwiftDeclaration, style: Style) -> String {
        guard style == .subject, [.let, .var].contains(member.kind), ["input", "output"].contains(member.name),
              type.hasSuffix("!"), !type.hasSuffix("?!") else { return type }
        return String(type.dropLast()).trimmingSpaces
    }

    /// A note for each implicitly unwrapped `input` or `output` of a subject-style view model.
    static func notes(_ found: StructStyleRecognizer.Found, path: String) -> [Diagnostic] {
        guard found.style == .subject else { return [] }
        return found.surface.compactMap { member in
            guard let type = member.type?.trimmingSpaces, case let plain = unwrapped(type, of: member, style: .subject),
                  plain != type else { return nil }
            return Diagnostic(.note, path: path, at: member.location,
                "'\(member.name)' is implicitly unwrapped ('\(type)'); the generated class declares 'let \(member.name):"
                    + " \(plain)', set in its initializer: call sites that read through it ('viewModel.\(member.name).x')"
                    + " stay as they are, and any that unwrap it ('viewModel.\(member.name)?.x', 'viewModel.\(member.name)!',"
                    + " 'if let \(member.name) = viewModel.\(member.name)') drop the unwrapping")
        }
    }
}
