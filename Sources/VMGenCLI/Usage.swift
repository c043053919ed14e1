/// The help texts: one overview, and one page per command (`vmgen help <command>`, `vmgen <command> --help`).
enum Usage {
    static let overview = """
        OVERVIEW: Generate Inputs/Outputs view models from .vmspec files.

        USAGE: vmgen generate <spec-or-folder> ... --output <folder> [<options>]
               vmgen init [--specs <folder>] [--output <folder>] [--build make|xcode|none] [<options>]
               vmgen outputs <spec-or-folder> ... --output <folder> [<options>]
               vmgen filelists <spec-or-folder> ... --output <folder> --inputs <file> --outputs <file>
               vmgen import <swift-file-or-folder> ... (--output <folder> | --stdout)
               vmgen skeleton <spec> [--framework <name>] [--style <style>] [--tests]
               vmgen help [<command>] | --version

        COMMANDS:
          init                    Start vmgen in a project: its options, a first spec, the build step, the
                                  .gitignore line; then print the next steps.
          generate                Write (or check) the generated view models.
          outputs                 Print the paths generate would write, one per line, and write nothing.
          filelists               Write the Xcode input and output file lists of a Run Script phase.
          import                  Write specs for hand-written view models, in any style.
          skeleton                Print a starting point for the hand-written logic file of each view model,
                                  or with --tests for its tests (vmgen never writes either).
          help                    Show this help, or a command's.

        See 'vmgen help <command>' for a command's options.
        Exit status: 0 success, 1 diagnostics or stale output, 64 usage error.
        """

    /// How a command prints, on every command.
    static let printing = """
          --diagnostics-format <format>
                                  text (path:line:col: error: ..., as the compiler prints), json (one object a
                                  line: severity, path, line, column, message, notes) or github (GitHub Actions
                                  annotations).
          --color <when>          auto (on a terminal; FORCE_COLOR forces it, NO_COLOR or TERM=dumb turn it off),
                                  always or never.
        """

    static let specArguments = """
        ARGUMENTS:
          <spec-or-folder>        A .vmspec file, or a folder searched recursively for them.
          --spec-list <file>      Specs named in an Xcode file list (.xcfilelist), besides those above.
        """

    static let optionOverrides = """
          --options <file>        The project options file every spec inherits (default: the nearest
                                  vmgen.options in the spec's folder or above it, up to the first folder holding
                                  .git or .vmgen-root; without either, up to the folder vmgen runs in).
          --style <styles>        triplet, subject, transform, function, constructor, observable, published,
                                  or all (the first four that the framework supports); comma-separated.
          --framework <name>      rxswift, rxcocoa, reactiveswift, combine, closures or async.
          --access <level>        internal, public or package.
          --indent <n|tab>        Spaces per indentation level (1-8), or tab.
          --tests                 Test support instead of view models: a probe for logic tests and a fake for
                                  view tests per view model and style (<Name>.<style>.testing.swift), for the
                                  test target; with skeleton, a starting point for the view model's tests.
        """

    static let generate = """
        OVERVIEW: Write (or check) the generated view models: one file per view model per style.

        USAGE: vmgen generate <spec-or-folder> ... --output <folder> [<options>]

        \(specArguments)

        OPTIONS:
          -o, --output <folder>   Where generated files go.
        \(optionOverrides)
          --stdout                Print the generated code instead of writing files.
          --check                 Write nothing; exit 1 and list the files that are stale or missing.
          --force                 Overwrite files at output paths (and side files) even when nothing shows that
                                  vmgen wrote them; never makes --prune delete one.
          --prune                 Delete files vmgen generated earlier that no view model produces any more: only
                                  those the output folder's record lists, unchanged since vmgen wrote them.
          --depfile <path>        Write a make-style depfile: the outputs, then the specs they come from.
          --output-list <path>    Write the generated files' paths, one per line (for Xcode's output file lists).
          --no-cache              Render every spec: skip none by the output folder's .vmgen/cache (which still
                                  keeps the folder's record of what vmgen wrote).
          --sandboxed             Touch only the files named, for Xcode's user script sandboxing: read only the
                                  specs given (no folder search; --options for an options file), write only the
                                  generated files, in place (no cache, no temporary files).
          --expect-outputs <file> Fail unless this Xcode file list declares exactly the files generated.
          --watch                 Generate, then again whenever a spec or an options file changes (polled twice a
                                  second), until interrupted.
          --header-path <path>    Name the spec so in generated headers, instead of by its path from the output
                                  folder (one spec; for Bazel, which writes outside the source tree).
          --declared <names>      Fail unless the spec generates exactly these files (comma-separated).
          -q, --quiet             Print only diagnostics.
          -v, --verbose           Say on standard error which options files were read, and what was written, left
                                  or removed, and why.
        \(printing)
          -h, --help              Show this help.

        Options given here override the spec file's own 'options:' block.
        Exit status: 0 success, 1 diagnostics or stale output, 64 usage error.
        """

