/// How the styles write a kept output (`@kept(itemsRelay)`, `KeptOutputs`): the class keeps its relay or subject set to
/// what the logic's stream sends (the transform style each time `transform` runs, the triplet and the subject-bridged
/// style once, in `init`), and hands the view the output made of it, as hand-written view models write `items:
/// itemsRelay.asDriver()` or `var items: Driver<[Item]> { itemsRelay.asDriver() }`.
enum KeptOutputRendering {
    /// Whether some output of the view model is kept.
    static func any(_ viewModel: ViewModel) -> Bool { viewModel.outputs.contains { $0.keptIn != nil } }

    /// The type of the property that keeps `output`, as written under `properties:`.
    static func keeperType(_ output: ViewModel.Output, in viewModel: ViewModel) -> String {
        viewModel.properties.first { $0.name == output.keptIn }?.type.description ?? ""
    }

    /// What the view is handed of `output` kept in `property` (the property as `transform` reaches it):
    /// `itemsRelay.asDriver()`, `itemsSubject.eraseToAnyPublisher()`.
    static func viewOutput(_ output: ViewModel.Output, property: String, keeper: String, dialect: FrameworkDialect) -> String {
        if dialect.framework == .combine { return property + ".eraseToAnyPublisher()" }
        let asObservable = property + ".asObservable()"
        guard dialect.framework == .rxcocoa, output.streamKind != .observable else { return asObservable }
        if !output.isSignal, output.fallback == nil, keeper.hasPrefix("BehaviorRelay<") { return property + ".asDriver()" }
        if output.isSignal, output.fallback == nil, keeper.hasPrefix("PublishRelay<") { return property + ".asSignal()" }
        return dialect.viewOutput(asObservable, output)
    }

    /// The statement that keeps `property` set to what `stream`, the logic's output, sends, for as long as `storage`
    /// keeps the subscription (`outputBindings`, the transform's `disposeBag`, `cancellables`).
    static func keep(_ stream: String, in property: String, keeper: String, framework: Framework, storage: String) -> String {
        let target = "self?." + Identifier.member(property)
        if framework == .combine {
            let bag = storage.hasPrefix("&") ? storage : "&" + storage
            return "\(stream).sink { [weak self] in \(target).send($0) }.store(in: \(bag))"
        }
        let send = keeper.hasSuffix("Relay<") || keeper.contains("Relay<") ? "accept" : "onNext"
        return "\(stream).subscribe(onNext: { [weak self] in \(target).\(send)($0) }).disposed(by: \(storage))"
    }

    /// Writes, after `let output = Logic.transform(...)`, the statements that keep each kept output's property set.
    static func writeKeeps(_ context: RenderContext, storage: String, _ writer: inout SwiftWriter) {
        for output in context.viewModel.outputs {
            guard let property = output.keptIn else { continue }
            writer.line(keep(
                "output.\(Identifier.member(output.name))", in: property,
                keeper: keeperType(output, in: context.viewModel), framework: context.options.framework, storage: storage))
        }
    }

    /// The storage the class keeps the kept outputs' subscriptions in, in the styles whose `init` runs the logic once
    /// (triplet, subject-bridged): `let outputBindings = DisposeBag()`, `var outputBindings = Set<AnyCancellable>()`,
    /// without access modifier; nil when no output is kept.
    static func classStorage(_ context: RenderContext) -> String? {
        let kept = context.viewModel.outputs.filter { $0.keptIn != nil }
        guard !kept.isEmpty else { return nil }
        return context.dialect.subjectOutputBindings(kept, valueWrapper: nil).storageDeclaration(TransformRenderer.outputBindingsName)
    }

    /// Writes, at the end of the `init` of the triplet or subject-bridged class (every stored property set, so the
    /// subscriptions may capture `self`), the statements that keep each kept output's property set from the logic's
    /// `output`, in the class's `outputBindings` (`locals`: the names that hide members).
    static func writeClassKeeps(_ context: RenderContext, locals: Set<String>, _ writer: inout SwiftWriter) {
        guard any(context.viewModel) else { return }
        writeKeeps(context, storage: RenderContext.member(TransformRenderer.outputBindingsName, shadowing: locals), &writer)
    }
}
