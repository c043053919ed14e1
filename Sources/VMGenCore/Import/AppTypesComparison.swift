/// How `--check` compares a spec of `app-types:` (`app-types: SettingInput, SettingState`), whose generated file uses
/// the app's own input struct and enum of states and declares neither: with the code the spec generates without the
/// option, which declares them nested in the class from the spec's inputs and outputs, so that the app's struct's
/// members and enum's cases are compared with the spec's as ever; only where they stand (the app's file, at the top
/// level, which the generated code uses) is no difference.
extension SurfaceComparison {
    /// The spec as compared, its `app-types:` line dropped, and the names that line gives.
    static func withoutAppTypes(_ spec: SpecSource) -> (spec: SpecSource, names: Set<String>) {
        let text = String(decoding: spec.bytes, as: UTF8.self)
        var names: Set<String> = []
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if line.first == " " || line.first == "\t", trimmed.hasPrefix("app-types:") {
                let value = trimmed.dropFirst("app-types:".count).prefix { $0 != "#" }
                names.formUnion(value.split(separator: ",").map { String($0).trimmingSpaces })
                kept.append("")
            } else {
                kept.append(line)
            }
        }
        guard !names.isEmpty else { return (spec, []) }
        var compared = spec
        compared.bytes = Array(kept.joined(separator: "\n").utf8)
        return (compared, names)
    }

    /// The differences but those that say an app type stands at the top level, where the spec's file uses it.
    static func droppingAppTypePlaces(_ differences: [Diagnostic], names: Set<String>) -> [Diagnostic] {
        differences.filter { difference in
            !names.contains { difference.message.hasPrefix(nestedPrefix($0)) }
        }
    }

    /// How the difference where the hand-written struct or enum stands at the top level and the generated one is
    /// nested begins.
    static func nestedPrefix(_ name: String) -> String { "'\(name)' is top-level here and nested in '" }
}
