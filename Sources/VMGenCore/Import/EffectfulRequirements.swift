/// Why a triplet's method that is `async` or `throws` (`func login() async`, `func createCategory(name: String,
/// colorCode: String?) async throws`), or takes a default argument, is neither an input nor a function output. Each
/// style's input is a method that sends the call into the logic and returns at once, and a function output answers at
/// once from what the logic last sent: neither waits for work nor throws, so no style generates the method as the app
/// declares it, and callers that `await` its work or `catch` what it throws would change. The warning spells the member
/// with its effects (`'login() async'`), so it names what the view awaits, and says which effect it is.
extension TripletRecognizer {
    /// Why `member`, a method of the inputs protocol, is no input by its effects or default arguments; nil when it is.
    static func effectfulInputProblem(_ member: SwiftDeclaration) -> String? {
        if !member.effects.isEmpty {
            return "it is '\(member.effects.joined(separator: " "))', and an input of every style is a method that sends the"
                + " call into the logic and returns at once, never waiting for the work or throwing: callers that await"
                + " its work or catch what it throws would change, so the method stays hand-written"
        }
        if member.parameters.contains(where: { $0.defaultValue != nil }) {
            return "it takes a default argument, which an input does not"
        }
        return nil
    }

    /// Why `member`, a method that answers with a value, is no function output by its effects or default arguments.
    static func effectfulFunctionOutputProblem(_ member: SwiftDeclaration) -> String? {
        if !member.effects.isEmpty {
            return "it is '\(member.effects.joined(separator: " "))', and a function output answers at once from what the"
                + " logic last sent, never waiting or throwing: callers that await its answer or catch what it throws"
                + " would change, so the method stays hand-written"
        }
        if member.parameters.contains(where: { $0.defaultValue != nil }) {
            return "it takes a default argument, which a function output does not"
        }
        return nil
    }
}
