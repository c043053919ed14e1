/// How call sites make a transform-style view model's `Input` and `Output`: an initializer the hand-written struct
/// declares (`init(viewDidLoad: Observable<Void>, refresh: Observable<Void> = .never())`) is surface, which the
/// generated struct, made with every member in order, may not have. The import warns where such an initializer
/// stands, and `--check` reports it; without one, the memberwise initializer follows from the members, which both
/// compare already.
extension StructStyleRecognizer {
    /// `init(viewDidLoad:Observable<Void>,refresh:Observable<Void>=…)`: what a call that makes the type depends on.
    static func initializerSignature(_ initializer: SwiftDeclaration, aliases: AppTypeAliases) -> String {
        "init(" + initializer.parameters.map { parameter in
            (parameter.label ?? parameter.name) + ":" + SurfaceComparison.normalized(aliases.expanded(parameter.type))
                + (parameter.defaultValue == nil ? "" : "=…")
        }.joined(separator: ",") + ")" + initializer.effects.map { " " + $0 }.joined()
    }

    /// The initializer the generated struct (or output object) is made with: each member it takes, in order.
    static func generatedInitializerSignature(_ members: [(name: String, type: String)]) -> String {
        "init(" + members.map { $0.name + ":" + SurfaceComparison.normalized($0.type) }.joined(separator: ",") + ")"
    }

    /// The explicit initializers of `type` that are not `private`, as call sites see them.
    static func explicitInitializers(of type: SwiftDeclaration) -> [SwiftDeclaration] {
        type.members.filter { $0.kind == .`init` && !["private", "fileprivate"].contains($0.access) }
    }

    /// The initializers of `type` as members of its pseudo-protocol in `--check`: each explicit one, or the memberwise
    /// one Swift gives a struct, or the `init()` of a class whose members all start with a value (marked `implicit`,
    /// which the original's never reports: its members do).
    static func initializerMembers(
        of type: SwiftDeclaration, members: [SwiftDeclaration], aliases: AppTypeAliases
    ) -> [SwiftDeclaration] {
        func member(_ parameters: [(String, String, Bool)], at location: SourceLocation) -> SwiftDeclaration {
            var member = SwiftDeclaration(kind: .`init`, name: "init", location: location)
            member.parameters = parameters.map { label, type, hasDefault in
                .init(label: nil, name: label, type: SurfaceComparison.normalized(aliases.expanded(type)) + (hasDefault ? "=…" : ""),
                      location: location)
            }
            return member
        }
        let explicit = explicitInitializers(of: type)
        if !explicit.isEmpty {
            return explicit.map { initializer in
                var made = member(initializer.parameters.map { ($0.label ?? $0.name, $0.type, $0.defaultValue != nil) },
                                  at: initializer.location)
                made.effects = initializer.effects
                return made
            }
        }
        // A class whose stored members all start with a value has `init()`, as the generated output object declares.
        if type.kind == .class {
            let starts = members.allSatisfy { $0.value != nil || $0.kind == .var && ($0.type ?? "").hasSuffix("?") }
            guard starts else { return [] }
            var implicit = member([], at: type.location)
            implicit.modifiers = ["implicit"]
            return [implicit]
        }
        guard type.kind == .struct else { return [] }
        var memberwise = member(members.filter { !($0.kind == .let && $0.value != nil) }.map {
            ($0.name, $0.type ?? "", $0.value != nil)
        }, at: type.location)
        memberwise.modifiers = ["implicit"]
        return [memberwise]
    }

