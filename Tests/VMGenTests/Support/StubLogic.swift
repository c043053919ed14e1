import VMGenCore

/// Writes the smallest hand-written logic file that completes a view model: every output a stream that never
/// emits. With it, any generated file can be compiled.
enum StubLogic {
    static func file(for viewModels: [ViewModel], framework: Framework) -> String {
        var text = "import RxSwift\n"
        for viewModel in viewModels {
            let dependencies = viewModel.dependencies.map {
                ", \(Identifier.escaped($0.name)): \($0.type.parameterDescription)"
            }.joined()
            let outputs = viewModel.outputs.map { "\(Identifier.escaped($0.name)): .never()" }
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
