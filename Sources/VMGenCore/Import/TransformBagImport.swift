/// A struct view model of Combine whose `transform` keeps the subscriptions that set its `Output` object's values in
/// the bag its caller hands it: the tuan188 SwiftUI template's `func transform(_ input: Input, cancelBag: CancelBag)
/// -> Output { ... .assign(to: \.isLoading, on: output).store(in: cancelBag) ... }`, `CancelBag` the app's class that
/// `AnyCancellable.store(in:)` takes (s17's AkfaSmart, s00's Labelary-iOS, s16's SwiftUI-Combine-MVVM and one of
/// WABLE-iOS's). The parameter is the `transform-bag:` option (`TransformBags`), which lets the generated struct have
/// those `@value` (and relay and subject) outputs: without it a struct keeps none of their subscriptions.
enum TransformBagImport {
    /// Sets `spec.transformBag` where the spec is a Combine struct of the transform style with a bound output, and each
    /// view model's method takes one parameter that keeps subscriptions (the app's class, or a set taken `inout`),
    /// named alike in each: one its body names, or, where the body keeps no subscription (its values are constants), one
    /// of the type the template names `CancelBag`, which a note says is read so. Nothing where the `Output` object keeps
    /// them (`output-bag:`), a parameter `inout Set<AnyCancellable>` keeps them already, or the methods differ.
    static func carry(
        _ found: [StructStyleRecognizer.Found], into spec: inout ImportedSpec, path: String, warnings: inout [Diagnostic]
    ) {
        guard spec.framework == .combine, spec.style == .transform, spec.isStruct, spec.outputBag == nil,
              spec.transformOutput == nil, !found.isEmpty,
              spec.viewModels.contains(where: { $0.outputs.contains(where: isBound) }) else { return }
        var names: Set<String> = []
        var notes: [Diagnostic] = []
        for found in found {
            guard found.style == .transform, let transform = found.surface.first else { return }
            let candidates = transform.parameters.dropFirst().filter(keeps)
            let named = candidates.filter { (transform.bodyNames ?? []).contains($0.name) }
            let bag: SwiftDeclaration.Parameter
            if named.count == 1, let only = named.first {
                bag = only
            } else if named.isEmpty, candidates.count == 1, let only = candidates.first,
                      only.type.trimmingSpaces.split(separator: ".").last == "CancelBag" {
                bag = only
                notes.append(Diagnostic(.note, path: path, at: only.location,
                    "'\(only.name): \(only.type.trimmingSpaces)' of '\(found.owner.name)' is read as the bag that keeps the"
                        + " subscriptions of its values ('transform-bag: \(only.name)'), which its 'transform' does not name: the"
                        + " generated one stores them there with 'store(in:)', which the app's 'CancelBag' takes, as the"
                        + " template's does"))
            } else {
                return
            }
            // `cancellables: inout Set<AnyCancellable>` keeps them without the option.
            if bag.type.filter({ $0 != " " }) == "inout" + OutputBags.defaultType { return }
            names.insert(bag.name)
        }
        guard names.count == 1 else { return }
        spec.transformBag = names.first
        warnings += notes
    }

    /// An output the view model keeps bound to the logic's stream: `@value`, `@relay`, `@subject` (`@made` or not).
    private static func isBound(_ member: ImportedSpec.Member) -> Bool {
        let attributes = member.line.split(separator: " ").prefix { $0.hasPrefix("@") }
        return member.skipped == nil && attributes.contains { ["@value", "@relay", "@subject"].contains($0) }
    }

    /// A parameter that can keep subscriptions, as `TransformBags.keeps` reads the option's: a name without generic
    /// arguments taken as is (the app's class), or one taken `inout`.
    private static func keeps(_ parameter: SwiftDeclaration.Parameter) -> Bool {
        var type = parameter.type.trimmingSpaces
        if type.hasPrefix("inout ") {
            type = String(type.dropFirst("inout ".count)).trimmingSpaces
            if type.filter({ $0 != " " }) == OutputBags.defaultType { return true }
        }
        return type.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/#) != nil
    }
}
