/// The class's own stored state (`properties:`) and the dependencies it stores where call sites read them
/// (`- let postId: Int`): what a hand-written view model declares besides its contract, which call sites use.
enum StoredProperties {
    /// The styles whose view model is no class: a function, or a struct of values.
    static let classless: [Style] = [.function, .constructor]

    /// The names vmgen keeps from inputs, outputs and dependencies that the class's own state may take: no generated
    /// class declares a member `disposeBag` (its bindings are kept in `subscriptions` and `outputBindings`), so a
    /// hand-written view model's bag (`- let disposeBag: DisposeBag = .init()`), which call sites subscribe into and
    /// the members that move to an extension use, is declared as written.
    static let ownBagNames: Set<String> = ["disposeBag"]

    /// The names vmgen keeps that the class's own state may take in `options`' styles: `disposeBag`, and `input` and
    /// `output` where the transform style is the spec's one style (`output` where its class is handed no `Output`:
    /// `transform-output: given` declares it): that class declares neither, its `transform` taking the view's
    /// `Input` and returning an `Output`, so a hand-written view model that keeps the two as its own (`- var input:
    /// Input = Input()`, `- lazy var output: Output = transform(input: input)`, whose call sites send through
    /// `viewModel.input` and read `viewModel.output`) is declared as written.
    static func ownNames(_ options: GenerationOptions) -> Set<String> {
        guard options.styles == [.transform] else { return ownBagNames }
        return ownBagNames.union(heldContractNames.subtracting(options.transform.outputIsGiven ? ["output"] : []))
    }

    /// `input` and `output`: what a transform-style class may keep of its own contract (`ownNames`).
    static let heldContractNames: Set<String> = ["input", "output"]

