/// Whether two Swift files declare the same public surface for their view models: the protocol triplet's
/// protocols, member by member (kind, name, argument labels, types with whitespace ignored, accessors, access
/// level). What call sites see, and nothing else: internal parameter names, docs and bodies may differ.
public enum SurfaceComparison {
    /// The differences between a hand-written Swift file and the code a spec generates in the triplet style, and
    /// how many members the hand-written protocols declare.
    public static func compare(handWritten source: String, path: String, spec: SpecSource, context: [SwiftDeclaration] = [])
        -> (differences: [Diagnostic], members: Int)
    {
        let original = SwiftDeclarationReader.read(SwiftTokenizer.tokenize(source, path: path).tokens)
        let (differences, compared) = differencesAndProtocols(original, path: path, spec: spec, context: context)
        // The protocols compared: the triplet's by their suffixes, and those named as the generated ones are (a type
        // protocol named like the view model, `FeedViewModel`, with `XInput` and `XOutput`), so that each difference
        // found in them is among the members counted.
        let surfaces = protocols(OneProtocolContracts.restatingAppMembers(original, context: context), also: compared)
            .merging(transformSurfaces(original, context: context, triplets: compared)) { a, _ in a }
        // The class's own members outside its protocols, and its initializers besides the one the spec makes, are
        // surface too; the spec never carries them, so each is a difference.
        let outside = differences.filter {
            $0.message.contains(", declared outside its protocols, ")
                || $0.message.hasPrefix("'init") && $0.message.hasSuffix("is not in the generated code")
        }.count
        // A struct's memberwise initializer follows from its members, and is not counted among them.
        let counted = surfaces.values.reduce(0) { $0 + $1.members.filter { !$0.modifiers.contains("implicit") }.count }
        return (differences, counted + outside)
    }

    /// `differences(handWritten:path:spec:context:)` on declarations read, with the names of the protocols the spec
    /// generates (empty when it does not generate).
    private static func differencesAndProtocols(
        _ original: [SwiftDeclaration], path: String, spec: SpecSource, context: [SwiftDeclaration]
    ) -> ([Diagnostic], Set<String>) {
        var generated = Generator.generate([spec])
        if generated.hasErrors { return (generated.diagnostics, []) }
        // `app-types:`: compared with the code that nests the struct and enum the spec describes.
        let (compared, appTypes) = withoutAppTypes(spec)
        if !appTypes.isEmpty { generated = Generator.generate([compared]) }
        if generated.hasErrors { return (generated.diagnostics, []) }
        let regenerated = SwiftDeclarationReader.read(
            SwiftTokenizer.tokenize(generated.files.map(\.contents).joined(separator: "\n"), path: spec.path).tokens)
        let found = differences(handWritten: original, generated: regenerated, path: path, context: context)
        return (droppingAppTypePlaces(found, names: appTypes)
            + StructStyleRecognizer.startingValueDifferences(handWritten: original, spec: spec, path: path, context: context),
                Set(protocols(regenerated, also: nil).keys))
    }

    /// The differences between a hand-written Swift file and the code a spec generates in its styles.
    public static func differences(
        handWritten source: String, path: String, spec: SpecSource, context: [SwiftDeclaration] = []
    ) -> [Diagnostic] {
        let original = SwiftDeclarationReader.read(SwiftTokenizer.tokenize(source, path: path).tokens)
        return differencesAndProtocols(original, path: path, spec: spec, context: context).0
    }

