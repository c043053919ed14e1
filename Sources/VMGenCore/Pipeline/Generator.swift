/// One file vmgen produces: where it goes, relative to the output folder, and its contents.
public struct OutputFile: Hashable, Sendable {
    public var relativePath: String
    /// The file's UTF-8 bytes, exactly as they are written.
    public var bytes: [UInt8]

    public init(relativePath: String, bytes: [UInt8]) {
        self.relativePath = relativePath
        self.bytes = bytes
    }

    /// The file's text.
    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// A spec file's text, the path to show for it in diagnostics, and the name its generated files' headers give it.
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// How the generated header names the spec. The command line gives the spec's path relative to the output
    /// folder (`../../Specs/Login.vmspec`), so the same spec gives the same bytes wherever vmgen runs.
    public var headerName: String
    /// The spec's path relative to the project's root, which the generated `#sourceLocation` directives name so that
    /// the compiler reports an error in the spec's text at the spec's line; nil writes none.
    public var locationPath: String?

    public init(path: String, bytes: [UInt8], headerName: String? = nil, locationPath: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.headerName = headerName ?? path
        self.locationPath = locationPath
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

    /// Parses and validates one spec, on top of the project's options (`defaults`, from `vmgen.options`).
    public static func resolve(
        _ source: SpecSource, defaults: OptionOverrides = OptionOverrides(), overrides: OptionOverrides = OptionOverrides()
    ) -> (resolved: ResolvedSpec?, diagnostics: [Diagnostic]) {
        let (spec, parseDiagnostics) = SpecParser.parse(source.bytes, path: source.path)
        let (validated, validationDiagnostics) = SpecValidator.validate(spec, defaults: defaults, overrides: overrides)
        var diagnostics = mergeSorted(parseDiagnostics, validationDiagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        var resolved = validated
        if !failed, let file = source.locationPath, resolved.options.sourceLocations {
            for index in resolved.viewModels.indices {
                let name = resolved.viewModels[index].viewModel.name
                guard let declaration = spec.viewModels.first(where: { $0.name.value == name }) else { continue }
                resolved.viewModels[index].viewModel.sourceFile = file
                resolved.viewModels[index].viewModel.sourceOrigins = SourceLocations.origins(of: declaration)
            }
        }
        if !failed && spec.viewModels.isEmpty {
            diagnostics.insert(Diagnostic(
                .warning, path: source.path, at: SourceLocation(line: 1, column: 1),
                "the spec declares no view model, so nothing is generated from it",
                notes: [.init("a view model starts with 'viewmodel <Name>:' at the beginning of a line")]), at: 0)
        }
        return (failed ? nil : resolved, diagnostics)
    }

    /// Renders one view model in each of `styles`.
    public static func render(_ viewModel: ViewModel, styles: [Style], options: GenerationOptions) -> [OutputFile] {
        let shared = RenderContext.Shared(viewModel: viewModel, options: options)
        // The rendered bytes are handed on, not copied, so that the directives go into their own buffer.
        func annotated(_ bytes: consuming [UInt8]) -> [UInt8] {
            guard let file = viewModel.sourceFile, !viewModel.sourceTable.isEmpty else { return bytes }
            return SourceLocations.annotate(consume bytes, file: file, table: viewModel.sourceTable)
        }
        var files: [OutputFile] = []
        // The stream contract that several styles share, declared once in a file of its own.
        if !options.testSupport, let logicFile = shared.names.logicFileName {
            files.append(OutputFile(relativePath: logicFile, bytes: annotated(LogicFileRenderer.render(shared))))
        }
        for style in styles where !options.testSupport || style.hasTestSupport {
            let renderer = options.testSupport
                ? TestSupportRenderer.self : shared.dialect.renderer(for: style) ?? style.renderer
            let bytes = annotated(renderer.render(RenderContext(shared: shared, style: style)))
            files.append(OutputFile(relativePath: fileName(viewModel.name, style, testSupport: options.testSupport), bytes: bytes))
        }
        return files
    }

    /// `LoginViewModel.triplet.swift`, or with test support `LoginViewModel.triplet.testing.swift`.
    public static func fileName(_ viewModelName: String, _ style: Style, testSupport: Bool = false) -> String {
        String(built: "\(viewModelName).\(style.name)\(testSupport ? TestSupportRenderer.fileSuffix : "").swift")
    }

    /// Whether a file name is one of test support's.
    public static func isTestSupportFile(_ name: String) -> Bool {
        name.hasSuffix(TestSupportRenderer.fileSuffix + ".swift")
    }

    /// What one spec produces: its files, its diagnostics, and the names its view models declare.
    public struct SpecOutput: Sendable {
        public var files: [OutputFile]
        public var diagnostics: [Diagnostic]
        public var declarations: [Declaration]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// What one view model generates at the top level, for the checks across specs: its top-level names and its
    /// files, both derived from its name and styles (so that thousands of them take little memory).
    public struct Declaration: Sendable {
        public var viewModel: String
        public var path: String
        public var location: SourceLocation
        public var styles: [Style]
        /// Whether the files are test support (`--tests`) rather than view models.
        public var testSupport: Bool
        /// The other names the view model's files declare at the top level, when not only the triplet's protocols
        /// named after the view model: the triplet's protocols, every one it declares (`protocols:`), and the names the
        /// transform of states declares there (`top-level:`). nil for the triplet's protocols by their default names
        /// alone, or none.
        public var protocols: [String]?

        public init(
            viewModel: String, path: String, location: SourceLocation, styles: [Style], testSupport: Bool = false,
            protocols: [String]? = nil
        ) {
            self.protocols = protocols
            self.viewModel = viewModel
            self.path = path
            self.location = location
            self.styles = styles
            self.testSupport = testSupport
        }

        /// The names declared at the top level of the module.
        public var names: [String] {
            if testSupport {
                guard styles.contains(where: \.hasTestSupport) else { return [] }
                // Test support compiles beside the view models' files (or imports them, `@testable`): its probe and
                // fake may take none of their names, `LoginProbe` beside `Login` and `LoginProbe`.
                return viewModelNames
                    + StyleNames(viewModel: viewModel, styles: styles).testSupportNames(fakes: \.hasFake)
            }
            return viewModelNames
        }

        /// The names the view model's own files declare.
        private var viewModelNames: [String] {
            var names = StyleNames(viewModel: viewModel, styles: styles).declared
            if styles.contains(.triplet) {
                names += protocols ?? ["Inputs", "Outputs", "Type"].map { viewModel + $0 }
            } else if let protocols {
                names += protocols
            }
            return names
        }

        /// The files written, relative to the output folder: the shared logic contract's, if any, then one per style.
        public var fileNames: [String] {
            let logic = testSupport ? nil : StyleNames(viewModel: viewModel, styles: styles).logicFileName
            return (logic.map { [$0] } ?? [])
                + styles.filter { !testSupport || $0.hasTestSupport }.map { Generator.fileName(viewModel, $0, testSupport: testSupport) }
        }
    }

    /// Generates every view model of one spec in every requested style. Specs are independent of each other
    /// until `crossSpecCollisions`, so callers may generate them in parallel and stream the files out.
    public static func generate(
        _ source: SpecSource, defaults: OptionOverrides = OptionOverrides(), overrides: OptionOverrides = OptionOverrides()
    ) -> SpecOutput {
        let (resolved, diagnostics) = resolve(source, defaults: defaults, overrides: overrides)
        guard let spec = resolved else { return SpecOutput(files: [], diagnostics: diagnostics, declarations: []) }
        var files: [OutputFile] = []
        var declarations: [Declaration] = []
        for (var viewModel, location) in spec.viewModels {
            viewModel.specPath = source.headerName
            declarations.append(
                Declaration(
                    viewModel: viewModel.name, path: spec.path, location: location, styles: spec.options.styles,
                    testSupport: spec.options.testSupport,
                    protocols: otherTopLevelNames(viewModel, options: spec.options)))
            files += render(viewModel, styles: spec.options.styles, options: spec.options)
        }
        return SpecOutput(files: files, diagnostics: diagnostics, declarations: declarations)
    }

    /// `Declaration.protocols`: the triplet's protocols unless named after the view model, with the transform's
    /// `top-level:` names, which two specs in one module may not both declare.
    static func otherTopLevelNames(_ viewModel: ViewModel, options: GenerationOptions) -> [String]? {
        let protocols = viewModel.protocols == ViewModel.ProtocolNames(prefix: viewModel.name) ? nil
            : viewModel.protocols.declared(errors: viewModel.hasErrorGroup)
        guard let topLevel = options.topLevelNames, options.styles.contains(.transform),
              options.transform.isStateStream || options.transform.isStructTransform else { return protocols }
        let triplet = options.styles.contains(.triplet) ? viewModel.protocols.declared(errors: viewModel.hasErrorGroup) : []
        return triplet + topLevel
    }

    /// Generates several specs in memory, after checking that no two view models across them declare the same
    /// top-level name or output file. Files come out in a stable order; any error means no files.
    public static func generate(_ sources: [SpecSource], overrides: OptionOverrides = OptionOverrides()) -> Result {
        let outputs = sources.map { generate($0, overrides: overrides) }
        var diagnostics = outputs.flatMap(\.diagnostics)
        diagnostics += crossSpecCollisions(outputs.flatMap(\.declarations))
        if diagnostics.contains(where: { $0.severity == .error }) { return Result(files: [], diagnostics: diagnostics) }
        return Result(files: outputs.flatMap(\.files), diagnostics: diagnostics)
    }

    private static func mergeSorted(_ a: [Diagnostic], _ b: [Diagnostic]) -> [Diagnostic] {
        (a + b).enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
