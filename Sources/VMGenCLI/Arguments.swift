import VMGenCore

/// The parsed command line.
public struct Arguments: Equatable, Sendable {
    /// What the user asked for.
    public enum Command: String, Equatable, Sendable, CaseIterable {
        case generate
        case outputs
        case filelists
        case `import`
        case skeleton
        /// `vmgen init`, which parses its own options (`InitCommand`).
        case initialize = "init"
        case help
        case version
    }

    /// The commands a user types.
    static let commandNames = ["init", "generate", "outputs", "filelists", "import", "skeleton", "help"]

    /// Every option's long name, for "did you mean" (`ArgumentsTests` checks each is parsed and documented).
    public static let flagNames = [
        "--output", "--style", "--framework", "--access", "--indent", "--tests", "--stdout", "--check", "--force",
        "--prune", "--quiet", "--verbose", "--no-cache", "--depfile", "--output-list", "--options", "--spec-list",
        "--sandboxed", "--expect-outputs", "--inputs", "--outputs", "--srcroot", "--color", "--diagnostics-format",
        "--watch", "--header-path", "--declared", "--help",
    ]

    public var command: Command = .generate
    /// With `help`: the command whose help to show.
    public var helpTopic: Command?
    public var inputs: [String] = []
    public var output: String?
    public var overrides = OptionOverrides()
    public var toStdout = false
    public var check = false
    public var force = false
    public var prune = false
    public var quiet = false
    /// `-v`, `--verbose`: say on standard error which options files were read and what was written, left or
    /// removed, and why.
    public var verbose = false
    public var noCache = false
    public var depfile: String?
    public var outputList: String?
    /// `--options <file>`: the project options file every spec inherits, instead of the nearest `vmgen.options`.
    public var optionsFile: String?
    /// `--spec-list <file>`: specs named in an Xcode file list, besides those on the command line.
    public var specList: String?
    /// `--sandboxed`: touch only the files named (Xcode's user script sandboxing): no folder search, no options-file
    /// search, no cache, no temporary files.
    public var sandboxed = false
    /// `--expect-outputs <file>`: the Xcode file list that must declare exactly the files generated.
    public var expectedOutputs: String?
    /// `--header-path <path>` and `--declared <names>`: for a build system that runs one spec per action outside the
    /// source tree (Bazel); see `BuildSystemAction`.
    public var headerPath: String?
    public var declaredFiles: [String]?
    /// `vmgen filelists`: where to write the input and output file lists, and the folder `$(SRCROOT)` stands for.
    public var inputFileList: String?
    public var outputFileList: String?
    public var sourceRoot: String?
    /// `--color auto|always|never`: nil leaves it to the environment (`ColorChoice`).
    public var color: ColorChoice?
    /// `--diagnostics-format text|json|github`.
    public var diagnosticsFormat: DiagnosticsFormat = .text
    /// `generate --watch`: generate, then again whenever a spec or an options file changes, until interrupted.
    public var watch = false

    /// A usage error: the message, printed with the help of `command` (the overview when nil), exit code 64.
    public struct UsageError: Error, Equatable, Sendable {
        public var message: String
        public var command: Command?

        init(message: String, command: Command? = nil) {
            self.message = message
            self.command = command
        }
    }

    /// The overview, printed with usage errors outside a command.
    public static var usage: String { Usage.overview }

