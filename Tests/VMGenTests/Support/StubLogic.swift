import VMGenCore

/// Writes the smallest hand-written logic file that completes a view model, so that any generated file can be
/// compiled: every output stream never emits, every plain output and every input handler is a stub.
enum StubLogic {
    static func file(for viewModels: [ViewModel], framework: Framework, style: Style = .triplet) -> String {
        var text: String
        let never: String
        switch framework {
        case .rxswift, .rxcocoa:
            text = "import RxSwift\n"
            never = ".never()"
        case .reactiveswift:
            text = "import ReactiveSwift\n"
            never = ".never"
        case .combine:
            text = "#if canImport(Combine)\nimport Combine\n#else\nimport OpenCombine\n#endif\n"
            never = "Empty().eraseToAnyPublisher()"
        case .closures:
            text = ""
            never = ""
        case .async:
            text = ""
            never = "AsyncStream { $0.finish() }"
        }
        text += "\nprivate func stub<Value>() -> Value { fatalError() }\n"
        for viewModel in viewModels {
            let dependencies = viewModel.dependencies.map {
                ", \(Identifier.escaped($0.name)): \($0.type.parameterDescription)"
            }.joined()
            if framework == .closures {
                let handlers = viewModel.inputs.map { "\(Identifier.label($0.streamName)): { \($0.parameters.map { _ in "_" }.joined(separator: ", "))\($0.parameters.isEmpty ? "" : " in") }" }
                text += """

                    extension \(viewModel.name)Logic {
                        static func handle(_ output: Output\(dependencies)) -> Input {
                            Input(\(handlers.joined(separator: ", ")))
                        }
                    }

                    """
                continue
            }
            let outputs = viewModel.outputs.map { output in
                let value = (style == .constructor && !output.isAsync) || output.isValueLike ? "stub()" : never
                return "\(Identifier.label(output.name)): \(value)"
            }
            text += """

                extension \(viewModel.name)Logic {
                    static func transform(_ input: Input\(dependencies)) -> Output {
                        Output(\(outputs.joined(separator: ", ")))
                    }
                }

                """
        }
        return text
    }
}
