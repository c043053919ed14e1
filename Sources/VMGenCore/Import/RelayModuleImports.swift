/// RxRelay for the types a spec writes out: a subject-bridged view model's `Output` that makes its relays (`let rows =
/// BehaviorRelay(value: [Row()])`, imported as `- @constant rows: BehaviorRelay<[Row]>`) or a `properties:` line of a
/// relay, in a file that imports RxRelay or RxCocoa (which re-exports it). The generated code imports RxRelay itself
/// only for the kinds of member that need it (`@relay`, `@call`; RxCocoa's re-exports it), so without one a relay
/// written as a type would not compile: the import keeps the module in `imports:`.
enum RelayModuleImports {
    static func carry(into spec: inout ImportedSpec, modules: [String]) {
        guard modules.contains("RxRelay") || modules.contains("RxCocoa"), !spec.imports.contains("RxRelay") else { return }
        var members: [ImportedSpec.Member] = []
        for viewModel in spec.viewModels {
            members += viewModel.dependencies
            members += viewModel.inputs
            members += viewModel.outputs
            members += viewModel.properties
        }
        let lines = members.filter { $0.skipped == nil }.map(\.line)
        // RxCocoa's generated code imports RxCocoa, and a relay member (`@relay`, `@call`) RxRelay, already.
        guard spec.framework != .rxcocoa, !lines.contains(where: { $0.contains("@relay") || $0.contains("@call") }) else { return }
        if lines.contains(where: { $0.contains("Relay<") }) { spec.imports.append("RxRelay") }
    }
}