    /// Parses the arguments after the program name: a command first, then its arguments and options.
    public static func parse(_ arguments: [String]) throws -> Arguments {
        var result = Arguments()
        var remaining = arguments[...]
        switch remaining.popFirst() {
        case nil:
            // No arguments: the overview, as a usage error (exit 64), so a script that forgot its arguments fails.
            throw UsageError(message: "")
        case "-h"?, "--help"?, "help"?:
            result.command = .help
            if let topic = remaining.popFirst() {
                guard commandNames.contains(topic), let command = Command(rawValue: topic) else {
                    throw UsageError(message: "unknown command '\(topic)'" + suggestion(topic))
                }
                result.helpTopic = command
            }
            return result
        case "--version"?:
            result.command = .version
            return result
        case let first? where commandNames.contains(first):
            result.command = Command(rawValue: first)!
        case let first?:
            if first.hasPrefix("-") { throw UsageError(message: "unknown option '\(first)'; a command comes first") }
            throw UsageError(message: "unknown command '\(first)'" + suggestion(first))
        }
        let command = result.command
        func refuse(_ message: String) -> UsageError { UsageError(message: message, command: command) }
        func value(for flag: String) throws -> String {
            guard let next = remaining.popFirst(), !next.hasPrefix("-") || next == "-" else {
                throw refuse("option '\(flag)' needs a value")
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
            case "-h", "--help":
                result.helpTopic = command
                result.command = .help
                return result
            case "-o", "--output": result.output = try optionValue()
            case "--style", "--styles": result.overrides.styles = try parseStyles(try optionValue(), refuse)
            case "--framework":
                let name = try optionValue()
                guard let framework = Framework(rawValue: name) else {
                    throw refuse("unknown framework '\(name)'; expected \(list(Framework.allCases.map(\.rawValue)))")
                }
                result.overrides.framework = framework
            case "--access":
                let name = try optionValue()
                guard let access = AccessLevel(rawValue: name) else {
                    throw refuse("unknown access level '\(name)'; expected \(list(AccessLevel.allCases.map(\.rawValue)))")
                }
                result.overrides.access = access
            case "--indent":
                let text = try optionValue()
                guard let indentation = OptionResolver.parseIndentation(text) else {
                    throw refuse("invalid indent '\(text)'; use a number of spaces from 1 to 8, or 'tab'")
                }
                result.overrides.indentation = indentation
            case "--tests": result.overrides.testSupport = true
            case "--stdout": result.toStdout = true
            case "--check": result.check = true
            case "--force": result.force = true
            case "--prune": result.prune = true
            case "-q", "--quiet": result.quiet = true
            case "-v", "--verbose": result.verbose = true
            case "--no-cache": result.noCache = true
            case "--depfile": result.depfile = try optionValue()
            case "--output-list": result.outputList = try optionValue()
            case "--options": result.optionsFile = try optionValue()
            case "--spec-list": result.specList = try optionValue()
            case "--sandboxed": result.sandboxed = true
            case "--expect-outputs": result.expectedOutputs = try optionValue()
            case "--header-path": result.headerPath = try optionValue()
            case "--declared": result.declaredFiles = try BuildSystemAction.parseDeclared(try optionValue())
            case "--inputs": result.inputFileList = try optionValue()
            case "--outputs": result.outputFileList = try optionValue()
            case "--srcroot": result.sourceRoot = try optionValue()
            case "--color":
                let name = try optionValue()
                guard let choice = ColorChoice(rawValue: name) else {
                    throw refuse("unknown colour choice '\(name)'; expected \(list(ColorChoice.allCases.map(\.rawValue)))")
                }
                result.color = choice
            case "--diagnostics-format":
                let name = try optionValue()
                guard let format = DiagnosticsFormat(rawValue: name) else {
                    throw refuse("unknown diagnostics format '\(name)'; expected \(list(DiagnosticsFormat.allCases.map(\.rawValue)))")
                }
                result.diagnosticsFormat = format
            case "--watch": result.watch = true
            case "--":
                result.inputs += remaining
                remaining = []
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    let near = Suggestion.closest(to: flag, among: flagNames).map { "; did you mean '\($0)'?" } ?? ""
                    throw refuse("unknown option '\(argument)'" + near)
                }
                result.inputs.append(argument)
            }
        }
        try result.validate()
        return result
    }

    /// What each command needs, and the flags it does not take.
    private func validate() throws {
        func refuse(_ message: String) -> UsageError { UsageError(message: message, command: command) }
        let importToo = command == .import ? ["--stdout", "--force", "--quiet", "--check"]
            : command == .filelists ? ["--check", "--quiet", "--force"] : []
        let generateOnly = [
            ("--stdout", toStdout), ("--check", check), ("--force", force), ("--prune", prune), ("--quiet", quiet),
            ("--no-cache", noCache), ("--depfile", depfile != nil), ("--output-list", outputList != nil),
        ].filter { !importToo.contains($0.0) }
        if command == .import, let flag = [
            ("--style", overrides.styles != nil), ("--framework", overrides.framework != nil), ("--access", overrides.access != nil),
            ("--indent", overrides.indentation != nil), ("--options", optionsFile != nil), ("--spec-list", specList != nil),
            ("--tests", overrides.testSupport != nil),
        ].first(where: \.1) {
            throw refuse("'vmgen import' does not take '\(flag.0)': the imported spec takes them from the code")
        }
        if command != .generate, let flag = (generateOnly + [
            ("--sandboxed", sandboxed), ("--expect-outputs", expectedOutputs != nil),
            ("--header-path", headerPath != nil), ("--declared", declaredFiles != nil),
        ]).first(where: \.1) {
            throw refuse("'vmgen \(command.rawValue)' does not take '\(flag.0)'")
        }
        if command != .filelists, let flag = [
            ("--inputs", inputFileList), ("--outputs", outputFileList), ("--srcroot", sourceRoot),
        ].first(where: { $0.1 != nil }) {
            throw refuse("'vmgen \(command.rawValue)' does not take '\(flag.0)'")
        }
        if command == .skeleton && specList != nil { throw refuse("'vmgen skeleton' does not take '--spec-list'") }
        if watch {
            guard command == .generate else { throw refuse("'vmgen \(command.rawValue)' does not take '--watch'") }
            if let flag = [("--stdout", toStdout), ("--check", check), ("--sandboxed", sandboxed)].first(where: \.1) {
                throw refuse("'--watch' cannot be combined with '\(flag.0)': it writes files, again and again")
            }
        }
        let hasSpecs = !inputs.isEmpty || specList != nil
        switch command {
        case .skeleton:
            guard inputs.count == 1 else { throw refuse("'vmgen skeleton' takes one spec file") }
            if output != nil { throw refuse("'vmgen skeleton' does not take '--output': it prints, and never writes") }
        case .outputs:
            if !hasSpecs { throw refuse("no spec files or folders given") }
            if output == nil { throw refuse("missing '--output <folder>'") }
        case .filelists:
            if !hasSpecs { throw refuse("no spec files or folders given") }
            if output == nil { throw refuse("missing '--output <folder>'") }
            if inputFileList == nil || outputFileList == nil {
                throw refuse("'vmgen filelists' needs '--inputs <file>' and '--outputs <file>'")
            }
            if inputFileList == outputFileList { throw refuse("'--inputs' and '--outputs' name the same file") }
        case .generate:
            if !hasSpecs { throw refuse("no spec files or folders given") }
            if output == nil && !toStdout { throw refuse("missing '--output <folder>' (or '--stdout' to print the code)") }
            if toStdout && (check || prune || depfile != nil || outputList != nil) {
                throw refuse("'--stdout' cannot be combined with --check, --prune, --depfile or --output-list")
            }
            if sandboxed, let flag = [
                ("--prune", prune), ("--depfile", depfile != nil), ("--output-list", outputList != nil),
            ].first(where: \.1) {
                throw refuse("'--sandboxed' cannot be combined with '\(flag.0)': it writes only the generated files")
            }
            try BuildSystemAction.validate(self)
        case .import:
            if inputs.isEmpty { throw refuse("no Swift files or folders given") }
            if (output == nil) == !toStdout { throw refuse("give either '--output <folder>' or '--stdout'") }
            if check && toStdout { throw refuse("'--check' compares with the specs in '--output <folder>'") }
        case .help, .version, .initialize:
            break
        }
    }

    /// `; did you mean 'generate'?`, or how to generate from a path given without a command.
    private static func suggestion(_ word: String) -> String {
        if let command = Suggestion.closest(to: word, among: commandNames)
            ?? Optional(commandNames.filter { $0.hasPrefix(word.lowercased()) && !word.isEmpty }).flatMap({ $0.count == 1 ? $0[0] : nil }) {
            return "; did you mean '\(command)'?"
        }
        if word.hasSuffix(".vmspec") || word.contains("/") { return "; to generate from it, run 'vmgen generate \(word) ...'" }
        return "; the commands are " + list(commandNames)
    }

    private static func parseStyles(_ text: String, _ refuse: (String) -> UsageError) throws -> StyleSelection {
        var selection = StyleSelection()
        for name in text.split(separator: ",").map({ String($0).trimmingCharacters(in: " ") }) {
            if name == "all" {
                selection.includesAll = true
            } else if let style = Style(rawValue: name) {
                if !selection.styles.contains(style) { selection.styles.append(style) }
            } else {
                throw refuse("unknown style '\(name)'; expected \(list(Style.allCases.map(\.rawValue) + ["all"]))")
            }
        }
        if !selection.includesAll && selection.styles.isEmpty { throw refuse("option '--style' needs at least one style") }
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
