/// What a function body hands its result to: the value its last statement returns (`return output`, or the `Output`
/// kept in a property, `return self.output`), and the calls of one name with one such value that stand as statements
/// of their own at the body's top level (`action(output)`, `action(self.output)`), not inside a condition, a loop or a
/// closure, as MaeumGaGym's view models call `action` in `transform(_ input: Input, action: (Output) -> Void)` before
/// binding their own streams and returning the output.
struct FinalCall: Hashable, Sendable {
    /// The value the last statement returns, as written: `output`, `self.output`.
    var returned: String
    /// The top-level calls, in order: the name called (`action`) and the value it is given (`output`, `self.output`).
    var calls: [Call]

    struct Call: Hashable, Sendable {
        var callee: String
        var argument: String
    }

    init?(_ body: ArraySlice<SwiftToken>) {
        let tokens = Array(body)
        // `return output` (a name, one token) or `return self.output` (three), alone as the last statement.
        guard let returned = [1, 3].lazy.compactMap({ count -> String? in
            let start = tokens.count - count
            guard start >= 1, let value = Self.value(in: tokens, at: start), value.count == count,
                  tokens[start - 1].isWord("return"), tokens[start - 1].startsLine else { return nil }
            return value.text
        }).first else { return nil }
        self.returned = returned
        calls = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation {
                if ["{", "(", "["].contains(token.text) { depth += 1 }
                if ["}", ")", "]"].contains(token.text) { depth -= 1 }
            }
            // `action(output)` alone on its line(s) at depth 0: after another statement's end, followed by the next's start.
            guard depth == 0, token.kind == .identifier, index + 3 < tokens.count, token.startsLine || index == 0,
                  tokens[index + 1].isPunctuation("("), !tokens[index + 1].isSpaced,
                  let argument = Self.value(in: tokens, at: index + 2), index + 2 + argument.count < tokens.count,
                  tokens[index + 2 + argument.count].isPunctuation(")") else { continue }
            let next = index + 3 + argument.count
            guard next == tokens.count || tokens[next].startsLine || tokens[next].isPunctuation(";") else { continue }
            if index > 0, tokens[index - 1].kind == .punctuation, ![")", "}", "]", ";"].contains(tokens[index - 1].text) { continue }
            calls.append(Call(callee: token.text, argument: argument.text))
        }
    }

    /// A name (`output`, one token) or a property of `self` (`self.output`, three) at `index`; nil for anything else.
    private static func value(in tokens: [SwiftToken], at index: Int) -> (text: String, count: Int)? {
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        guard tokens[index].isWord("self") else { return (tokens[index].text, 1) }
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("."), tokens[index + 2].kind == .identifier,
              !tokens[index + 2].isWord("self") else { return nil }
        return ("self." + tokens[index + 2].text, 3)
    }
}

extension StructStyleRecognizer {
    /// The closure parameter `transform` hands its output to, in the one shape the `transform-calls:` option carries:
    /// of type `(Output) -> Void` (`@escaping` or not), named once in the body, by a statement of its own at the
    /// body's top level that calls it with the value the last statement returns. nil for any other closure, or a call
    /// that is conditional, elsewhere (in a closure, with another value), or twice.
    static func calledClosure(of transform: SwiftDeclaration, output: String) -> SwiftDeclaration.Parameter? {
        guard let body = transform.finalCall else { return nil }
        let names = transform.bodyNames ?? []
        return transform.parameters.dropFirst().first { parameter in
            isHandlerType(parameter.type, output: output) && names.filter { $0 == parameter.name }.count == 1
                && body.calls.contains(FinalCall.Call(callee: parameter.name, argument: body.returned))
        }
    }

    /// `transform` with its closures' `@escaping` dropped (`action: (Output) -> Void`), as the generated method takes
    /// them: it keeps none of them, and a method that takes one non-escaping conforms to a protocol's requirement
    /// written either way, and is called with the same arguments.
    static func droppingEscaping(_ transform: SwiftDeclaration) -> SwiftDeclaration {
        guard transform.kind == .func, transform.parameters.count > 1 else { return transform }
        var copy = transform
        for index in copy.parameters.indices.dropFirst() where isClosureType(copy.parameters[index].type) {
            let type = copy.parameters[index].type.trimmingSpaces
            if type.hasPrefix("@escaping ") {
                copy.parameters[index].type = String(type.dropFirst("@escaping ".count)).trimmingSpaces
            }
        }
        return copy
    }

    /// Whether the body names `parameter` (a closure it never names is ignored by it, as by the generated method).
    static func bodyNames(_ parameter: SwiftDeclaration.Parameter, in transform: SwiftDeclaration) -> Bool {
        (transform.bodyNames ?? []).contains(parameter.name)
    }

    /// `(Output) -> Void`, `@escaping (Output) -> Void`, as written.
    static func isHandlerType(_ type: String, output: String) -> Bool {
        var text = type.trimmingSpaces
        if text.hasPrefix("@escaping ") { text = String(text.dropFirst("@escaping ".count)).trimmingSpaces }
        let compact = text.filter { $0 != " " }
        return compact == "(\(output))->Void" || compact == "(\(output))->()"
    }
}
