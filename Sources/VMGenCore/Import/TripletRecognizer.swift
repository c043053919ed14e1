/// Recognises hand-written view models of the protocol triplet (Kickstarter, Merpay): `XInputs` with one method per
/// input, `XOutputs` with one stream property per output, and the class that conforms to them, whose initializer's
/// parameters are the dependencies. The framework comes from the outputs' types. Whatever it cannot carry over is
/// a warning naming the member and why, and a `#` line in the spec.
public enum TripletRecognizer {
    /// The view models of one file's declarations, and the warnings about them.
    /// `startingValues`: what the file's relays and subjects start with, by name (`StartingValues`).
    public static func recognize(
        _ declarations: [SwiftDeclaration], path: String, startingValues: [String: String] = [:],
        context: [SwiftDeclaration] = []
    ) -> (ImportedSpec, [Diagnostic]) {
        var warnings: [Diagnostic] = []
        func warn(_ message: String, at location: SourceLocation) {
            warnings.append(Diagnostic(.warning, path: path, at: location, message))
        }
        let all = flatten(declarations)
        let protocols = protocolsByName(all)
        let owners = Owners(all)
        let extensions = StructStyleRecognizer.extensionsByName(all)
        var spec = ImportedSpec(source: path, framework: nil, access: .internal, viewModels: [])
        var frameworks: [Framework] = []
        var outputFrameworks: [[Framework?]] = [] // per view model, per output
        var classes: [(declaration: SwiftDeclaration, path: String)] = []
        for found in triplets(all, protocols) {
            let (inputs, outputs) = (found.inputs, found.outputs)
            let firstFramework = frameworks.count
            let base = baseName(inputs: inputs.name, type: found.type)
            // A protocol inside `#if` (or declared once in each branch): the spec's is in every build.
            for declaration in [inputs, outputs] + (found.errors.map { [$0] } ?? []) + (found.type.flatMap { protocols[$0] }.map { [$0] } ?? [])
            where declaration.isConditional {
                warn("'\(declaration.name)' stands inside '#if \(declaration.condition ?? "")': vmgen reads this declaration of"
                     + " it, and the generated protocol is in every build", at: declaration.location)
            }
            let owner = owner(of: found, in: owners)
            // The class in another file read with this one (`FeedViewModel.swift` beside `FeedViewModelType.swift`).
            let elsewhere = owner == nil ? classElsewhere(conformingTo: found, besides: path, in: context, warn: warn) : nil
            if let owner { classes.append((owner, path)) } else if let elsewhere { classes.append((elsewhere, elsewhere.path ?? path)) }
            if found.type == nil {
                warn("no protocol '\(base)Type'; the generated code declares one", at: inputs.location)
            }
            if let access = AccessLevel(rawValue: inputs.access) { spec.access = access }
            // Protocols named otherwise than the class (a legacy spelling, no `ViewModel` suffix): `protocols:`.
            let names = [inputs.name, outputs.name, found.type ?? base + "Type"] + (found.errors.map { [$0.name] } ?? [])
            let className = owner?.name ?? elsewhere?.name ?? unseenClassName(base, protocols: names, at: inputs.location, warnings: &warnings, path: path)
            var viewModel = ImportedSpec.ViewModel(
                name: className, docs: owner?.docs ?? elsewhere?.docs ?? inputs.docs,
                location: owner?.location ?? inputs.location,
                dependencies: owner.map { owner in TripletDependencyTypes.qualified(dependencies(
                    of: owner, warn: warn, note: { warnings.append(Diagnostic(.note, path: path, at: $1, $0)) }, extensions: extensions),
                    of: owner) }
                    ?? elsewhere.map { dependencies(elsewhere: $0, protocols: inputs, path: path, into: &warnings) } ?? [],
                inputs: streamNamed(inputs.members, startingValues: withClassStartingValues(startingValues, elsewhere: elsewhere)), outputs: [],
                protocols: protocolsLine(names, className: className))
            // `var input: XInput { get }`: the type protocol's group properties, named as the code names them.
            if let type = found.singular {
                let error = type.members.contains { $0.kind == .var && $0.name == "error" } ? "error" : "errors"
                viewModel.groupNames = ["input", "output"] + (found.errors == nil ? [] : [error])
            }
            if let properties = found.groupProperties { viewModel.groupNames = properties }
            refinements(found, protocols, owner: owner ?? elsewhere, extensions: extensions, into: &viewModel, warn: warn)
            // `typealias XType = XInputs & XOutputs`: `groups: typealias`.
            if let alias = found.composition { TypeCompositionImport.carry(alias, of: found, into: &viewModel, warn: warn) }
            let typeProtocol = found.type.flatMap { protocols[$0] }
            // `protocol XType: XInputs, XOutputs {}`: a type protocol that refines the groups and declares no property
            // of them (a view reaches the members through the type itself): `groups: none`.
            if let type = typeProtocol, !type.members.contains(where: { [.var, .let].contains($0.kind) }),
               viewModel.typeRefines.count == 2 + (found.errors == nil ? 0 : 1) {
                viewModel.groupNames = ["none"]
            }
            let triplet = [inputs, outputs] + (found.errors.map { [$0] } ?? []) + (typeProtocol.map { [$0] } ?? [])
            // An actor, a nested protocol, an attribute: warnings; a global actor: `isolation:`.
            viewModel.isolation = declarationProblems(
                protocols: triplet.sorted { $0.location < $1.location }, owner: owner, warn: warn)
            if let elsewhere {
                let there = elsewhere.path ?? path
                let isolation = declarationProblems(protocols: [], owner: elsewhere) {
                    warnings.append(Diagnostic(.warning, path: there, at: $1, $0))
                }
                if viewModel.isolation == nil { viewModel.isolation = isolation }
            }
            var streams: [Framework?] = []
            var named = Set<String>()
            for member in outputs.members {
                let (output, framework) = once(member, &named, conditional(member) {
                    self.output(from: $0, startingValues: startingValues)
                })
                viewModel.outputs.append(output)
                streams.append(framework)
                if let framework { frameworks.append(framework) }
            }
            relocateDeclaredInputs(&viewModel, frameworks: &streams)
            outputFrameworks.append(streams)
            // Kickstarter's third group: `XErrors`, reached as `var errors: XErrors { get }` in `XType`.
            for member in found.errors?.members ?? [] {
                let (error, framework) = once(member, &named, conditional(member) {
                    self.output(from: $0, startingValues: startingValues)
                })
                viewModel.errors.append(error)
                if let framework { frameworks.append(framework) }
            }
            // What the class declares besides its protocols, once the protocols' members are read: a member that moves
            // to an extension may use those the generated class declares (`ContractUse`).
            let contract = ContractUse.carried(
                triplet.flatMap(\.members), entries: viewModel.inputs + viewModel.outputs + viewModel.errors)
            let leftOut = Set(triplet.flatMap(\.members).map(\.name)).subtracting(contract)
            if let owner {
                // Nested protocols are inherited by their qualified names (`Login.ViewModelType`), warned about above.
                let qualified = inputs.parent.map { parent in names.map { parent + "." + $0 } } ?? []
                classSurface(of: owner, besides: triplet, names: names + qualified, extensions: extensions, into: &spec,
                             viewModel: &viewModel, contract: (contract, leftOut), frameworks: Array(frameworks[firstFramework...]),
                             warn: warn) { warnings.append(Diagnostic(.note, path: path, at: $1, $0)) }
                let requirements = triplet.flatMap(\.members)
                for (message, location) in observedSettables(requirements, of: owner, extensions: extensions) {
                    warnings.append(Diagnostic(.note, path: path, at: location, message))
                }
                viewModel.inputs = weaklyHeldSettables(viewModel.inputs, requirements: requirements, of: owner, extensions: extensions)
                viewModel.outputs = weaklyHeldSettables(viewModel.outputs, requirements: requirements, of: owner, extensions: extensions)
            } else if let elsewhere {
                // Its file's: what it declares besides the protocols is warned about where it stands.
                let there = elsewhere.path ?? path
                classSurface(of: elsewhere, besides: triplet, names: names,
                             extensions: StructStyleRecognizer.extensionsByName(flatten(context.filter { $0.path == elsewhere.path })),
                             into: &spec, viewModel: &viewModel, contract: (contract, leftOut),
                             frameworks: Array(frameworks[firstFramework...]),
                             warn: { warnings.append(Diagnostic(.warning, path: there, at: $1, $0)) },
                             note: { warnings.append(Diagnostic(.note, path: there, at: $1, $0)) })
                for module in elsewhere.modules where SpecImporter.framework(ofModule: module) == nil
                    && !spec.imports.contains(module) {
                    spec.imports.append(module)
                }
            }
            for member in viewModel.inputs + viewModel.outputs + viewModel.errors + viewModel.dependencies {
                if let reason = member.skipped { warn("'\(member.line)' is not imported: \(reason)", at: member.location) }
                if let note = member.note { warnings.append(Diagnostic(.note, path: path, at: member.location, note)) }
            }
            // A value among the streams: the class may keep it current, which a constant does not.
            for output in viewModel.outputs where output.skipped == nil && output.line.hasPrefix("@constant ") {
                warnings.append(Diagnostic(.note, path: path, at: output.location, "'\(output.original)' is imported as a constant"
                    + " ('@constant'), which the logic " + (holdsReactiveSwiftObject(output.line)
                        ? "makes once; the view reads what changes through it"
                        : "computes once when the view model is made; if it changes while the view model lives, make it a stream")))
            }
            spec.viewModels.append(viewModel)
        }
        ClassFinality.carry(classes, into: &spec, warnings: &warnings)
        // The framework most outputs use (RxCocoa's where they mix its traits with RxSwift's `Observable`, each then
        // `@observable`: `MixedRxOutputs`); an output of another is left out with a warning.
        let counts = Dictionary(frameworks.map { ($0, 1) }, uniquingKeysWith: +)
        spec.framework = framework(ofOutputs: counts)
        if let chosen = spec.framework, counts.count > 1 {
            for index in spec.viewModels.indices {
                for (position, output) in spec.viewModels[index].outputs.enumerated() where output.skipped == nil {
                    guard let framework = outputFrameworks[index][position], framework != chosen else { continue }
                    if let observable = observableAmongTraits(output, framework: framework, chosen: chosen) {
                        spec.viewModels[index].outputs[position] = observable
                        continue
                    }
                    spec.viewModels[index].outputs[position] = .skipped(
                        output.original, because: "it is a \(framework.name) stream in a view model of \(chosen.name) streams",
                        at: output.location)
                    warn("'\(output.original)' is not imported: it is a \(framework.name) stream in a view model of"
                         + " \(chosen.name) streams", at: output.location)
                }
            }
        }
        return (spec, warnings)
    }