    static let outputs = """
        OVERVIEW: Print the paths of the files 'vmgen generate' would write with the same arguments, one per line,
        without writing anything: for build systems that declare a step's outputs.

        USAGE: vmgen outputs <spec-or-folder> ... --output <folder> [<options>]

        \(specArguments)

        OPTIONS:
          -o, --output <folder>   The folder generate would write into.
        \(optionOverrides)
          -v, --verbose           Say on standard error which options files were read.
        \(printing)
          -h, --help              Show this help.

        Exit status: 0 success, 1 diagnostics, 64 usage error.
        """

    static let filelists = """
        OVERVIEW: Write the input and output file lists (.xcfilelist) of an Xcode Run Script phase that runs
        'vmgen generate --sandboxed': the specs and options files it reads, and the files it writes. Run it when
        specs are added, renamed or removed, and commit the lists.

        USAGE: vmgen filelists <spec-or-folder> ... --output <folder> --inputs <file> --outputs <file> [<options>]

        \(specArguments)

        OPTIONS:
          -o, --output <folder>   The folder generate writes into.
          --inputs <file>         The input file list to write: the specs, and the options files they inherit.
          --outputs <file>        The output file list to write: the generated files.
          --srcroot <folder>      The folder $(SRCROOT) stands for (default: the current folder).
          --check                 Write nothing; exit 1 when a list is not what this command would write (for CI:
                                  a sandboxed build cannot see a spec or options file added since).
        \(optionOverrides)
          -v, --verbose           Say on standard error which options files were read.
        \(printing)
          -h, --help              Show this help.
        """

    static let importing = """
        OVERVIEW: Read hand-written view models (the protocol triplet, Input/Output structs with transform(input:) or
        input/output, a function of streams) and write one spec per Swift file, so that 'vmgen generate' reproduces
        their public surface. What cannot be carried over is a warning naming the member and why, and a
        '# not imported' line in the spec.

        USAGE: vmgen import <swift-file-or-folder> ... (--output <folder> | --stdout) [<options>]

        ARGUMENTS:
          <swift-file-or-folder>  A .swift file, or a folder searched recursively for them.

        OPTIONS:
          -o, --output <folder>   Where the specs go: <SwiftFileName>.vmspec for each file with a view model.
          --stdout                Print the specs instead of writing them.
          --check                 Write nothing; exit 1 unless each spec already in --output generates the same
                                  protocols as the Swift file (to migrate one view model at a time under CI).
          --force                 Overwrite a spec at an output path even when vmgen did not import it.
          -q, --quiet             Print only diagnostics.
          -v, --verbose           Say on standard error which options files were read, and what was written, left
                                  or removed, and why.
        \(printing)
          -h, --help              Show this help.

        Exit status: 0 success (warnings included), 1 errors, 64 usage error.
        """

    static let skeleton = """
        OVERVIEW: Print a starting point for the hand-written logic file of each view model in a spec, for its
        framework and first style. vmgen never writes that file.

        USAGE: vmgen skeleton <spec> [<options>]

        OPTIONS:
        \(optionOverrides)
          -v, --verbose           Say on standard error which options files were read.
        \(printing)
          -h, --help              Show this help.
        """

    static let initializing = """
        OVERVIEW: Start vmgen in a project, from its root folder: write vmgen.options, a first spec (SayHello), the
        build step and a .gitignore, then print the next steps. Refuses to write over any file that is already
        there (nothing is written then); never edits a Makefile or .gitignore: prints the lines to add instead.

        USAGE: vmgen init [<options>]

        OPTIONS:
          --specs <folder>        Where the specs go, and the first one (default: Specs).
          -o, --output <folder>   Where generated files go (default: Generated/ViewModels).
          --framework <name>      The project's framework, in vmgen.options (default: rxswift): rxswift, rxcocoa,
                                  reactiveswift, combine, closures or async.
          --style <styles>        The project's styles, in vmgen.options (default: none written: the framework's).
          --build <kind>          make: vmgen.mk, and a Makefile that includes it unless there is one (default);
                                  xcode: Tools/vmgen-xcode.sh and the phase's file lists (vmgen-inputs.xcfilelist,
                                  vmgen-outputs.xcfilelist); none: neither.
          -h, --help              Show this help.

        Exit status: 0 success, 1 a file already there (nothing written), 64 usage error.
        """

    /// A usage error as printed: the message, the command's usage, and where its help is; with no arguments at all,
    /// the overview.
    static func error(_ error: Arguments.UsageError) -> String {
        if error.message.isEmpty { return overview + "\n" }
        let lines = page(error.command).split(separator: "\n", omittingEmptySubsequences: false)
        let usage = lines.drop { !$0.hasPrefix("USAGE: ") }.prefix { !$0.isEmpty }
        let help = error.command.map { "vmgen help \($0.rawValue)" } ?? "vmgen help"
        return "vmgen: error: \(error.message)\n" + usage.joined(separator: "\n")
            + "\nSee '\(help)' for \(error.command == nil ? "the commands" : "its options").\n"
    }

    /// The help page of `command`.
    static func page(_ command: Arguments.Command?) -> String {
        switch command {
        case .generate?: return generate
        case .outputs?: return outputs
        case .filelists?: return filelists
        case .import?: return importing
        case .skeleton?: return skeleton
        case .initialize?: return initializing
        default: return overview
        }
    }
}
