/// The help texts: one overview, and one page per command (`vmgen help <command>`, `vmgen <command> --help`).
enum Usage {
    static let overview = """
        OVERVIEW: Generate Inputs/Outputs view models from .vmspec files.

        USAGE: vmgen generate <spec-or-folder> ... --output <folder> [<options>]
               vmgen outputs <spec-or-folder> ... --output <folder> [<options>]
               vmgen filelists <spec-or-folder> ... --output <folder> --inputs <file> --outputs <file>
               vmgen import <swift-file-or-folder> ... (--output <folder> | --stdout)
               vmgen skeleton <spec> [--framework <name>] [--style <style>] [--tests]
               vmgen help [<command>] | --version

        COMMANDS:
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

    static let specArguments = """
        ARGUMENTS:
          <spec-or-folder>        A .vmspec file, or a folder searched recursively for them.
          --spec-list <file>      Specs named in an Xcode file list (.xcfilelist), besides those above.
        """

    static let optionOverrides = """
          --options <file>        The project options file every spec inherits (default: the nearest
                                  vmgen.options in the spec's folder or above it, up to the repository's root).
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
          --force                 Overwrite files at output paths even when vmgen did not write them.
          --prune                 Delete files vmgen generated earlier that no view model produces any more.
          --depfile <path>        Write a make-style depfile: the outputs, then the specs they come from.
          --output-list <path>    Write the generated files' paths, one per line (for Xcode's output file lists).
          --no-cache              Neither use nor write the output folder's .vmgen-cache.
          --sandboxed             Touch only the files named, for Xcode's user script sandboxing: read only the
                                  specs given (no folder search; --options for an options file), write only the
                                  generated files, in place (no cache, no temporary files).
          --expect-outputs <file> Fail unless this Xcode file list declares exactly the files generated.
          --header-path <path>    Name the spec so in generated headers, instead of by its path from the output
                                  folder (one spec; for Bazel, which writes outside the source tree).
          --declared <names>      Fail unless the spec generates exactly these files (comma-separated).
          -q, --quiet             Print only diagnostics.
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
          -h, --help              Show this help.

        Exit status: 0 success (warnings included), 1 errors, 64 usage error.
        """

    static let skeleton = """
        OVERVIEW: Print a starting point for the hand-written logic file of each view model in a spec, for its
        framework and first style. vmgen never writes that file.

        USAGE: vmgen skeleton <spec> [<options>]

        OPTIONS:
        \(optionOverrides)
          -h, --help              Show this help.
        """

    /// The help page of `command`.
    static func page(_ command: Arguments.Command?) -> String {
        switch command {
        case .generate?: return generate
        case .outputs?: return outputs
        case .filelists?: return filelists
        case .import?: return importing
        case .skeleton?: return skeleton
        default: return overview
        }
    }
}
