import VMGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `vmgen init`: starts vmgen in a project, in the folder it runs in (the project's root). It writes the project's
/// `vmgen.options`, a first spec, the build step asked for (`vmgen.mk` and a `Makefile` that includes it, or the
/// Xcode script and its two file lists) and a `.gitignore`, then prints the next steps as commands to run.
///
/// vmgen owns the files it writes and nothing else: it refuses to write over any file that is already there (each
/// named, nothing written), and never edits a `Makefile` or `.gitignore` of the project: it prints the lines to add.
struct InitCommand {
    enum Build: String, CaseIterable { case make, xcode, none }

    /// The answers to `vmgen init`'s questions, from its flags.
    struct Choices {
        var specs = "Specs"
        var output = "Generated/ViewModels"
        var framework: Framework?
        var styles: String?
        var build = Build.make
    }

    /// One file init writes, and its mode.
    struct PlannedFile {
        var path: String
        var contents: String
        var executable = false
    }

    static let gitignoreLine = ".vmgen/"
    static let inputList = "vmgen-inputs.xcfilelist"
    static let outputList = "vmgen-outputs.xcfilelist"
    static let xcodeScript = "Tools/vmgen-xcode.sh"

    let choices: Choices
    let console: CommandLineTool.Console

    /// Parses the flags after `init` and runs it: 0, 1 (a refusal, nothing written) or 64 (a usage error).
    static func run(_ arguments: [String], console: CommandLineTool.Console) -> Int32 {
        do {
            guard let choices = try parse(arguments) else {
                console.out(Usage.initializing + "\n")
                return 0
            }
            return InitCommand(choices: choices, console: console).execute()
        } catch let error as Arguments.UsageError {
            console.err(Usage.error(error))
            return 64
        } catch {
            return 64
        }
    }

    /// The choices, or nil for `--help`.
    static func parse(_ arguments: [String]) throws -> Choices? {
        func refuse(_ message: String) -> Arguments.UsageError { .init(message: message, command: .initialize) }
        var choices = Choices()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inline { return inline }
                guard let next = remaining.popFirst(), !next.hasPrefix("-") else {
                    throw refuse("option '\(flag)' needs a value")
                }
                return next
            }
            switch flag {
            case "-h", "--help": return nil
            case "--specs": choices.specs = try folder(try value(), flag, refuse)
            case "-o", "--output": choices.output = try folder(try value(), flag, refuse)
            case "--framework":
                let name = try value()
                guard let framework = Framework(rawValue: name) else {
                    throw refuse("unknown framework '\(name)'; expected \(quoted(Framework.allCases.map(\.rawValue)))")
                }
                choices.framework = framework
            case "--style", "--styles":
                let text = try value()
                let names = text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }
                let known = Style.allCases.map(\.rawValue) + ["all"]
                guard !names.isEmpty, names.allSatisfy(known.contains) else {
                    throw refuse("unknown style in '\(text)'; expected \(quoted(known))")
                }
                choices.styles = names.joined(separator: ", ")
            case "--build":
                let name = try value()
                guard let build = Build(rawValue: name) else {
                    throw refuse("unknown build '\(name)'; expected 'make', 'xcode' or 'none'")
                }
                choices.build = build
            default:
                let near = Suggestion.closest(to: flag, among: flagNames).map { "; did you mean '\($0)'?" } ?? ""
                throw refuse(argument.hasPrefix("-")
                    ? "unknown option '\(argument)'" + near : "'vmgen init' takes no arguments, only options")
            }
        }
        if choices.specs == choices.output { throw refuse("'--specs' and '--output' name the same folder") }
        return choices
    }

    /// The options `init` takes, for "did you mean".
    static let flagNames = ["--specs", "--output", "--framework", "--style", "--build", "--help"]

    private static func quoted(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// A folder inside the project: relative, without `..`, and plain enough for make, the shell and Xcode's lists.
    private static func folder(
        _ path: String, _ flag: String, _ refuse: (String) -> Arguments.UsageError
    ) throws -> String {
        var path = path
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        while path.hasPrefix("./") { path.removeFirst(2) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path == "." || path.hasPrefix("/") || parts.contains("..") || parts.contains("") {
            throw refuse("'\(flag)' takes a folder inside the project, relative to it, such as 'Specs'; not '\(path)'")
        }
        if let character = path.first(where: { !($0.isLetter || $0.isNumber || "-_./+@".contains($0)) }) {
            throw refuse("'\(flag)' '\(path)' holds '\(character)', which make, the shell or Xcode's file lists would"
                + " read as code; use letters, digits and - _ . + @")
        }
        return path
    }

    // MARK: What it writes

    var spec: String { choices.specs + "/SayHello.vmspec" }
    var logic: String { choices.specs + "/SayHelloViewModel+Logic.swift" }
    var framework: Framework { choices.framework ?? .rxswift }

    /// The lines a Makefile needs to run the step before its build.
    var makeLines: [String] {
        [
            "VMGEN_SPECS  = $(shell find \(choices.specs) -name '*.vmspec')",
            "VMGEN_OUTPUT = \(choices.output)",
            "include vmgen.mk",
        ]
    }

    func plan(makefileExists: Bool, gitignoreExists: Bool) -> [PlannedFile] {
        var options = """
            # The options every spec in this project inherits: the nearest vmgen.options in a spec's folder or above
            # it wins, a spec's own 'options:' block and vmgen's flags override it (keys: docs/spec-reference.md).
            options:
              framework: \(framework.rawValue)

            """
        if let styles = choices.styles { options += "  styles: \(styles)\n" }
        var files = [
            PlannedFile(path: ProjectOptionsFiles.fileName, contents: options),
            PlannedFile(path: spec, contents: """
                # A first view model, to see vmgen work end to end: edit it, or delete it once yours are here.
                /// Greets the user by the name typed, when they validate.
                viewmodel SayHelloViewModel:
                  inputs:
                    /// The name typed so far.
                    - @latest name(_ name: String)
                    /// The validate button was tapped.
                    - validate
                  outputs:
                    /// "Hello <name>", after each validation.
                    - greeting: String = ""

                """),
        ]
        switch choices.build {
        case .make:
            files.append(PlannedFile(path: "vmgen.mk", contents: EmbeddedTemplates.makeFragment))
            if !makefileExists {
                files.append(PlannedFile(path: "Makefile", contents: """
                    # Written by 'vmgen init'. 'make' regenerates the view models when a spec changed; make your build
                    # depend on the 'vmgen' target. VMGEN is the vmgen binary (default: vmgen on PATH).
                    all: vmgen
                    .PHONY: all

                    \(makeLines.joined(separator: "\n"))

                    """))
            }
        case .xcode:
            files.append(PlannedFile(path: Self.xcodeScript, contents: EmbeddedTemplates.xcodeScript, executable: true))
        case .none:
            break
        }
        if !gitignoreExists {
            files.append(PlannedFile(path: ".gitignore", contents: """
                # vmgen's state in each folder of generated code: its record of what it wrote, its cache, make's lists.
                \(Self.gitignoreLine)

                """))
        }
        return files
    }

    // MARK: Running

    func execute() -> Int32 {
        // The names GNU make reads, in its order: with any of them, the project has a Makefile of its own.
        let makefileExists = ["GNUmakefile", "makefile", "Makefile"].contains { FileSystem.kind($0) != .missing }
        let gitignore = (try? FileSystem.readIfPresent(".gitignore")) ?? nil
        let gitignoreExists = gitignore != nil || FileSystem.kind(".gitignore") != .missing
        var files = plan(makefileExists: makefileExists, gitignoreExists: gitignoreExists)
        var targets = files.map(\.path)
        if choices.build == .xcode { targets += [Self.inputList, Self.outputList] }
        // Nothing is written unless every file can be.
        let existing = targets.filter { FileSystem.kind($0) != .missing || FileSystem.isSymbolicLink($0) }
        if !existing.isEmpty {
            for path in existing { fail("'\(path)' exists; 'vmgen init' writes no file that is already there") }
            console.err("vmgen: nothing written: 'vmgen init' starts a project once; move"
                + " \(existing.count == 1 ? "it" : "them") away to start again\n")
            return 1
        }
        var written: [String] = []
        var createdFolders: [String] = []
        func rollBack() {
            for path in written.reversed() { try? FileSystem.remove(path) }
            for folder in createdFolders.reversed() { FileSystem.removeEmptyDirectory(folder) }
        }
        do {
            for file in files {
                try createFolders(for: file.path, created: &createdFolders)
                try Self.create(Array(file.contents.utf8), at: file.path)
                written.append(file.path)
                if file.executable && chmod(file.path, 0o755) != 0 {
                    throw FileSystem.Failure(
                        description: "cannot make '\(file.path)' executable: \(FileSystem.errorText(errno))")
                }
            }
        } catch {
            fail("\(error)")
            rollBack()
            return 1
        }
        if choices.build == .xcode {
            // The same code as 'vmgen filelists', on the files just written.
            if Run(arguments: fileListArguments, console: console).execute() != 0 {
                // Neither list was there before (checked above): whatever the command wrote goes too.
                written += [Self.inputList, Self.outputList]
                rollBack()
                console.err("vmgen: nothing written\n")
                return 1
            }
            files += [PlannedFile(path: Self.inputList, contents: ""), PlannedFile(path: Self.outputList, contents: "")]
        }
        console.out("vmgen: created " + files.map(\.path).joined(separator: ", ") + "\n\n" + nextSteps(
            makefileExists: makefileExists,
            gitignoreNeedsLine: gitignore.map { !Self.lists(Self.gitignoreLine, in: $0) } ?? false))
        return 0
    }

    private func fail(_ message: String) {
        console.err("vmgen: error: \(message)\n")
    }

    /// Writes a new file whole, never over one that appeared since the check: the complete temporary file is linked
    /// to its name, which fails when the name is taken (a rename would replace it); where the file system has no
    /// hard links, it is renamed after a last look.
    static func create(_ bytes: [UInt8], at path: String) throws {
        let temporary = try FileSystem.writeTemporary(bytes, for: path)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 { return }
        let code = errno
        if code == EEXIST {
            throw FileSystem.Failure(description: "'\(path)' appeared while vmgen init ran; it is left as it is")
        }
        guard [EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK].contains(code), FileSystem.kind(path) == .missing else {
            throw FileSystem.Failure(description: "cannot write '\(path)': \(FileSystem.errorText(code))")
        }
        try FileSystem.commit(temporary, to: path)
    }

    /// Creates the folders above `path` that are missing, noting each for a roll-back.
    private func createFolders(for path: String, created: inout [String]) throws {
        var missing: [String] = []
        var folder = FileSystem.directoryName(path)
        while !folder.isEmpty && FileSystem.kind(folder) == .missing {
            missing.append(folder)
            folder = FileSystem.directoryName(folder)
        }
        for folder in missing.reversed() {
            try FileSystem.createDirectories(folder)
            created.append(folder)
        }
    }

    /// `vmgen filelists <specs> --output <output> --inputs vmgen-inputs.xcfilelist --outputs vmgen-outputs.xcfilelist`.
    var fileListArguments: Arguments {
        var arguments = Arguments()
        arguments.command = .filelists
        arguments.inputs = [choices.specs]
        arguments.output = choices.output
        arguments.inputFileList = Self.inputList
        arguments.outputFileList = Self.outputList
        arguments.quiet = true
        return arguments
    }

    var fileListCommand: String {
        "vmgen filelists \(choices.specs) --output \(choices.output)"
            + " --inputs \(Self.inputList) --outputs \(Self.outputList)"
    }

    /// Whether a `.gitignore` already ignores vmgen's folders with this line.
    static func lists(_ line: String, in bytes: [UInt8]) -> Bool {
        let names = [line, String(line.dropLast()), "**/" + line, "**/" + String(line.dropLast())]
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
            .contains { names.contains(String($0).trimmingCharacters(in: " ")) }
    }
}
