/// Whether two Swift files declare the same public surface for their view models: the protocol triplet's
/// protocols, member by member (kind, name, argument labels, types with whitespace ignored, accessors, access
/// level). What call sites see, and nothing else: internal parameter names, docs and bodies may differ.
public enum SurfaceComparison {
    /// The differences between a hand-written Swift file and the code a spec generates in the triplet style, and
    /// how many members the hand-written protocols declare.
    public static func compare(handWritten source: String, path: String, spec: SpecSource, context: [SwiftDeclaration] = [])
        -> (differences: [Diagnostic], members: Int)
    {
        let differences = differences(handWritten: source, path: path, spec: spec, context: context)
        let original = SwiftDeclarationReader.read(SwiftTokenizer.tokenize(source, path: path).tokens)
        let surfaces = protocols(original).merging(transformSurfaces(original, context: context)) { a, _ in a }
        // The class's own members outside its protocols are surface too; the spec never carries them, so each is a
        // difference.
        let outside = differences.filter { $0.message.contains(", declared outside its protocols, ") }.count
        return (differences, surfaces.values.reduce(0) { $0 + $1.members.count } + outside)
    }

    /// The differences between a hand-written Swift file and the code a spec generates in its styles.
    public static func differences(
        handWritten source: String, path: String, spec: SpecSource, context: [SwiftDeclaration] = []
    ) -> [Diagnostic] {
        let generated = Generator.generate([spec])
        if generated.hasErrors { return generated.diagnostics }
        let original = SwiftDeclarationReader.read(SwiftTokenizer.tokenize(source, path: path).tokens)
        let regenerated = SwiftDeclarationReader.read(
            SwiftTokenizer.tokenize(generated.files.map(\.contents).joined(separator: "\n"), path: spec.path).tokens)
        return differences(handWritten: original, generated: regenerated, path: path, context: context)
    }

