import VMGenCore

/// The parsed command line.
public struct Arguments: Equatable, Sendable {
    /// What the user asked for.
    public enum Command: Equatable, Sendable {
        case generate
        case skeleton
        case help
        case version
    }

    public var command: Command = .generate
    public var inputs: [String] = []
    public var output: String?
    public var overrides = OptionOverrides()
    public var toStdout = false
    public var check = false
    public var force = false
    public var prune = false
    public var quiet = false
    public var noCache = false
    public var depfile: String?
    public var outputList: String?

    /// A usage error: the message, printed with the usage, exit code 64.
    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
    }

    public static let usage = """
        OVERVIEW: Generate Inputs/Outputs view models from .vmspec files.

        USAGE: vmgen generate <spec-or-folder> ... --output <folder> [<options>]
               vmgen skeleton <spec> [--framework <name>] [--style <style>]
               vmgen --help | --version

        SUBCOMMANDS:
          generate                Write (or check) the generated view models.
          skeleton                Print a starting point for the hand-written logic file of each view model
                                  (vmgen never writes that file).

        ARGUMENTS:
          <spec-or-folder>        A .vmspec file, or a folder searched recursively for them.

        OPTIONS:
          -o, --output <folder>   Where generated files go (one per view model per style).
          --style <styles>        triplet, subject, transform, function, constructor, or all (the first four
                                  that the framework supports); comma-separated.
          --framework <name>      rxswift, rxcocoa, reactiveswift, combine or closures.
          --access <level>        internal, public or package.
          --indent <n|tab>        Spaces per indentation level (1-8), or tab.
          --stdout                Print the generated code instead of writing files.
          --check                 Write nothing; exit 1 and list the files that are stale or missing.
          --force                 Overwrite files at output paths even when vmgen did not write them.
          --prune                 Delete files vmgen generated earlier that no view model produces any more.
          --depfile <path>        Write a make-style depfile: the outputs, then the specs they come from.
          --output-list <path>    Write the generated files' paths, one per line (for Xcode's output file lists).
          --no-cache              Neither use nor write the output folder's .vmgen-cache.
          -q, --quiet             Print only diagnostics.
          -h, --help              Show this help.
          --version               Show the version.

        Options given here override the spec file's own 'options:' block.
        Exit status: 0 success, 1 diagnostics or stale output, 64 usage error.
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws -> Arguments {
        var result = Arguments()
        var remaining = arguments[...]
        if remaining.first == "generate" {
            remaining = remaining.dropFirst()
        } else if remaining.first == "skeleton" {
            result.command = .skeleton
            remaining = remaining.dropFirst()
        }
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("-") || next == "-" else {
                throw UsageError(message: "option '\(flag)' needs a value")
            }
            return next
        }
        while let argument = remaining.popFirst() {
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func optionValue() throws -> String {
                if let inlineValue { return inlineValue }
                return try value(for: flag)
            }
            switch flag {
            case "-h", "--help", "help": result.command = .help
            case "--version": result.command = .version
            case "-o", "--output": result.output = try optionValue()
            case "--style", "--styles": result.overrides.styles = try parseStyles(try optionValue())
            case "--framework":
                let name = try optionValue()
                guard let framework = Framework(rawValue: name) else {
                    throw UsageError(message: "unknown framework '\(name)'; expected \(list(Framework.allCases.map(\.rawValue)))")
                }
                result.overrides.framework = framework
            case "--access":
                let name = try optionValue()
                guard let access = AccessLevel(rawValue: name) else {
                    throw UsageError(message: "unknown access level '\(name)'; expected \(list(AccessLevel.allCases.map(\.rawValue)))")
                }
                result.overrides.access = access
            case "--indent":
                let text = try optionValue()
                guard let indentation = OptionResolver.parseIndentation(text) else {
                    throw UsageError(message: "invalid indent '\(text)'; use a number of spaces from 1 to 8, or 'tab'")
                }
                result.overrides.indentation = indentation
            case "--stdout": result.toStdout = true
            case "--check": result.check = true
            case "--force": result.force = true
            case "--prune": result.prune = true
            case "-q", "--quiet": result.quiet = true
            case "--no-cache": result.noCache = true
            case "--depfile": result.depfile = try optionValue()
            case "--output-list": result.outputList = try optionValue()
            case "--":
                result.inputs += remaining
                remaining = []
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)'")
                }
                result.inputs.append(argument)
            }
        }
        if result.command == .skeleton {
            guard result.inputs.count == 1 else { throw UsageError(message: "'vmgen skeleton' takes one spec file") }
            return result
        }
        guard result.command == .generate else { return result }
        if result.inputs.isEmpty { throw UsageError(message: "no spec files or folders given") }
        if result.output == nil && !result.toStdout {
            throw UsageError(message: "missing '--output <folder>' (or '--stdout' to print the code)")
        }
        if result.toStdout && (result.check || result.prune || result.depfile != nil || result.outputList != nil) {
            throw UsageError(message: "'--stdout' cannot be combined with --check, --prune, --depfile or --output-list")
        }
        return result
    }

    private static func parseStyles(_ text: String) throws -> StyleSelection {
        var selection = StyleSelection()
        for name in text.split(separator: ",").map({ String($0).trimmingCharacters(in: " ") }) {
            if name == "all" {
                selection.includesAll = true
            } else if let style = Style(rawValue: name) {
                if !selection.styles.contains(style) { selection.styles.append(style) }
            } else {
                throw UsageError(message: "unknown style '\(name)'; expected \(list(Style.allCases.map(\.rawValue) + ["all"]))")
            }
        }
        if !selection.includesAll && selection.styles.isEmpty {
            throw UsageError(message: "option '--style' needs at least one style")
        }
        return selection
    }

    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice.removeFirst() }
        while slice.last == set { slice.removeLast() }
        return String(slice)
    }
}
