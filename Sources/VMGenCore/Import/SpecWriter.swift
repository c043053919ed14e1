/// Writes a spec's text: the inverse of the spec parser for what `vmgen import` produces. Members are written as
/// the spec grammar spells them; a member that could not be carried over stays as a `#` line where it stood.
public enum SpecWriter {
    public static let headerPrefix = "# Imported by vmgen from "

    public static func write(_ spec: ImportedSpec) -> String {
        located(spec).text
    }

    /// The spec's text, and for each of its lines the place in the Swift file it comes from (a member's, else its
    /// view model's; nil for the options), so that what the spec pipeline refuses is located at that member.
    static func located(_ spec: ImportedSpec) -> (text: String, origins: [SourceLocation?]) {
        var origins: [SourceLocation?] = []
        var lines = [
            // The path as printable text: a folder named with a line break must not start a line of the spec.
            headerPrefix + Diagnostic.printable(spec.source) + ".",
            "# Lines starting with '# not imported' name what vmgen could not carry over: see the warnings.",
            "options:",
        ]
        if let framework = spec.framework { lines.append("  framework: \(framework.name)") }
        lines.append("  styles: \(spec.style.name)")
        if spec.access != .internal { lines.append("  access: \(spec.access.rawValue)") }
        if let transform = spec.transform { lines.append("  transform: \(transform)") }
        if let called = spec.transformCalls { lines.append("  transform-calls: \(called)") }
        if let viewInput = spec.viewInput { lines.append("  view-input: \(viewInput)") }
        if let output = spec.transformOutput { lines.append("  transform-output: \(output)") }
        if let bag = spec.outputBag { lines.append("  output-bag: \(bag)") }
        if let bag = spec.transformBag { lines.append("  transform-bag: \(bag)") }
        if let contract = spec.subjectContract { lines.append("  subject-contract: \(contract)") }
        if let output = spec.subjectOutput { lines.append("  subject-output: \(output)") }
        if let aliases = spec.eventAliases { lines.append("  event-aliases: " + aliases.joined(separator: ", ")) }
        if let names = spec.inputInit { lines.append("  input-init: " + names.joined(separator: ", ")) }
        if let names = spec.outputInit { lines.append("  output-init: " + names.joined(separator: ", ")) }
        if let names = spec.topLevelNames { lines.append("  top-level: " + names.joined(separator: ", ")) }
        if let names = spec.appTypes { lines.append("  app-types: " + names.joined(separator: ", ")) }
        if let superclass = spec.superclass { lines.append("  superclass: \(superclass)") }
        if spec.isStruct { lines.append("  declaration: struct") }
        if !spec.isFinal { lines.append("  final: false") }
        if let wrapper = spec.valueWrapper { lines.append("  wrapper: \(wrapper)") }
        if let keyword = spec.memberKeyword { lines.append("  members: \(keyword)") }
        if !spec.imports.isEmpty { lines.append("  imports: " + spec.imports.joined(separator: ", ")) }
        if !spec.conformances.isEmpty { lines.append("  conforms: " + spec.conformances.joined(separator: ", ")) }
        for viewModel in spec.viewModels {
            origins += [SourceLocation?](repeating: nil, count: lines.count - origins.count)
            lines.append("")
            lines += viewModel.docs.map(documentation)
            lines.append("viewmodel \(viewModel.name):")
            if let names = viewModel.protocols { lines.append("  protocols: " + names.joined(separator: ", ")) }
            if let isolation = viewModel.isolation { lines.append("  isolation: \(isolation)") }
            if !viewModel.typeRefines.isEmpty { lines.append("  type-refines: " + viewModel.typeRefines.joined(separator: ", ")) }
            if let names = viewModel.groupNames { lines.append("  groups: " + names.joined(separator: ", ")) }
            let required = (viewModel.typeRequiresInit ? ["init"] : []) + viewModel.typeRequiredDependencies
            if !required.isEmpty { lines.append("  type-requires: " + required.joined(separator: ", ")) }
            if !viewModel.selfViews.isEmpty { lines.append("  self-as: " + viewModel.selfViews.joined(separator: ", ")) }
            if !viewModel.classBound.isEmpty { lines.append("  class-bound: " + viewModel.classBound.joined(separator: ", ")) }
            for line in viewModel.groupRefinements {
                lines.append("  \(line[0])-refine: " + line.dropFirst().joined(separator: ", "))
            }
            for (title, members) in [
                ("dependencies", viewModel.dependencies), ("inputs", viewModel.inputs), ("outputs", viewModel.outputs),
                ("errors", viewModel.errors), ("properties", viewModel.properties),
            ] where !members.isEmpty {
                lines.append("  \(title):")
                for member in members {
                    origins += [SourceLocation?](repeating: viewModel.location, count: lines.count - origins.count)
                    defer { origins += [SourceLocation?](repeating: member.location, count: lines.count - origins.count) }
                    if let reason = member.skipped {
                        lines.append("    # not imported: \(member.line.replacingNewlines): \(reason)")
                    } else {
                        lines += member.docs.map { "    " + documentation($0) }
                        lines.append("    - " + member.line)
                    }
                }
            }
            origins += [SourceLocation?](repeating: viewModel.location, count: lines.count - origins.count)
        }
        origins += [SourceLocation?](repeating: nil, count: lines.count - origins.count)
        // Each line one line of the spec, whatever the Swift said: a line break left in a text (which the importer
        // warns about where it can) is escaped, so the spec pipeline refuses that line instead of reading another.
        let text = lines.map { spansLines($0) ? Diagnostic.printable($0) : $0 }.joined(separator: "\n") + "\n"
        return (text, origins)
    }

    private static func documentation(_ text: String) -> String {
        text.isEmpty ? "///" : "/// " + text.replacingNewlines
    }

    /// Whether a text holds a line break (`\n` or `\r`), which a spec line cannot.
    static func spansLines(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
    }
}

extension String {
    /// The text on one line: line breaks become spaces (a member's text in a `#` comment must stay one line).
    var replacingNewlines: String {
        String(String.UnicodeScalarView(unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
    }
}
