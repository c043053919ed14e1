/// The starting point of a hand-written logic file: the extension the generated code calls, with one Xcode
/// placeholder per output (or, without a framework, per input). vmgen prints it and never writes it to disk: the
/// logic file is the user's.
public enum LogicSkeleton {
    /// The skeleton for every view model of a spec, for every contract its styles run: the stream contract the
    /// styles share, and the constructor style's, which differs, when the spec asks for it. One file holds both.
    public static func render(_ viewModels: [ViewModel], options: GenerationOptions) -> String {
        let streams = options.styles.first { $0 != .constructor }
        let styles = (streams.map { [$0] } ?? []) + (options.styles.contains(.constructor) ? [.constructor] : [])
        return render(viewModels, options: options, styles: styles)
    }

    /// The skeleton for every view model of a spec, for the contract one style runs.
    public static func render(_ viewModels: [ViewModel], options: GenerationOptions, style: Style) -> String {
        render(viewModels, options: options, styles: [style])
    }

    private static func render(_ viewModels: [ViewModel], options: GenerationOptions, styles: [Style]) -> String {
        let style = styles.first ?? .triplet
        let dialect = options.framework.dialect
        var writer = SwiftWriter(indentation: options.indentation)
        let names = viewModels.map(\.name).joined(separator: ", ")
        writer.line("// The logic of \(names): yours to write; vmgen never writes this file.")
        if options.framework == .reactiveswift {
            writer.line("// ReactiveSwift's Signals are hot: a view sees only what an output sends after it observes it, @latest")
            writer.line("// inputs included (their property keeps the value for this logic). Bind the view before sending inputs.")
            writer.line("// A value with a starting value (`= false`) is a Property the view model starts with it: send no")
            writer.line("// starting value here, as Combine's prepend or RxSwift's startWith would.")
        }
        let imports = dialect.imports(for: style)
        // A dependency held in a relay (`- @relay let repository: Repository`) is handed to the logic as one.
        let heldInRelay = viewModels.contains { $0.dependencies.contains { $0.heldType?.hasPrefix("BehaviorRelay<") == true } }
        let modules = Set(imports.modules.filter { $0 != "RxRelay" && $0 != "RxCocoa" } + options.imports
            + (heldInRelay ? ["RxRelay"] : [])).sorted()
        if !modules.isEmpty || !imports.conditional.isEmpty { writer.blank() }
        for module in modules { writer.line("import \(module)") }
        for line in imports.conditional { writer.line(line) }
        for viewModel in viewModels {
          for style in styles {
            let shared = RenderContext.Shared(viewModel: viewModel, options: options)
            let dependencies = viewModel.logicDependencies.map {
                ", \(Identifier.escaped($0.name)): \($0.logicParameterType)"
            }.joined()
            writer.blank()
            writer.block("extension \(StyleNames(viewModel: viewModel.name, styles: options.styles).logicName(style))") { writer in
                // Members under `@if` are given in the builds that have them: the result once for each.
                if !dialect.usesStreams {
                    writer.block("static func handle(_ output: Output\(dependencies)) -> Input") { writer in
                        let conditions = CompileCondition.distinct(viewModel.inputs.map(\.condition))
                        writer.branches(conditions) { writer, holds in
                            let handlers = viewModel.inputs.filter { holds($0.condition) }.map { input -> String in
                                let parameters = input.parameters.map { Identifier.escaped($0.name) }.joined(separator: ", ")
                                let head = parameters.isEmpty ? "" : "\(parameters) in "
                                return "\(Identifier.label(input.streamName)): { \(head)<#code#> }"
                            }
                            writer.list(conditions.isEmpty ? "Input(" : "return Input(", handlers, ")", maxWidth: 0)
                        }
                    }
                    return
                }
                writer.block("static func transform(_ \(viewModel.logicStreamsParameter): Input\(dependencies)) -> Output") { writer in
                    let conditions = CompileCondition.distinct(viewModel.outputs.map(\.condition))
                    writer.branches(conditions) { writer, holds in
                        let outputs = viewModel.outputs.indices.filter { holds(viewModel.outputs[$0].condition) }
                            .map { index -> String in
                                let output = viewModel.outputs[index]
                                let element = shared.outputElements[index]
                                let type = style != .constructor ? shared.outputStreams[index]
                                    : output.isAsync ? dialect.asyncStreamType(element, output) : element
                                return "\(Identifier.label(output.name)): <#\(type)#>"
                            }
                        writer.list(conditions.isEmpty ? "Output(" : "return Output(", outputs, ")", maxWidth: 0)
                    }
                }
            }
          }
        }
        return writer.text
    }
}