    static func resolve(
        _ declaration: ViewModelDecl, dependencies: [String: SourceLocation], options: GenerationOptions,
        into sink: inout DiagnosticSink
    ) -> [ViewModel.StoredProperty] {
        if let style = options.styles.first(where: classless.contains) {
            let what = style == .function ? "a function" : "a struct of values made once"
            if let property = declaration.properties.first {
                sink.error(
                    "the \(style.name) style's view model is \(what), which has no stored state of its own, and this"
                        + " spec renders it", at: property.location,
                    notes: [.init("generate a style that declares a class (triplet, subject, transform, observable,"
                        + " published) or drop the section")])
            }
            if let dependency = declaration.dependencies.first(where: { $0.keyword != nil }), let keyword = dependency.keyword {
                // `weak var`: both words, where `weak` stands.
                let words = dependency.weak == nil ? keyword.value : "weak " + keyword.value
                sink.error(
                    "'\(words)' stores dependency '\(dependency.name.value)' where call sites read it, and the"
                        + " \(style.name) style's view model is \(what), which stores none", at: dependency.weak ?? keyword.location,
                    notes: [.init("write '- \(dependency.name.value): ...' without '\(words)'")])
            }
        }
        var seen: [String: SourceLocation] = [:]
        var properties: [ViewModel.StoredProperty] = []
        for property in declaration.properties {
            let name = property.name.value
            // `Type`, `_`, `self`: as for the contract's members (the class would not compile, or `viewModel.self`).
            if Identifier.unusable.contains(name) {
                sink.error("'\(name)' cannot name a property; Swift gives it a fixed meaning", at: property.name.location)
                continue
            }
            if SpecValidator.reservedNames.subtracting(ownNames(options)).contains(name) {
                sink.error("'\(name)' is a name vmgen keeps for itself and cannot name a property", at: property.name.location)
                continue
            }
            if let previous = seen[name] {
                sink.error("duplicate property '\(name)'", at: property.name.location,
                           notes: [.init("previously declared here", at: previous)])
                continue
            }
            seen[name] = property.name.location
            if let dependency = dependencies[name] {
                sink.error(
                    "property '\(name)' is named like a dependency; a dependency call sites read is written"
                        + " '- let \(name): ...' under 'dependencies:'", at: property.name.location,
                    notes: [.init("dependency '\(name)' is here", at: dependency)])
                continue
            }
            if let privateSetter = property.privateSetter, property.keyword.value == "let" {
                sink.error("'private(set)' restricts a 'var''s setter; a 'let' has none", at: privateSetter,
                           notes: [.init("write '- let \(name): ...' or '- private(set) var \(name): ...'")])
                continue
            }
            // `weak` first: `lazy weak var c: C?` is the two together, whether or not it has a value.
            if let weak = property.weak, !validWeak(property, at: weak, sink: &sink) { continue }
            if let setInInit = property.setInInit,
               !validSetInInit(property, at: setInInit, sink: &sink) || !validInitValue(property, of: declaration, sink: &sink) {
                continue
            }
            if let handed = property.handedToLogic, !validHandedToLogic(property, at: handed, sink: &sink) { continue }
            if let lazy = property.lazy {
                // Swift's rules for `lazy`: a `var` with a value, no property wrapper.
                if property.keyword.value == "let" {
                    sink.error("'lazy' makes a 'var' when it is first read; 'lazy let' is not Swift", at: lazy,
                               notes: [.init("write '- lazy var \(name): ...'")])
                    continue
                }
                if property.value == nil {
                    sink.error("'lazy var \(name)' has no value to make when it is first read; give it one ('= ...')",
                               at: property.name.location)
                    continue
                }
                if let wrapper = property.wrapper {
                    sink.error("a lazy property cannot have a property wrapper ('@\(wrapper.value)')", at: lazy)
                    continue
                }
            }
            // `@Injected let useCase: UseCase`: Swift's rule for a wrapper first, with a value or without one.
            if let wrapper = property.wrapper, property.keyword.value == "let" {
                sink.error("a property wrapper ('@\(wrapper.value)') wraps a 'var'", at: property.keyword.location)
                if wrapper.value.hasPrefix("Published(") {
                    sink.error("'@Published' takes no arguments here: its starting value is the property's ('= ...')",
                               at: wrapper.location)
                }
                continue
            }
            if property.value == nil {
                if property.keyword.value == "let" {
                    sink.error(
                        "'let \(name)' has no value, so the initializer would set it: that is a dependency, written"
                            + " '- let \(name): \(property.type.description)' under 'dependencies:'",
                        at: property.keyword.location)
                    continue
                }
                // `- @Injected var loginUseCase: LoginUseCaseProtocol`: an app's wrapper that makes the value itself
                // (its `init()`), as dependency containers' do; `@Published` takes the value it starts with.
                let made = property.wrapper.map { $0.value != "Published" } ?? false
                // `Optional<Coordinator>` too, which Swift starts `nil` as it does `Coordinator?`.
                if optionalWrapped(property.type) == nil && !made && !property.isImplicitlyUnwrapped {
                    sink.error(
                        "'var \(name): \(property.type.description)' has no value to start with; give it one"
                            + " ('= ...') or make it optional", at: property.name.location)
                    continue
                }
            }
            if let wrapper = property.wrapper {
                // `@Published` starts with the property's value; an app's wrapper may take arguments.
                if wrapper.value.hasPrefix("Published(") {
                    sink.error("'@Published' takes no arguments here: its starting value is the property's ('= ...')",
                               at: wrapper.location)
                    continue
                }
                if options.styles.contains(.observable) {
                    sink.error(
                        "the observable style's class is @Observable, whose macro cannot take a property wrapper"
                            + " ('@\(wrapper.value)')", at: wrapper.location,
                        notes: [.init("generate the published style, an ObservableObject, or another style")])
                    continue
                }
            }
            // Swift's `@Observable` macro expands a stored `var` named in backticks into code that does not parse.
            if options.styles.contains(.observable), property.keyword.value == "var", Identifier.escaped(name) != name {
                sink.error(
                    "the observable style's class is @Observable, and Swift's macro cannot expand a stored property whose"
                        + " name needs backticks", at: property.name.location,
                    notes: [.init("rename the property, or make it a 'let'")])
                continue
            }
            var resolved = ViewModel.StoredProperty(
                keyword: property.keyword.value, name: name, type: property.type, value: property.value, docs: property.docs,
                wrapper: property.wrapper?.value, isLazy: property.lazy != nil, hasPrivateSetter: property.privateSetter != nil,
                isWeak: property.weak != nil, isSetInInit: property.setInInit != nil)
            resolved.isImplicitlyUnwrapped = property.isImplicitlyUnwrapped
            resolved.isHandedToLogic = property.handedToLogic != nil
            properties.append(resolved)
        }
        return properties
    }
}
