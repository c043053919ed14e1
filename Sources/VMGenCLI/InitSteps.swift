import VMGenCore

/// What `vmgen init` prints once it wrote the project's files: numbered steps, each command to run on a line of
/// its own after `$ `, to be run as printed, in order, from the folder init ran in.
extension InitCommand {
    func nextSteps(makefileExists: Bool, gitignoreNeedsLine: Bool) -> String {
        var steps: [[String]] = []
        let generate = "vmgen generate \(choices.specs) --output \(choices.output)"
        switch choices.build {
        case .make where makefileExists:
            let lines = (makeLines + ["build: vmgen"]).map { "    " + $0 }
            steps.append(["Add these lines to your Makefile (vmgen never edits it), and make your build depend on vmgen:"]
                + lines + [
                    "then generate the view models (make does it again whenever a spec changed, and otherwise nothing):",
                    "$ make vmgen",
                ])
        case .make:
            steps.append([
                "Generate the view models (make does it again whenever a spec changed, and otherwise nothing):",
                "$ make",
            ])
        case .xcode:
            steps.append([
                "Generate the view models now (the Xcode phase of step 4 does it before every build):",
                "$ " + generate,
            ])
        case .none:
            steps.append(["Generate the view models (again whenever a spec changed):", "$ " + generate])
        }
        steps.append([
            "Write the logic of SayHelloViewModel, once, from its skeleton (fill its placeholders; vmgen never writes it):",
            "$ vmgen skeleton \(spec) > \(logic)",
        ])
        steps.append([
            "Add the folder \(choices.output) and \(logic) to your app target" + dependency + ";",
            "then describe your own view models in \(choices.specs) (docs/spec-reference.md).",
        ])
        if choices.build == .xcode {
            steps.append([
                "In Xcode, add a Run Script phase to the app target, before Compile Sources:",
                "    Shell:              /bin/sh",
                "    Script:             \"${SRCROOT}/\(Self.xcodeScript)\"",
                "    Input File Lists:   $(SRCROOT)/\(Self.inputList)",
                "    Output File Lists:  $(SRCROOT)/\(Self.outputList)",
                "    Build settings:     VMGEN_OUTPUT = \(choices.output), VMGEN = the path of vmgen",
                "and whenever a spec is added, renamed or removed, write the lists again and commit them:",
                "$ " + fileListCommand,
            ])
        }
        if gitignoreNeedsLine {
            steps.append([
                "Add this line to your .gitignore (vmgen never edits it): vmgen's state in each output folder:",
                "    " + Self.gitignoreLine,
            ])
        }
        var text = "Next steps:\n"
        for (number, step) in steps.enumerated() {
            for (index, line) in step.enumerated() {
                let prefix = index == 0 ? "  \(number + 1). " : line.hasPrefix("$ ") ? "       " : "     "
                text += prefix + line + "\n"
            }
        }
        return text
    }

    /// What the target links for the framework, if anything.
    private var dependency: String {
        switch framework {
        case .rxswift: return " (it links RxSwift)"
        case .rxcocoa: return " (it links RxSwift and RxCocoa)"
        case .reactiveswift: return " (it links ReactiveSwift)"
        case .combine, .closures, .async: return ""
        }
    }
}
