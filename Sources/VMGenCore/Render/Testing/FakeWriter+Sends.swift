/// What the fake shows the view: `send(validInput:)` for each output, which the test calls, and the one-stream event
/// transform's values (`@value`) as the fake's own properties (split from `FakeWriter.swift`, which writes the rest).
extension FakeWriter {
    /// `validInput value`, the parameter of `send(validInput:)`; `value` alone for an output named `value`, where Swift
    /// warns of a label repeated as the parameter's name.
    static func sendParameter(_ output: ViewModel.Output) -> String {
        output.name == "value" ? "value" : Identifier.label(output.name) + " value"
    }

    /// `send(validInput:)` for each output: shows the view a value.
    func writeSends(_ backings: [FakeOutputBacking], _ writer: inout SwiftWriter) {
        guard viewModel.outputs.contains(where: { !$0.isOutside }) else { return }
        writer.blank()
        writer.line("// MARK: What the view shows")
        for (index, output) in viewModel.outputs.enumerated() where !output.isOutside {
            writer.blank()
            writer.conditional(output.condition) { writer in
                writeSend(output, index < backings.count ? backings[index] : nil, &writer)
            }
        }
    }

    /// `send(validInput:)`: shows the view a value of one output.
    private func writeSend(_ output: ViewModel.Output, _ backing: FakeOutputBacking?, _ writer: inout SwiftWriter) {
        writer.docs([output.answersInput
            ? "Answers the view's `\(String(output.name.dropLast("Answer".count)))(...)` input with `value` from now on."
            : output.isFunction
            ? "Answers the view's `\(output.name)(...)` with `value` from now on." : "Shows the view `value` as `\(output.name)`."])
        let element = output.isFunction ? "@escaping " + output.heldType
            : output.type.isVoid ? "Void" : output.type.parameterDescription
        writer.block("func send(\(Self.sendParameter(output)): \(element))") { writer in
            if let backing {
                writer.line(backing.send("value"))
            } else {
                writer.line("self.\(Identifier.member(output.name))?(\(output.type.isVoid ? "" : "value"))")
            }
        }
    }

    /// The values the one-stream event transform's class keeps (`@value`), as the fake's own properties the view reads:
    /// `private(set) var chatList: [Room] = []`, set by `send(chatList:)`.
    func writeEventValues(_ writer: inout SwiftWriter) {
        for output in viewModel.outputs where output.streamKind == .value {
            writer.docs(output.docs)
            writer.line(EventTransformValues.property(output))
        }
    }
}