    /// `input-init:`: the order of the one initializer `found`'s `Input` declares, where it takes each member the
    /// generated struct takes (`imported`), each once, by its name, with its type, and only stores each in the member
    /// of its name (`self.loadTrigger = loadTrigger`), in another order than they are declared in or with default
    /// arguments (`refreshRank: Observable<Void> = .empty()`, written `refreshRank = .empty()`); nil
    /// otherwise (where such an initializer stands is then warned about). `inputs`: the spec's, each handed by the view.
    static func inputInitOrder(
        _ found: Found, imported: [(name: String, type: String)], inputs: [ImportedSpec.Member], aliases: AppTypeAliases
    ) -> [String]? {
        let initializers = found.input.members.filter { $0.kind == .`init` }
        guard found.style == .transform, initializers.count == 1, let initializer = initializers.first,
              explicitInitializers(of: found.input).count == 1, initializer.delegatedLabels == nil,
              initializer.expressionAssignments.isEmpty, inputs.count == imported.count,
              inputs.allSatisfy({ input in input.skipped == nil && !["@made", "@call", "@if"].contains { input.line.contains($0) } })
        else { return nil }
        let names = initializer.parameters.map(\.name)
        let byName = Dictionary(imported.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A default argument the option's list can hold: one expression, no comma of its own.
        let defaults = initializer.parameters.map { $0.defaultValue?.trimmingSpaces }
        guard names != imported.map(\.name) || defaults.contains(where: { $0 != nil }), Set(names).count == names.count,
              defaults.allSatisfy({ value in value.map { !$0.contains(",") && !$0.contains("\n") } ?? true }),
              initializer.parameters.allSatisfy({ ($0.label ?? $0.name) == $0.name && initializer.plainAssignments[$0.name] == $0.name }),
              Set(initializer.plainAssignments.keys) == Set(names),
              case let ordered = names.compactMap({ byName[$0] }), ordered.count == imported.count,
              initializerSignature(initializer, aliases: aliases).replacingOccurrences(of: "=…", with: "")
                == generatedInitializerSignature(ordered.map { ($0.name, aliases.expanded($0.type)) })
        else { return nil }
        return zip(names, defaults).map { name, value in value.map { "\(name) = \($0)" } ?? name }
    }

    /// `output-init:`: the one initializer `found`'s `Output` struct declares, where it takes each member the generated
    /// struct takes (`imported`, what the struct does not make itself), each once, with its type, under a label of its
    /// own or the member's name (`init(model: Driver<HomeModel>)` that stores `self.homeModel = model`, written
    /// `model homeModel`), in any order, with default arguments the option's list can hold, and only stores each in its
    /// member; nil otherwise (where such an initializer stands is then warned about), and for an initializer the
    /// generated one of each member in order is already (which, with `members: var`, takes the members the struct
    /// makes itself too). `outputs`: the spec's, none a value, `@if` or `@outside`.
    static func outputInitOrder(
        _ found: Found, imported: [(name: String, type: String)], outputs: [ImportedSpec.Member], memberKeyword: String?,
        aliases: AppTypeAliases
    ) -> [String]? {
        let initializers = found.output.members.filter { $0.kind == .`init` }
        guard found.style == .transform, found.output.kind == .struct, initializers.count == 1,
              let initializer = initializers.first, explicitInitializers(of: found.output).count == 1,
              initializer.delegatedLabels == nil, initializer.expressionAssignments.isEmpty, initializer.effects.isEmpty,
              !imported.isEmpty, outputs.allSatisfy({ output in
                  output.skipped == nil && !["@value", "@if", "@outside"].contains { output.line.contains($0) } })
        else { return nil }
        let byName = Dictionary(imported.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Each parameter's member: the one the body stores it in, under the parameter's name.
        let members = initializer.parameters.map { parameter in
            initializer.plainAssignments.first { $0.value == parameter.name }?.key
        }
        let labels = initializer.parameters.map { $0.label ?? $0.name }
        guard members.allSatisfy({ $0 != nil }), case let names = members.compactMap({ $0 }),
              Set(names).count == names.count, Set(initializer.plainAssignments.keys) == Set(names),
              Set(names) == Set(imported.map(\.name)), Set(labels.filter { $0 != "_" }).count == labels.filter({ $0 != "_" }).count,
              initializer.parameters.allSatisfy({ parameter in
                  parameter.defaultValue.map { !$0.contains(",") && !$0.contains("\n") } ?? true }),
              zip(initializer.parameters, names).allSatisfy({ parameter, name in
                  byName[name].map { SurfaceComparison.normalized(aliases.expanded($0.type))
                      == SurfaceComparison.normalized(aliases.expanded(parameter.type)) } ?? false })
        else { return nil }
        let parameters = zip(zip(labels, names), initializer.parameters).map { pair, parameter in
            InitParameter(label: pair.0 == pair.1 ? nil : pair.0, member: pair.1,
                          defaultValue: parameter.defaultValue?.trimmingSpaces)
        }
        let takesMade = memberKeyword == "var" && outputs.contains { $0.line.hasPrefix("@made ") }
        guard names != imported.map(\.name) || takesMade
            || parameters.contains(where: { $0.label != nil || $0.defaultValue != nil })
        else { return nil }
        return parameters.map(\.spelled)
    }

    /// A warning for each initializer of `found`'s structs that call sites use and the generated ones do not have;
    /// `imported`: the members the generated struct takes, by group (`Input`, `Output`), as the original types them;
    /// `ordered`: the groups whose initializer `input-init:` or `output-init:` carries (`inputInitOrder`,
    /// `outputInitOrder`). In the subject style, `subjectOutput` says whether `Output` is the logic's struct of streams
    /// made with each output in order (not handed to the class, nor an object of values), whose initializers are warned
    /// about alike: one that makes the outputs from the view model's `Input` holds the logic, which moves into `transform`.
    static func initializerWarnings(
        _ found: Found, imported: [String: [(name: String, type: String)]], ordered: Set<String> = [],
        subjectOutput: Bool = false, aliases: AppTypeAliases, path: String
    ) -> [Diagnostic] {
        let groups = found.style == .transform ? [("Input", found.input), ("Output", found.output)]
            : found.style == .subject && subjectOutput && found.output.kind == .struct ? [("Output", found.output)] : []
        return groups.filter { !ordered.contains($0.0) }.flatMap { group, type -> [Diagnostic] in
            let expected = generatedInitializerSignature((imported[group] ?? []).map { ($0.name, aliases.expanded($0.type)) })
            return explicitInitializers(of: type).filter { initializerSignature($0, aliases: aliases) != expected }.map { initializer in
                let logic = found.style == .subject
                    ? " by the logic's 'transform', into which this initializer's body (what makes each output) moves, and call"
                        + " sites that make it with this initializer change (the generated class makes it itself)"
                    : ", each member in order, and call sites that make it otherwise change"
                return Diagnostic(.warning, path: path, at: initializer.location,
                    "'\(initializerSignature(initializer, aliases: aliases))' of '\(found.owner.name).\(type.name)' is not imported: the"
                        + " generated '\(type.name)' is made with '\(expected)'" + logic)
            }
        }
    }
}
