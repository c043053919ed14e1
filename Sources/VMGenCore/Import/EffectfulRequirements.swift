/// Why a triplet's method that is `async` or `throws` (`func login() async`, `func createCategory(name: String,
/// colorCode: String?) async throws`), or takes a default argument, is neither an input nor a function output. Each
/// style's input is a method that sends the call into the logic and returns at once, and a function output answers at
/// once from what the logic last sent: neither waits for work nor throws, so no style generates the method as the app
/// declares it, and callers that `await` its work or `catch` what it throws would change. The warning spells the member
/// with its effects (`'login() async'`), so it names what the view awaits, and says which effect it is.
extension TripletRecognizer {
    /// Why `member`, a method of the inputs protocol (`isInput`) or one that answers with a value (a function output),
    /// is neither by its effects or default arguments; nil when its shape is one.
    static func effectfulProblem(_ member: SwiftDeclaration, isInput: Bool) -> String? {
        if !member.effects.isEmpty {
            let answers = isInput
                ? "an input of every style is a method that sends the call into the logic and returns at once, never"
                    + " waiting for the work or throwing: callers that await its work"
                : "a function output answers at once from what the logic last sent, never waiting or throwing: callers"
                    + " that await its answer"
            return "it is '\(member.effects.joined(separator: " "))', and " + answers
                + " or catch what it throws would change, so the method stays hand-written"
        }
        if member.parameters.contains(where: { $0.defaultValue != nil }) {
            return "it takes a default argument, which " + (isInput ? "an input" : "a function output") + " does not"
        }
        return nil
    }
}