    /// Whether a spec line is a constant holding one of ReactiveSwift's objects, through which values change.
    private static func holdsReactiveSwiftObject(_ line: String) -> Bool {
        guard line.hasPrefix("@constant "), let colon = line.firstIndex(of: ":") else { return false }
        let type = line[line.index(after: colon)...].drop { $0 == " " }
        return ["Action<", "MutableProperty<", "Property<", "SignalProducer<"].contains { type.hasPrefix($0) }
    }

    /// The class's base class and conformances (`superclass:`, `conforms:`), and what it declares besides its
    /// protocols' members: its own state in the spec, a note where a member moves to an extension, a warning where
    /// one cannot be carried (`OwnMembers`).
    private static func classSurface(
        of owner: SwiftDeclaration, besides triplet: [SwiftDeclaration], names: [String],
        extensions: [String: [SwiftDeclaration]], into spec: inout ImportedSpec, viewModel: inout ImportedSpec.ViewModel,
        contract: (carried: Set<String>, leftOut: Set<String>), frameworks: [Framework], warn: (String, SourceLocation) -> Void,
        note: (String, SourceLocation) -> Void
    ) {
        inheritance(of: owner, besides: names, extensions: extensions, into: &spec, warn: warn)
        let outside = membersOutside(triplet, of: owner, extensions: extensions)
        // The private relays a member of its own hands on outside the protocols: kept (`@kept(relay) @outside`).
        let offered = KeptOutputImport.tripletOutside(
            outside, of: owner, extensions: extensions, frameworks: frameworks, viewModel: viewModel)
        OwnMembers.carry(
            outside, of: owner, extensions: extensions, into: &viewModel, warn: warn, note: note,
            contract: contract.carried, leftOut: contract.leftOut, kept: offered.mapValues(\.line))
        KeptOutputImport.appendOutside(offered, into: &viewModel, at: owner.location)
    }

