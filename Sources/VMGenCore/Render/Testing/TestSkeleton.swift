/// The starting point of a view model's test file (`vmgen skeleton --tests`): an XCTest case with one test per
/// output, each building the probe, leaving Xcode placeholders for the inputs to send and the values to expect.
/// vmgen prints it and never writes it to disk: the tests are the team's.
public enum TestSkeleton {
    public static func render(_ viewModels: [ViewModel], options: GenerationOptions, style: Style) -> String {
        var writer = SwiftWriter(indentation: options.indentation)
        let names = viewModels.map(\.name).joined(separator: ", ")
        writer.line("// Tests of \(names): yours to write; vmgen never writes this file.")
        writer.line(
            "// Each test builds the generated probe (`vmgen generate --tests`), which records every output from the start.")
        writer.blank()
        for module in options.testableImports { writer.line("@testable import \(module)") }
        writer.line("import XCTest")
        let known = options
        for viewModel in viewModels {
            // A constant under `inputs:` (an `Action`) is what a test applies, not what the view shows.
            let recorded = viewModel.outputs.filter { (style != .constructor || $0.isAsync) && !$0.isInput }
            let plain = style == .constructor ? viewModel.outputs.filter { !$0.isAsync } : []
            // The values the view hands in the transform style's `Input` (`@value`): the test's, first in the probe's `init`.
            let values = style == .transform ? viewModel.inputs.filter(\.isValue).map {
                "\(Identifier.label($0.streamName)): <#\($0.elementType.description)#>"
            } : []
            // The `Output` the view model is handed (`transform-output: given`): first in the probe's `init`, made by the test.
            let handed = style == .transform && options.transform.outputIsGiven
                ? ["output: <#\(viewModel.name).\(options.transform.outputType)(...)#>"] : []
            let probeArguments = handed + values + (style == .constructor ? viewModel.inputs.flatMap(\.parameters).map { parameter in
                (parameter.label == nil ? "" : Identifier.label(parameter.label!) + ": ")
                    + "<#\(parameter.type.description)#>"
            } : []) + viewModel.dependencies.map { $0.argument("<#\($0.type.description)#>") }
                // The transform method's bag of subscriptions has a default in the probe: a test that keeps none omits it.
                + (style == .transform ? options.transform.extraParameters : [])
                .filter { TestSupportRenderer.emptyValue(of: $0.type) == nil }.map {
                    "\(Identifier.label($0.name)): <#\($0.type.description)#>"
                }
                // `view-input:`: the base class's `Input` made around the view's streams, as the app's controller does.
                + (style == .transform ? options.transform.viewInput.map {
                    ["input: { <#\(viewModel.name).\(options.transform.inputType)(\($0.member): $0, ...)#> }"]
                } ?? [] : [])
            // The probe `generate --tests` writes for this style, under the name it gives it.
            let names = StyleNames(viewModel: viewModel.name, styles: options.styles)
            let makeProbe = "let probe = \(names.probeName(style))(" + probeArguments.joined(separator: ", ") + ")"
            // A probe isolated to an actor (`isolation:`, the SwiftUI styles' main actor) is built and read there.
            let actor = viewModel.isolation ?? (style.isObservable ? "MainActor" : nil)
                ?? (style == .transform ? options.transform.globalActor : nil)
            let sendInputs = style == .constructor || viewModel.inputs.isEmpty
                ? nil : "<#send inputs: probe.inputs.\(Identifier.member(viewModel.inputs[0].methodName))(...)#>"
            // XCTest runs a synchronous test on the main thread: a case on the main actor runs there as it is; on
            // another global actor (`@DatabaseActor`), each test is an `async` method on it, which XCTest awaits.
            let caseActor = actor == "MainActor" ? "@MainActor " : ""
            let testActor = actor == "MainActor" ? nil : actor
            writer.blank()
            writer.block("\(caseActor)final class \(viewModel.name)Tests: XCTestCase") { writer in
                var first = true
                for output in recorded + plain {
                    if !first { writer.blank() }
                    first = false
                    writer.conditional(output.condition) { writer in
                        let name = "func test\(Identifier.capitalized(output.name))()"
                        writer.block(testActor.map { "@\($0) \(name) async" } ?? name) { writer in
                            writer.line(makeProbe)
                            if let sendInputs { writer.line(sendInputs) }
                            writer.blank()
                            let member = Identifier.member(output.name)
                            if plain.contains(output) {
                                writer.line("XCTAssertEqual(probe.viewModel.\(member), <#\(output.type.description)#>)")
                            } else if !output.type.isVoid && TestSupportRenderer.isEquatable(output.type, options: known) {
                                writer.line("XCTAssertEqual(probe.\(member).values, [<#\(output.type.description)#>])")
                            } else {
                                writer.line("XCTAssertEqual(probe.\(member).count, <#how many#>)")
                            }
                        }
                    }
                }
            }
        }
        return writer.text
    }
}