    /// The differences between the hand-written file's surface and the generated one, located in the hand-written
    /// file; empty when they describe the same contract.
    public static func differences(
        handWritten: [SwiftDeclaration], generated: [SwiftDeclaration], path: String, context: [SwiftDeclaration] = []
    ) -> [Diagnostic] {
        let generatedProtocols = protocols(generated, also: nil)
        let theirs = protocols(handWritten, also: Set(generatedProtocols.keys))
            .merging(transformSurfaces(handWritten, context: context)) { a, _ in a }
        let ours = generatedProtocols.merging(transformSurfaces(generated)) { a, _ in a }
        var diagnostics: [Diagnostic] = []
        for (name, original) in theirs.sorted(by: { $0.value.location < $1.value.location }) {
            guard let regenerated = ours[name] else {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                                              "the spec does not generate protocol '\(name)'"))
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
            for member in original.members where generatedMembers[signature(member)] == nil {
                diagnostics.append(Diagnostic(.error, path: path, at: member.location,
                    "'\(signature(member))' of '\(name)' is not in the generated code"))
            }
            for member in regenerated.members where !originalSignatures.contains(signature(member)) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(name)' adds '\(signature(member))'"))
            }
        }
        // What a triplet's class inherits and conforms to besides the triplet (a base class, the app's protocols).
        let handWrittenClasses = Dictionary(
            flatten(handWritten).filter { $0.kind == .class }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for regenerated in flatten(generated) where regenerated.kind == .class
            && regenerated.inheritance.contains(where: { generatedProtocols[$0] != nil }) {
            guard let original = handWrittenClasses[regenerated.name] else { continue }
            let inherited = StructStyleRecognizer.conformances(of: original, in: handWritten).filter { generatedProtocols[$0] == nil }
            let ours = StructStyleRecognizer.conformances(of: regenerated, in: generated).filter { generatedProtocols[$0] == nil }
            for conformance in inherited where !ours.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "'\(original.name)' inherits '\(conformance)' here and not in the generated code"))
            }
            for conformance in ours where !inherited.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: original.location,
                    "the generated '\(original.name)' adds '\(conformance)'"))
            }
            // How call sites make it: the initializer's labels, types and defaults; the others are gone.
            let (theirInit, others) = TripletRecognizer.initializers(of: original)
            if let theirInit, let ourInit = TripletRecognizer.initializers(of: regenerated).chosen,
               initializerSignature(theirInit) != initializerSignature(ourInit) {
                diagnostics.append(Diagnostic(.error, path: path, at: theirInit.location,
                    "'\(initializerSignature(theirInit))' of '\(original.name)' is '\(initializerSignature(ourInit))' in the"
                        + " generated code"))
            }
            for other in others {
                diagnostics.append(Diagnostic(.error, path: path, at: other.location,
                    "'\(TripletRecognizer.describe(other))' of '\(original.name)' is not in the generated code"))
            }
            // What call sites reach on the class itself, outside its protocols.
            let ownMembers = Set(regenerated.members.filter { !["private", "fileprivate"].contains($0.access) }.map(\.name))
            for member in TripletRecognizer.membersOutside(Array(theirs.values), of: original, in: handWritten, except: ownMembers) {
                diagnostics.append(Diagnostic(.error, path: path, at: member.location,
                    "'\(TripletRecognizer.describe(member))' of '\(original.name)', declared outside its protocols, is not in the"
                        + " generated code"))
            }
        }
        // What the struct styles' view model types conform to (`ViewModelType`): call sites may depend on it.
        let generatedOwners = Dictionary(
            StructStyleRecognizer.viewModels(in: generated).map { ($0.owner.name, $0.owner) }, uniquingKeysWith: { a, _ in a })
        for found in StructStyleRecognizer.viewModels(in: handWritten, context: context) {
            guard let regenerated = generatedOwners[found.owner.name] else { continue }
            let original = StructStyleRecognizer.conformances(of: found.owner, in: handWritten)
            let regeneratedConformances = StructStyleRecognizer.conformances(of: regenerated, in: generated)
            for conformance in original where !regeneratedConformances.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: found.owner.location,
                    "'\(found.owner.name)' conforms to '\(conformance)' here and not in the generated code"))
            }
            for conformance in regeneratedConformances where !original.contains(conformance) {
                diagnostics.append(Diagnostic(.error, path: path, at: found.owner.location,
                    "the generated '\(found.owner.name)' adds conformance to '\(conformance)'"))
            }
        }
        return diagnostics
    }

    /// A transform-style view model's surface as pseudo-protocols: `X.Input` and `X.Output` with their members, and
    /// `X.transform` with the function (the only member a call site uses on the class).
    private static func transformSurfaces(
        _ declarations: [SwiftDeclaration], context: [SwiftDeclaration] = []
    ) -> [String: SwiftDeclaration] {
        var result: [String: SwiftDeclaration] = [:]
        for found in StructStyleRecognizer.viewModels(in: declarations, context: context) {
            let owner = found.owner
            for (suffix, source) in [("Input", found.input), ("Output", found.output)] {
                var surface = SwiftDeclaration(kind: .protocol, name: owner.name + "." + suffix, location: source.location)
                surface.members = source.members.filter { $0.kind == .let || $0.kind == .var }.map { member in
                    var property = SwiftDeclaration.asProperty(member)
                    property.accessors = nil
                    // `@Published var isLoading = false` is a `Bool` to its readers.
                    if property.type == nil { property.type = member.value.flatMap { StructStyleRecognizer.inferredType($0.trimmingSpaces) } }
                    property.value = nil
                    return property
                }
                result[surface.name] = surface
            }
            var members = SwiftDeclaration(kind: .protocol, name: owner.name + "." + found.style.name,
                                           location: found.surface.first?.location ?? owner.location)
            members.members = found.surface.map { member in
                var property = member
                if [.let, .var].contains(member.kind) { property = SwiftDeclaration.asProperty(member) }
                property.value = nil
                property.modifiers = []
                return property
            }
            result[members.name] = members
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

    /// The protocols named `…Inputs`, `…Outputs`, `…Errors` and `…Type`, and those named in `also`, by name; every
    /// protocol when `also` is nil (the generated code declares only the triplet's).
    private static func protocols(_ declarations: [SwiftDeclaration], also: Set<String>? = []) -> [String: SwiftDeclaration] {
        var result: [String: SwiftDeclaration] = [:]
        func visit(_ declaration: SwiftDeclaration) {
            if declaration.kind == .protocol, result[declaration.name] == nil, also == nil
                || also!.contains(declaration.name) || ["Inputs", "Outputs", "Errors", "Type"].contains(where: declaration.name.hasSuffix) {
                result[declaration.name] = declaration
            }
            declaration.members.forEach(visit)
        }
        declarations.forEach(visit)
        return result
    }

    private static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.flatMap { [$0] + flatten($0.members) }
    }

    /// A protocol's refinement as Swift reads it: `class` (the old spelling) is `AnyObject`.
    private static func refinement(_ text: String) -> String {
        let type = normalized(text)
        return type == "class" ? "AnyObject" : type
    }

    /// `init(_: Int, for: User, style: Style = …)`: what a call that makes the view model depends on.
    static func initializerSignature(_ initializer: SwiftDeclaration) -> String {
        "init(" + initializer.parameters.map {
            ($0.label ?? $0.name) + ": " + normalized($0.type) + ($0.defaultValue == nil ? "" : " = …")
        }.joined(separator: ", ") + ")"
    }

    /// What a call site depends on: `func name(label:label:) -> Type`, `var name: Type { get }`, and in which builds
    /// (`#if DEBUG func name()`).
    static func signature(_ member: SwiftDeclaration) -> String {
        (member.condition.map { "#if \($0) " } ?? "") + declarationSignature(member)
    }

    private static func declarationSignature(_ member: SwiftDeclaration) -> String {
        switch member.kind {
        case .func:
            let labels = member.parameters.map { ($0.label ?? $0.name) + ":" + normalized($0.type) }.joined(separator: ",")
            let result = member.type.map(normalized).flatMap { $0 == "Void" ? nil : $0 }
            return "func \(member.name)(\(labels))" + (result.map { "->" + $0 } ?? "")
        case .var, .let:
            let type = normalized(member.type ?? "")
            return "var \(member.name):\(type){\(member.accessors ?? "")}"
        default:
            return "\(member.kind.rawValue) \(member.name)"
        }
    }

    /// A type's text with whitespace removed, `()` read as `Void` and `any` dropped before a protocol name (`any P`
    /// and `P` name the same existential where a property's type is a protocol).
    static func normalized(_ type: String) -> String {
        var text = type.replacingOccurrences(of: "any ", with: "")
        text = String(text.filter { !$0.isWhitespace })
        return text.replacingOccurrences(of: "()", with: "Void")
    }
}

extension String {
    /// Every occurrence of `target` replaced (Foundation-free).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
