import VMGenCore

/// Writes the smallest hand-written logic file that completes a view model, so that any generated file can be
/// compiled: every output stream never emits, every plain output and every input handler is a stub.
enum StubLogic {
    /// `imports`: the spec's, which a team's logic file imports too where the logic's signature names their types
    /// (`imports: Foundation` for a `DateFormatter` dependency).
    static func file(for viewModels: [ViewModel], framework: Framework, style: Style = .triplet, imports: [String] = []) -> String {
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
        // A dependency held in a relay is handed to the logic as one (`BehaviorRelay<Repository>`).
        let heldInRelay = viewModels.contains { $0.dependencies.contains { $0.heldType?.hasPrefix("BehaviorRelay<") == true } }
        text = (imports + (heldInRelay ? ["RxRelay"] : [])).map { "import \($0)\n" }.joined() + text
        text += "\nprivate func stub<Value>() -> Value { fatalError() }\n"
        for viewModel in viewModels {
            let dependencies = viewModel.logicDependencies.map {
                ", \(Identifier.escaped($0.name)): \($0.logicParameterType)"
            }.joined()
            // Members under `@if` are given in the builds that have them: the result once for each.
            func result(_ members: [String?], _ make: ((String?) -> Bool) -> String) -> String {
                CompileCondition.branches(CompileCondition.distinct(members)).map { branch in
                    (branch.directive.isEmpty ? "" : "        \(branch.directive)\n")
                        + "        return \(make { $0.map(branch.holds.contains) ?? true })\n"
                }.joined() + (members.contains { $0 != nil } ? "        #endif\n" : "")
            }
            if framework == .closures {
                let body = result(viewModel.inputs.map(\.condition)) { holds in
                    let handlers = viewModel.inputs.filter { holds($0.condition) }.map { "\(Identifier.label($0.streamName)): { \($0.parameters.map { _ in "_" }.joined(separator: ", "))\($0.parameters.isEmpty ? "" : " in") }" }
                    return "Input(\(handlers.joined(separator: ", ")))"
                }
                text += """

                    extension \(viewModel.name)Logic {
                        static func handle(_ output: Output\(dependencies)) -> Input {
                    \(body)    }
                    }

                    """
                continue
            }
            let body = result(viewModel.outputs.map(\.condition)) { holds in
                let outputs = viewModel.outputs.filter { holds($0.condition) }.map { output in
                    let value = (style == .constructor && !output.isAsync) || output.isValueLike ? "stub()" : never
                    return "\(Identifier.label(output.name)): \(value)"
                }
                return "Output(\(outputs.joined(separator: ", ")))"
            }
            text += """

                extension \(viewModel.name)Logic {
                    static func transform(_ \(viewModel.logicStreamsParameter): Input\(dependencies)) -> Output {
                \(body)    }
                }

                """
        }
        return text
    }
}