    /// The differences between the hand-written file's surface and the generated one, located in the hand-written
    /// file; empty when they describe the same contract.
    public static func differences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], path: String, context: [SwiftDeclaration] = []
    ) -> [Diagnostic] {
        // One protocol refining the app's protocols, whose members the generated one restates (`groups: one`).
        let handWritten = OneProtocolContracts.restatingAppMembers(handWritten, context: context)
        let generatedProtocols = protocols(generated, also: nil)
        // What the generated classes conform to besides their own protocols (`conforms:`): a group of the view model's
        // own among them, declared in the hand-written file, which the generated file replacing it does not declare, is
        // compared too.
        let conformed = Set(flatten(generated).filter { [.class, .struct, .actor].contains($0.kind) }.flatMap(\.inheritance))
            .subtracting(generatedProtocols.keys).intersection(DeclaredAppProtocols.groupsOfTheirOwn(handWritten))
        let theirs = protocols(handWritten, also: Set(generatedProtocols.keys).union(conformed))
            .merging(transformSurfaces(handWritten, context: context, triplets: Set(generatedProtocols.keys))) { a, _ in a }
        let ours = generatedProtocols.merging(transformSurfaces(generated, generated: true)) { a, _ in a }
        var diagnostics: [Diagnostic] = []
        for (name, surface) in theirs.sorted(by: { $0.value.location < $1.value.location }) {
            var original = surface
            // The closures `transform` takes are taken non-escaping by the generated method.
            if name.hasSuffix(".transform") { original.members = original.members.map(StructStyleRecognizer.droppingEscaping) }
            guard let regenerated = ours[name] else {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                                              DeclaredAppProtocols.missing(original, conformedTo: conformed.contains(name))))
                continue
            }
            if let condition = original.condition {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "protocol '\(name)' stands inside '#if \(condition)' here and in every build in the generated code"))
            }
            if original.access != regenerated.access {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "protocol '\(name)' is \(original.access) here and \(regenerated.access) in the generated code"))
            }
            diagnostics += declarationDifferences(original, regenerated, path: path)
            // What the protocol refines: a call site reaches the refined protocols' members through it.
            let refined = Set(regenerated.inheritance.map(refinement)), originalRefined = Set(original.inheritance.map(refinement))
            for protocolName in original.inheritance where !refined.contains(refinement(protocolName)) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "protocol '\(name)' refines '\(protocolName)' here and not in the generated code"))
            }
            for protocolName in regenerated.inheritance where !originalRefined.contains(refinement(protocolName)) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(name)' also refines '\(protocolName)'"))
            }
            let generatedMembers = Dictionary(regenerated.members.map { (signature($0), $0) }, uniquingKeysWith: { a, _ in a })
            let originalSignatures = Set(original.members.map(signature))
            for member in original.members where generatedMembers[signature(member)] == nil
                && !(name.contains(".") && generatedMembers[signature(settable(member))] != nil)
                && !member.modifiers.contains("implicit") {
                diagnostics.append(Diagnostic(.error, path: path, at: member.location,
                    "'\(signature(member))' of '\(name)'"
                        + (member.modifiers.contains(StructStyleRecognizer.computedOutputModifier)
                            ? StructStyleRecognizer.computedOutputMove(name) : " is not in the generated code")))
            }
            // A closure the hand-written `transform` takes (`action: (Output) -> Void`) is taken by the generated one and
            // never called: what call sites pass in it no longer runs, as the import warns where it stands; unless both
            // methods end by calling it with the output they return (`transform-calls:`).
            if name.hasSuffix(".transform") {
                for member in surface.members where member.kind == .func {
                    let generated = generatedMembers[signature(StructStyleRecognizer.droppingEscaping(member))]
                    let output = member.type ?? "Output"
                    let bothCall = StructStyleRecognizer.calledClosure(of: member, output: output).map(\.name)
                        .flatMap { name in generated.flatMap { StructStyleRecognizer.calledClosure(of: $0, output: output) }
                            .map(\.name) == name ? name : nil }
                    for parameter in member.parameters.dropFirst()
                    where StructStyleRecognizer.isClosureType(parameter.type) && parameter.name != bothCall
                        && StructStyleRecognizer.bodyNames(parameter, in: member) {
                        let written = (parameter.label.map { $0 + " " } ?? "") + parameter.name + ": " + parameter.type
                        diagnostics.append(Diagnostic(.error, path: path, at: parameter.location,
                            "a call of '\(written)', the closure '\(name)' takes, is not in the generated code"))
                    }
                }
            }
            // A member of a transform-style struct declared otherwise (`var`, a starting value) is reported once, where
            // it stands; one `let` here and `var` there is the same to call sites, which may only read it here.
            let reported = name.contains(".") ? Set(original.members.map(\.name)) : []
            for member in regenerated.members where !originalSignatures.contains(signature(member)) && !reported.contains(member.name) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(name)' adds '\(signature(member))'"))
            }
        }
        // What a triplet's class inherits and conforms to besides the triplet (a base class, the app's protocols).
        let handWrittenClasses = Dictionary(
            flatten(handWritten).filter { [.class, .actor].contains($0.kind) }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let handWrittenExtensions = StructStyleRecognizer.extensionsByName(flatten(handWritten))
        let generatedExtensions = StructStyleRecognizer.extensionsByName(flatten(generated))
        var contextExtensions: [String: [String: [SwiftDeclaration]]] = [:]
        // The triplet's members; not those of a group of the view model's own (`conformed`), which the generated class
        // does not declare: the class's members that satisfy it stay its own, as the import says, to move.
        let protocolMembers = Set(theirs.filter { !conformed.contains($0.key) }.values.flatMap(\.members).map(\.name))
        for regenerated in flatten(generated) where regenerated.kind == .class
            && regenerated.inheritance.contains(where: { generatedProtocols[$0] != nil }) {
            // The class may stand in another file read with this one (`FeedViewModel.swift` beside the protocols'
            // `FeedViewModelType.swift`): its differences are located there.
            let elsewhere = handWrittenClasses[regenerated.name] == nil
                ? context.first { [.class, .actor].contains($0.kind) && $0.name == regenerated.name && $0.path != path } : nil
            guard let original = handWrittenClasses[regenerated.name] ?? elsewhere else { continue }
            let path = elsewhere?.path ?? path
            let extensions = elsewhere == nil ? handWrittenExtensions : contextExtensions[path] ?? {
                let index = StructStyleRecognizer.extensionsByName(flatten(context.filter { $0.path == path }))
                contextExtensions[path] = index
                return index
            }()
            diagnostics += declarationDifferences(original, regenerated, path: path)
            let inherited = StructStyleRecognizer.conformances(of: original, extensions: extensions).filter { generatedProtocols[$0] == nil }
            let ours = StructStyleRecognizer.conformances(of: regenerated, extensions: generatedExtensions)
                .filter { generatedProtocols[$0] == nil }
            for conformance in inherited where !ours.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "'\(original.name)' inherits '\(conformance)' here and not in the generated code"))
            }
            for conformance in ours where !inherited.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(original.name)' adds '\(conformance)'"))
            }
            diagnostics += initializerDifferences(original, regenerated, path: path)
            // What call sites reach on the class itself, outside its protocols (what the generated class declares too,
            // its own state, compared).
            diagnostics += ownMemberDifferences(
                TripletRecognizer.membersOutside(protocolMembers, of: original, extensions: extensions),
                of: original, regenerated: regenerated, extensions: extensions, phrase: ", declared outside its protocols,",
                path: path, contract: protocolMembers)
            diagnostics += ProjectedWrappers.differences(
                original, regenerated: regenerated, extensions: extensions, contract: protocolMembers, path: path)
        }
        diagnostics += eventDifferences(handWritten: handWritten, generated: generated, path: path, context: context)
        diagnostics += compositionDifferences(handWritten: handWritten, generated: generated, path: path)
        // What the struct styles' view model types conform to (`ViewModelType`): call sites may depend on it.
        let generatedOwners = Dictionary(
            StructStyleRecognizer.viewModels(in: generated).map { ($0.owner.name, $0.owner) }, uniquingKeysWith: { a, _ in a })
        let everything = flatten(handWritten) + flatten(context)
        for found in StructStyleRecognizer.viewModels(in: handWritten, context: context) {
            guard let regenerated = generatedOwners[found.owner.name] else { continue }
            diagnostics += declarationDifferences(found.owner, regenerated, path: path)
            diagnostics += givenContractDifferences(found, regenerated, path: path)
            diagnostics += structStyleOwnDifferences(
                found, regenerated: regenerated, extensions: handWrittenExtensions, declared: everything, path: path)
            // A generic base class as one line (`BaseViewModel<A, B>`), however the class spreads it over lines.
            let original = StructStyleRecognizer.conformances(of: found.owner, extensions: handWrittenExtensions)
                .map(InheritedTransformContracts.superclass)
            let regeneratedConformances = StructStyleRecognizer.conformances(of: regenerated, extensions: generatedExtensions)
                .map(InheritedTransformContracts.superclass)
            for conformance in original where !regeneratedConformances.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: found.owner.location,
                    "'\(found.owner.name)' conforms to '\(conformance)' here and not in the generated code"))
            }
            for conformance in regeneratedConformances where !original.contains(conformance)
                && !StructStyleRecognizer.isObservedThrough(original, conformance: conformance, declared: everything) {
                diagnostics.append(Diagnostic(.error, path: path, at: found.owner.location,
                    "the generated '\(found.owner.name)' adds conformance to '\(conformance)'"))
            }
        }
        diagnostics += DeclaredBesideViewModel.differences(
            handWritten: handWritten, generated: generated, compared: Set(theirs.keys), path: path, context: context,
            reported: Set(diagnostics.filter { $0.path == path }.map(\.location.line)))
        return diagnostics
    }

    /// A transform-style view model's surface as pseudo-protocols: `X.Input` and `X.Output` with their members, and
    /// `X.transform` with the function (the only member a call site uses on the class); the enums' cases of the
    /// one-stream event transform.
    /// `triplets`: the protocols the generated code declares, whose class's own `Input` and `Output` are no surface
    /// (`TripletNestedGroups`).
    private static func transformSurfaces(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration] = [], generated: Bool = false,
        triplets: Set<String> = []
    ) -> [String: SwiftDeclaration] {
        var result = eventSurfaces(declarations, context: context, generated: generated)
        let aliases = AppTypeAliases(flatten(declarations) + flatten(context))
        // Read once, for a subject-style view model's app protocols.
        lazy var everything = flatten(declarations) + flatten(context)
        lazy var extensionsByName = StructStyleRecognizer.extensionsByName(flatten(declarations))
        for found in StructStyleRecognizer.viewModels(in: declarations, context: context)
            where !TripletNestedGroups.isTripletsOwn(found, groups: triplets) {
            let owner = found.owner
            for (suffix, source) in [("Input", found.input), ("Output", found.output)] {
                var surface = SwiftDeclaration(kind: .protocol, name: owner.name + "." + suffix, location: source.location)
                // The private members import reads as an `Output`'s machinery (the subject style's: `SubjectOutputMachinery`)
                // are no call site's; any other private member is compared, as import carries it.
                let machinery = suffix == "Output" ? Set(SubjectOutputMachinery.members(
                    of: found, givenContract: StructStyleRecognizer.takesGivenSubjectContract(found)
                ).filter(OwnMembers.isPrivate).map(\.name)) : []
                surface.members = source.members.filter { ($0.kind == .let || $0.kind == .var) && !machinery.contains($0.name) }.map { member in
                    var property = SwiftDeclaration.asProperty(member)
                    // `var` members: call sites may set them (`input.query = ...`), unless a property wrapper's.
                    property.accessors = member.kind == .var && StructStyleRecognizer.valueWrapper(of: member) == nil
                        && member.accessors == nil && source.kind == .struct ? "set" : nil
                    // `@Published var isLoading = false` is a `Bool` to its readers.
                    if property.type == nil {
                        property.type = StructStyleRecognizer.holderType(of: member)
                            ?? member.value.flatMap { StructStyleRecognizer.inferredType($0.trimmingSpaces) }
                            ?? member.value.flatMap(StructStyleRecognizer.initializerType)
                            ?? member.value.flatMap(ArrayLiteralTypes.type)
                    }
                    property.type = property.type.map(aliases.expanded)
                    // A member of `Input` with an initial value: call sites may make `Input` without it.
                    if suffix == "Input", found.style == .transform, member.value != nil, member.accessors == nil, member.type != nil || property.type != nil {
                        property.accessors = (property.accessors ?? "") + "= …"
                    }
                    property.value = nil
                    // Computed from the values of a published `Output`: the team's extension of it keeps it.
                    if suffix == "Output", member.bodyNames != nil, StructStyleRecognizer.publishesOutput(found) {
                        property.modifiers.append(StructStyleRecognizer.computedOutputModifier)
                    }
                    return property
                }
                // How call sites make it: the initializers it declares, else the memberwise one.
                let typed = source.members.filter { $0.kind == .let || $0.kind == .var }.map { member in
                    var typed = member
                    if typed.type == nil { typed.type = member.value.flatMap(StructStyleRecognizer.initializerType) }
                    return typed
                }
                surface.members += StructStyleRecognizer.initializerMembers(of: source, members: typed, aliases: aliases)
                    + extensionInitializers(of: owner.name + "." + suffix, found: found, extensions: extensionsByName, aliases: aliases)
                result[surface.name] = surface
            }
            var members = SwiftDeclaration(kind: .protocol, name: owner.name + "." + found.style.name,
                                           location: found.surface.first?.location ?? owner.location)
            members.members = (found.surface + found.otherTransforms).map { member in
                var property = member
                if [.let, .var].contains(member.kind) { property = SwiftDeclaration.asProperty(member) }
                // `let input = Input()`: typed by its initializer, as Swift reads it.
                if [.let, .var].contains(member.kind), property.type == nil {
                    property.type = member.value.flatMap(StructStyleRecognizer.initializerType)
                }
                // `var input: MenuViewModel.Input` is `Input` where `MenuViewModel` nests it.
                // `var output: Output!`: call sites read through it as through the generated `let output: Output`.
                // `lazy var input: InputType = Input()` where the class declares `typealias InputType = Input`: `Input`,
                // settable where the app's protocol it conforms to requires it so, which the generated `let` is not.
                property.type = property.type.map { SubjectContractProperties.read($0, of: member, found: found) }
                if found.style == .subject, SubjectContractProperties.settableRequirement(
                    of: member, found: found, declared: everything, extensions: extensionsByName) != nil { property.accessors = "set" }
                property.value = nil
                // `nonisolated` matters where the class is on a global actor (call sites off it reach the method).
                let isolated = owner.attributes.contains(where: TripletRecognizer.isGlobalActor)
                property.modifiers = isolated ? property.modifiers.filter { $0 == "nonisolated" } : []
                return property
            }
            result[members.name] = members
            stateSurfaces(found, into: &result)
        }
        for function in FunctionRecognizer.viewModels(in: declarations) {
            var surface = SwiftDeclaration(kind: .protocol, name: function.name + "(...)", location: function.location)
            var signature = function
            signature.parameters = function.parameters.map { parameter in
                var copy = parameter
                copy.defaultValue = nil
                return copy
            }
            surface.members = [signature]
            result[surface.name] = surface
        }
        return result
    }

    /// The protocols named `…Inputs`, `…Outputs` and `…Errors`, those named `…Type` that name a group (`var inputs`;
    /// `WebContentType { var url: URL? }` is the app's own), and those named in `also`, by name; every protocol when
    /// `also` is nil (the generated code declares only the triplet's).
    private static func protocols(_ declarations: [SwiftDeclaration], also: Set<String>? = []) -> [String: SwiftDeclaration] {
        var result: [String: SwiftDeclaration] = [:]
        func isTriplets(_ declaration: SwiftDeclaration) -> Bool {
            ["Inputs", "Outputs", "Errors"].contains(where: declaration.name.hasSuffix) || declaration.name.hasSuffix("Type")
                && declaration.members.contains { ["inputs", "outputs", "input", "output"].contains($0.name) }
        }
        func visit(_ declaration: SwiftDeclaration) {
            if declaration.kind == .protocol, result[declaration.name] == nil, also == nil
                || also!.contains(declaration.name) || isTriplets(declaration) {
                result[declaration.name] = declaration
            }
            declaration.members.forEach(visit)
        }
        declarations.forEach(visit)
        return result
    }

    private static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        StructStyleRecognizer.flatten(declarations)
    }

    /// A transform-style struct's `let` member as `var`: what call sites may do with the first they may with the second.
    private static func settable(_ member: SwiftDeclaration) -> SwiftDeclaration {
        var settable = member
        if member.accessors == nil { settable.accessors = "set" }
        return settable
    }

    /// A protocol's refinement as Swift reads it: `class` (the old spelling) is `AnyObject`.
    private static func refinement(_ text: String) -> String {
        let type = normalized(text)
        return type == "class" ? "AnyObject" : type
    }
}