    /// What the class declares for call sites besides its protocols' members (and `inputs`, `outputs`, `errors`):
    /// a `public func project(_:)` no protocol names, `@Published var detailsText` beside the triplet. `except`: the
    /// names the generated class declares, which need no word.
    static func membersOutside(
        _ protocols: [SwiftDeclaration], of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        except generated: Set<String> = []
    ) -> [SwiftDeclaration] {
        membersOutside(Set(protocols.flatMap(\.members).map(\.name)), of: owner, extensions: extensions, except: generated)
    }

    /// `membersOutside(_:of:extensions:except:)` with the names the protocols declare gathered once.
    static func membersOutside(
        _ protocolMembers: Set<String>, of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]],
        except generated: Set<String> = []
    ) -> [SwiftDeclaration] {
        let declared = protocolMembers.union(["inputs", "outputs", "errors"]).union(generated)
        let kinds: Set<SwiftDeclaration.Kind> = [.func, .var, .let, .subscript, .struct, .class, .enum, .typealias, .actor]
        // A `private extension`'s members are the file's own, as a private member is.
        let bodies = [owner] + (extensions[owner.name] ?? []).filter {
            $0.inheritance.isEmpty && !["private", "fileprivate"].contains($0.access)
        }
        return bodies.flatMap(\.members).filter { member in
            kinds.contains(member.kind) && !["private", "fileprivate"].contains(member.access) && !declared.contains(member.name)
        }
    }

    /// The class's initializer the dependencies come from (the one with the most parameters, outside `#if`), and the
    /// others, which the generated class does not have.
    static func initializers(of owner: SwiftDeclaration) -> (chosen: SwiftDeclaration?, others: [SwiftDeclaration]) {
        let all = owner.members.filter { $0.kind == .`init` }
        let chosen = all.filter { !$0.isConditional }.max(by: { $0.parameters.count < $1.parameters.count })
        return (chosen, all.filter { $0 != chosen })
    }

    /// `func project(_:)`, `var detailsText`: a member as a warning names it.
    static func describe(_ member: SwiftDeclaration) -> String {
        switch member.kind {
        case .func: return "func \(member.name)(" + member.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
        case .`init`: return member.name + "(" + member.parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
        default: return "\(member.kind.rawValue) \(member.name)"
        }
    }

    /// What the class inherits besides the triplet: its base class (known by an `override init` or a `super.init`
    /// call), the `superclass:`
    /// option, and the app's protocols, `conforms:` (options of the spec, shared by its view models).
    private static func inheritance(
        of owner: SwiftDeclaration, besides triplet: [String], extensions: [String: [SwiftDeclaration]],
        into spec: inout ImportedSpec, warn: (String, SourceLocation) -> Void
    ) {
        var inherited = StructStyleRecognizer.conformances(of: owner, extensions: extensions).filter { !triplet.contains($0) }[...]
        if StructStyleRecognizer.inheritsABaseClass(owner),
           let base = owner.inheritance.first, inherited.first == base {
            if spec.superclass == nil { spec.superclass = base }
            inherited = inherited.dropFirst()
        }
        for conformance in StructStyleRecognizer.carriedConformances(Array(inherited), of: owner, warn: warn)
            where !spec.conformances.contains(conformance) { spec.conformances.append(conformance) }
    }

    /// What the triplet's protocols refine: the type protocol's groups (`XType: XInputs, XOutputs`) become the
    /// `type-refines:` line; any other refinement (`XInputs: AnyObject`) is one the generated code cannot declare,
    /// a warning. The closures framework's outputs and errors refine `AnyObject` by themselves.
    private static func refinements(
        _ found: Triplet,
        _ protocols: [String: SwiftDeclaration], owner: SwiftDeclaration?, extensions: [String: [SwiftDeclaration]],
        into viewModel: inout ImportedSpec.ViewModel, warn: (String, SourceLocation) -> Void
    ) {
        let groups = [("inputs", found.inputs.name), ("outputs", found.outputs.name)] + (found.errors.map { [("errors", $0.name)] } ?? [])
        if let type = found.type.flatMap({ protocols[$0] }) {
            // `func shouldSelectRow(for:) -> Bool` beside `inputs` and `outputs`: the generated type declares only those.
            // (`input` and `output` where the type names its groups so: said once, above.)
            let named = found.groupProperties
                ?? (found.singular == nil ? ["inputs", "outputs", "errors"] : ["input", "output", "errors", "error"])
            // A typealias (`typealias OnLoginClosure = ...`): the spec's `dependencies:` hold the type protocol's.
            let aliases = type.members.filter { $0.kind == .typealias && !$0.isConditional && !$0.isGeneric }
            viewModel.dependencies.insert(contentsOf: aliases.map(typeAlias), at: 0)
            // `init(router: PostRoutable)`: the initializer, made through the protocol (`type-requires: init`), whose
            // parameters `--check` compares with the dependencies'.
            // A failable or throwing one is not the class's plain initializer: a warning, below.
            let required = type.members.first { $0.kind == .`init` && !$0.isConditional && $0.name == "init" && $0.effects.isEmpty }
            viewModel.typeRequiresInit = required != nil
            for member in type.members where !named.contains(member.name) && !aliases.contains(member) && member != required {
                // `func registerPeek(for:)`: an input the type protocol declares (`@in(type)`).
                if let input = declaredInput(member, in: "type") {
                    viewModel.inputs.append(input)
                    continue
                }
                // `var theme: Theme { get }`, set from `init(theme:)`: a readable dependency it requires.
                if TypeRequiredDependencyImport.carry(member, into: &viewModel) { continue }
                // `var state: DaysViewModelState { get }`, the class's `{ self }`: `self-as: state: DaysViewModelState`.
                if SelfViewImport.carry(
                    member, of: type, groups: groups.map(\.1), owner: owner, extensions: extensions, into: &viewModel) { continue }
                warn("'\(describe(member))' of '\(type.name)' is not imported: the generated type protocol declares only"
                     + " 'inputs', 'outputs' and 'errors'" + SelfViewImport.advice(type.name), member.location)
            }
            var apps: [String] = []
            for refined in type.inheritance {
                if let group = groups.first(where: { $0.1 == SurfaceComparison.normalized(refined) }) {
                    viewModel.typeRefines.append(group.0)
                } else if ["AnyObject", "class"].contains(SurfaceComparison.normalized(refined)) {
                    viewModel.classBound.append("type")
                } else {
                    // An app's protocol (`XViewModelProtocol: ObservableViewModel`): `type-refine:`.
                    apps.append(SurfaceComparison.normalized(refined))
                }
            }
            if !apps.isEmpty { viewModel.groupRefinements.append(["type"] + apps) }
        }
        // Outputs read as the closures framework's (`var title: ((String) -> Void)? { get set }`); a closure the view
        // sets whole (`var onSelect: ((Item) -> Void) { get set }`, a `@settable @constant`) is no stream, and its
        // protocol's `AnyObject` is then said (`class-bound: outputs`).
        let closures = found.outputs.members.contains { stream($0.type ?? "")?.0 == .closures }
        for (group, declaration) in [("inputs", found.inputs), ("outputs", found.outputs)] + (found.errors.map { [("errors", $0)] } ?? []) {
            let isObject = { ["AnyObject", "class"].contains(SurfaceComparison.normalized($0)) }
            // Without a framework the outputs' and errors' protocols refine `AnyObject` anyway.
            let alwaysBound = closures && declaration.name != found.inputs.name
            // `protocol XInputs: AnyObject`: only classes conform (`class-bound: inputs`).
            let bound = alwaysBound || declaration.inheritance.contains(where: isObject)
            if bound && !alwaysBound {
                viewModel.classBound.insert(group, at: viewModel.classBound.firstIndex(of: "type") ?? viewModel.classBound.count)
            }
            // An app's protocol (`XOutputs: BaseViewModelOutputs`): `outputs-refine:`.
            let refined = declaration.inheritance.filter { !isObject($0) }.map(SurfaceComparison.normalized)
            if !refined.isEmpty { viewModel.groupRefinements.append([group] + refined) }
        }
    }

    /// The spec's `protocols:` names: nil when they are the class's own, one prefix when they share it, else each.
    private static func protocolsLine(_ names: [String], className: String) -> [String]? {
        func isPrefix(_ prefix: String) -> Bool {
            names == Array(ViewModel.ProtocolNames(prefix: prefix).declared(errors: names.count == 4))
        }
        if isPrefix(className) { return nil }
        guard names[0].hasSuffix("Inputs") else { return names }
        let prefix = String(names[0].dropLast("Inputs".count))
        return isPrefix(prefix) ? [prefix] : names
    }

    static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        StructStyleRecognizer.flatten(declarations)
    }

    /// The class's dependencies: the parameters of its initializer with the most of them.
    /// `others`: whether to warn about the initializers the generated class will not have (`--check` compares them for
    /// the triplet; the transform style's view model may keep an `override init()` for its base class).
    static func dependencies(
        of owner: SwiftDeclaration, warnAboutOthers: Bool = true, warn: (String, SourceLocation) -> Void = { _, _ in },
        note: (String, SourceLocation) -> Void = { _, _ in }, extensions: [String: [SwiftDeclaration]] = [:]
    ) -> [ImportedSpec.Member] {
        let (chosen, others) = initializers(of: owner)
        // Never silent: the generated class has one initializer, in every build; one that delegates to it may move to
        // an extension (`DelegatingInitializers`).
        for other in others where warnAboutOthers {
            DelegatingInitializers.report(other, chosen: chosen, owner: owner, extensions: extensions, general: other.isConditional
                ? "it stands inside #if, and the generated class's one initializer is in every build"
                : "the generated class has one initializer" + (chosen.map { ", '\(describe($0))'" } ?? ""), warn: warn, note: note)
        }
        guard let initializer = chosen else { return [] }
        if warnAboutOthers, initializer.name != "init" || !initializer.effects.isEmpty {
            warn("'\(describe(initializer))\(initializer.effects.map { " " + $0 }.joined())' of '\(owner.name)' is imported as"
                + " the generated class's plain 'init': call sites that bind it with 'if let' or call it with 'try' change",
                initializer.location)
        }
        if warnAboutOthers, let generics = initializer.genericParameters {
            warn("'\(describe(initializer))' of '\(owner.name)' is generic ('<\(generics)>'), and the generated class's 'init' is"
                 + " not: its parameters are imported as they are written", initializer.location)
        }
        return initializer.parameters.map { parameter in
            if let name = [parameter.label, parameter.name].compactMap({ $0 }).first(where: { $0 != "_" && !Identifier.isValid($0) }) {
                let written = (parameter.label.map { $0 + " " } ?? "") + "\(parameter.name): \(parameter.type)"
                return .skipped(written, because: "'\(name)' is no name a spec can write (a spec's names are Swift identifiers"
                    + " without backticks)", at: parameter.location)
            }
            // `init(_ service: Service)`: the label stays (`- _ service: Service`), so call sites do not change; one
            // stored under another name is named like the property (`- noticeId lostItemId: Int`: `StoredUnderOtherNames`).
            let name = StoredUnderOtherNames.property(of: parameter, in: initializer, owner: owner) ?? parameter.name
            let called = parameter.label ?? parameter.name
            let label = called == name ? "" : (called == "_" ? "_" : escaped(called)) + " "
            // `some ImageRepository` stored in `let imageRepository: any ImageRepository`: `any` (`OpaqueParameters`).
            let type = OpaqueParameters.storedType(of: parameter, in: initializer, owner: owner) ?? parameter.type
            let line = "\(label)\(escaped(name)): \(type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            return .entry(line, docs: [], at: parameter.location, original: line)
        }
    }
}
