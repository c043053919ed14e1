/// One file vmgen produces: where it goes, relative to the output folder, and its contents.
public struct OutputFile: Hashable, Sendable {
    public var relativePath: String
    public var contents: String

    public init(relativePath: String, contents: String) {
        self.relativePath = relativePath
        self.contents = contents
    }
}

/// A spec file's text and the path to show for it in diagnostics and headers.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The whole pipeline in memory: spec texts in, generated files and diagnostics out. No disk access.
public enum Generator {
    /// The result of generating a set of specs.
    public struct Result: Sendable {
        public var files: [OutputFile]
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Parses and validates one spec.
    public static func resolve(_ source: SpecSource, overrides: OptionOverrides = OptionOverrides())
        -> (resolved: ResolvedSpec?, diagnostics: [Diagnostic])
    {
        let (spec, parseDiagnostics) = SpecParser.parse(source.bytes, path: source.path)
        let (resolved, validationDiagnostics) = SpecValidator.validate(spec, overrides: overrides)
        let diagnostics = mergeSorted(parseDiagnostics, validationDiagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : resolved, diagnostics)
    }

    /// Renders one view model in one style.
    public static func render(_ viewModel: ViewModel, style: Style, options: GenerationOptions) -> OutputFile {
        let context = RenderContext(viewModel: viewModel, options: options, style: style)
        return OutputFile(relativePath: fileName(viewModel.name, style), contents: style.renderer.render(context))
    }

    /// `LoginViewModel.triplet.swift`
    public static func fileName(_ viewModelName: String, _ style: Style) -> String {
        "\(viewModelName).\(style.name).swift"
    }

    /// Generates every view model of every spec in every requested style, after checking that no two view models
    /// across the specs declare the same top-level name or output file. Files come out in a stable order.
    public static func generate(_ sources: [SpecSource], overrides: OptionOverrides = OptionOverrides()) -> Result {
        var diagnostics: [Diagnostic] = []
        var resolvedSpecs: [ResolvedSpec] = []
        for source in sources {
            let (resolved, specDiagnostics) = resolve(source, overrides: overrides)
            diagnostics += specDiagnostics
            if let resolved { resolvedSpecs.append(resolved) }
        }
        diagnostics += crossSpecCollisions(resolvedSpecs)
        if diagnostics.contains(where: { $0.severity == .error }) { return Result(files: [], diagnostics: diagnostics) }
        var files: [OutputFile] = []
        for spec in resolvedSpecs {
            for (viewModel, _) in spec.viewModels {
                for style in spec.options.styles {
                    files.append(render(viewModel, style: style, options: spec.options))
                }
            }
        }
        return Result(files: files, diagnostics: diagnostics)
    }

    /// Top-level declarations and output files that two view models would both produce.
    static func crossSpecCollisions(_ specs: [ResolvedSpec]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var declared: [String: (owner: String, path: String, location: SourceLocation)] = [:]
        var files: [String: (owner: String, path: String, location: SourceLocation)] = [:]
        for spec in specs {
            for (viewModel, location) in spec.viewModels {
                var names = [viewModel.name, viewModel.name + "Logic"]
                if spec.options.styles.contains(.triplet) {
                    names += ["Inputs", "Outputs", "Type"].map { viewModel.name + $0 }
                }
                if spec.options.styles.contains(.function) { names.append(Identifier.lowerCamel(viewModel.name)) }
                var reported = false
                for name in names {
                    if let previous = declared[name], previous.owner != viewModel.name || previous.path != spec.path {
                        if !reported {
                            diagnostics.append(Diagnostic(
                                .error, path: spec.path, at: location,
                                "view model '\(viewModel.name)' generates '\(name)', which view model '\(previous.owner)'"
                                    + " at \(previous.path):\(previous.location.line):\(previous.location.column)"
                                    + " also generates; rename one of them"))
                        }
                        reported = true
                    } else if declared[name] == nil {
                        declared[name] = (viewModel.name, spec.path, location)
                    }
                }
                // Case-insensitive file systems (macOS by default) would merge files differing only in case.
                for style in spec.options.styles where !reported {
                    let file = fileName(viewModel.name, style).lowercased()
                    if let previous = files[file] {
                        diagnostics.append(Diagnostic(
                            .error, path: spec.path, at: location,
                            "view model '\(viewModel.name)' would write '\(fileName(viewModel.name, style))', which"
                                + " differs only in case from the file of '\(previous.owner)' at"
                                + " \(previous.path):\(previous.location.line):\(previous.location.column)"))
                        reported = true
                    } else {
                        files[file] = (viewModel.name, spec.path, location)
                    }
                }
            }
        }
        return diagnostics
    }

    private static func mergeSorted(_ a: [Diagnostic], _ b: [Diagnostic]) -> [Diagnostic] {
        (a + b).enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
