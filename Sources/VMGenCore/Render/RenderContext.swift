/// What every style renderer shares: the view model, the options, the framework's dialect, and the pieces
/// common to all styles (header, imports, the logic contract, the call into the hand-written logic).
struct RenderContext {
    /// What every style of one view model shares, computed once per view model: the spelling of its types and the
    /// logic contract, which is the same text in every style. A class: each style's context refers to it rather than
    /// copying its fields.
    final class Shared {
        let viewModel: ViewModel
        let options: GenerationOptions
        let dialect: FrameworkDialect
        /// The names every style declares.
        let names: StyleNames
        /// The logic contracts' names (`StyleNames.logicName`), worked out once rather than at each use: the stream
        /// contract's, which every style but the constructor runs, and the constructor style's.
        let streamLogicName: String
        let constructorLogicName: String
        /// Each input as the dialect needs it, then its stream type: `Observable<String>`.
        let inputs: [InputSpelling]
        let inputStreams: [String]
        /// Each input's type as the view hands it (transform and function styles): `Driver<Void>` for `@driver`.
        let inputViewTypes: [String]
        /// Whether any input is handed as another type than the logic's stream, so that the view's input struct
        /// differs from the logic's.
        let convertsInputs: Bool
        /// Each output's element type, its stream type in the logic, and the type the view sees.
        let outputElements: [String]
        let outputStreams: [String]
        let outputViewTypes: [String]
        /// Whether the view sees any output as another type than the logic's stream (RxCocoa's traits, a relay).
        let convertsOutputs: Bool
        /// Whether the view model builds the view's outputs from the logic's rather than handing them on as they are.
        let wrapsOutputs: Bool
        /// `name: Type = default` for each dependency, as `init` or function parameters.
        let dependencyParameters: [String]
        /// The rendered stream contract, shared by the Inputs/Outputs styles.
        private(set) var contract: [UInt8] = []
        /// Each input's method as the triplet declares it (`func emailChanged(_ email: String)`): worked out once for
        /// the protocol and the class.
        private(set) lazy var inputSignatures: [String] = viewModel.inputs.map(TripletRenderer.signature(of:))
        /// Each output of the logic's `Output` as the view sees it (`output.isLoading.asDriver(...)`, `viewOutput` of
        /// `output.<name>`): worked out once for every style that hands them on.
        private(set) lazy var logicViewOutputs: [String] = viewModel.outputs.map { output in
            // `@kept(itemsRelay)`: the class's relay, which `transform` keeps set, as the view binds it.
            if let property = output.keptIn {
                let transform = options.transform
                let locals = Set([transform.inputName, "streams", "output", "viewOutput"] + transform.extraParameters.map(\.name))
                return KeptOutputRendering.viewOutput(
                    output, property: RenderContext.member(property, shadowing: locals),
                    keeper: KeptOutputRendering.keeperType(output, in: viewModel), dialect: dialect)
            }
            let stream = "output.\(Identifier.member(output.name))"
            return output.isValueLike ? stream : dialect.viewOutput(stream, output)
        }

        /// Each file's first line, and the modules the view model's members need imported: the same in every file.
        private(set) lazy var headerLine: String = GeneratedHeader.line(spec: viewModel.specPath)
        private(set) lazy var memberImports: [String] = dialect.imports(for: viewModel)

        init(viewModel: ViewModel, options: GenerationOptions) {
            self.viewModel = viewModel
            self.options = options
            let dialect = options.framework.dialect
            self.dialect = dialect
            names = StyleNames(viewModel: viewModel.name, styles: options.styles)
            streamLogicName = names.streamLogicName
            constructorLogicName = names.logicName(.constructor)
            inputs = viewModel.inputs.map { InputSpelling($0, dialect: dialect) }
            // A value input (`@value`) is its plain value on both sides.
            inputStreams = zip(viewModel.inputs, inputs).map { $0.isValue ? $1.element : dialect.streamType($1.element) }
            // An optional input (`@optional`) is an optional stream in the view's `Input`.
            // The view's type is the logic's stream type in most dialects: handed the one spelled above.
            let (spellings, streams) = (inputs, inputStreams)
            inputViewTypes = viewModel.inputs.indices.map { index in
                let input = viewModel.inputs[index]
                let element = spellings[index].element
                if input.isValue { return element }
                let type = dialect.viewInputType(element, input, stream: streams[index])
                return input.isOptional ? type + "?" : type
            }
            // An input the view calls (`@call`) is not in the view's struct, which then differs from the logic's.
            // The app's own struct (`app-types:`) is converted for the logic's, whatever its members.
            let appTypes = options.transform.isEventStream ? [] : options.appTypes ?? []
            convertsInputs = inputViewTypes != inputStreams || viewModel.inputs.contains(where: \.isCalled)
                || appTypes.contains(options.transform.inputType)
            // A function output's element is its function's type, which the logic gives.
            outputElements = viewModel.outputs.map(\.heldType)
            // A constant output (`@constant`) is its value on both sides; a function output, its function.
            outputStreams = zip(viewModel.outputs, outputElements).map { $0.isValueLike ? $1 : dialect.outputStreamType($1, $0) }
            // The view's type is the logic's stream type in most dialects: handed the one spelled above.
            let (elements, outputStreams) = (outputElements, self.outputStreams)
            outputViewTypes = viewModel.outputs.indices.map { index in
                let output = viewModel.outputs[index]
                let element = elements[index]
                return output.isValueLike ? element : dialect.viewOutputType(element, output, stream: outputStreams[index])
            }
            // An output offered outside the view's `Output` (`@outside`) is not in the view's struct, which then differs.
            // The app's own output struct (`app-types:`, the ordinary transform) is made of the logic's streams.
            convertsOutputs = dialect.convertsOutputs || outputViewTypes != outputStreams
                || viewModel.outputs.contains(where: \.isOutside)
                || (!options.transform.isStateStream && appTypes.contains(options.transform.outputType))
            wrapsOutputs = convertsOutputs || dialect.sharesOutputs
            dependencyParameters = viewModel.dependencies.map { dependency in
                guard let defaultValue = dependency.defaultValue else {
                    return String(built: "\(dependency.declaredName): \(dependency.parameterType)")
                }
                return String(built: "\(dependency.declaredName): \(dependency.parameterType) = \(defaultValue)")
            }
            if dialect.usesStreams && options.styles.contains(where: { $0 != .constructor }) {
                var writer = SwiftWriter(indentation: options.indentation)
                RenderContext(shared: self, style: .triplet).writeLogicContract(&writer)
                contract = writer.bytes
            }
        }
    }

    let shared: Shared
    let style: Style

    init(shared: Shared, style: Style) {
        self.shared = shared
        self.style = style
    }

    var viewModel: ViewModel { shared.viewModel }
    var options: GenerationOptions { shared.options }
    var dialect: FrameworkDialect { shared.dialect }
    var dependencyParameters: [String] { shared.dependencyParameters }

    /// `: A, B` for the view model's own conformances (`own`) and those the `conforms:` option adds; empty for none.
    func conformanceClause(_ own: [String]) -> String {
        let all = (style == .constructor ? [] : options.superclass.map { [$0] } ?? []) + own
            + options.conformances.filter { !own.contains($0) }
        return all.isEmpty ? "" : ": " + all.joined(separator: ", ")
    }

    /// What the function style returns: nothing, the one output's stream (Swift has no one-element tuples), or a
    /// named tuple of the view's output streams; with the leading ` -> `.
    var functionResult: String {
        let outputs = viewModel.outputs
        switch outputs.count {
        case 0: return ""
        case 1: return " -> " + shared.outputViewTypes[0]
        default:
            return " -> (" + zip(outputs, shared.outputViewTypes).map { "\(Identifier.escaped($0.name)): \($1)" }
                .joined(separator: ", ") + ")"
        }
    }

    /// `init(` for a class's initializer with `parameters`: `override init(` when it has none and the class inherits
    /// the app's base class, whose `init()` it then replaces; `required init(` when the triplet's type protocol
    /// declares it (`type-requires: init`) and the class is not final (`final: false`), as Swift asks of a class
    /// its subclasses inherit the requirement from.
    func initializer(_ parameters: [String]) -> String {
        let overrides = parameters.isEmpty && options.superclass != nil && style != .constructor
        return (initIsRequired ? "required " : "") + (overrides ? "override " : "") + "init("
    }

    /// Whether the class's initializer is `required` (`initializer(_:)`), which an implicit one is not.
    var initIsRequired: Bool { style == .triplet && viewModel.typeRequiresInit && !options.isFinal }

    /// `public `, `package ` or nothing.
    var access: String { options.access.modifier }

    /// `@MainActor ` (the view model's global actor, `isolation:`) before each top-level declaration; empty for none.
    var isolation: String { viewModel.isolation.map { "@\($0) " } ?? "" }

    /// The names every style of the view model declares (`StyleNames`).
    var names: StyleNames { shared.names }

    /// The type this style declares: the view model's name for the first style listed, else named after the style
    /// (`SettingsObservableViewModel`).
    var typeName: String { names.typeName(style) }

    /// The namespace that holds the logic contract this style runs: `LoginViewModelLogic`.
    var logicName: String { style == .constructor ? shared.constructorLogicName : shared.streamLogicName }

    /// The header comment and import lines.
    func writeHeader(_ writer: inout SwiftWriter) {
        writer.verbatim(shared.headerLine)
        for line in options.headerLines { writer.verbatim(line) }
        let imports = dialect.imports(for: style)
        // The observable style's class is the Observation framework's `@Observable`; the published style's, Combine's
        // `ObservableObject` (OpenCombine's off Apple platforms), whatever the framework of the logic.
        let observation = style == .observable ? ["Observation"] : []
        var conditional = imports.conditional
        // A `@Published` property (`properties:`) is Combine's too, in a class of any style.
        let publishes = style == .published || viewModel.properties.contains { $0.wrapper == "Published" }
        if publishes && dialect.framework != .combine { conditional += CombineDialect.conditionalImport }
        let modules = Self.sortedOnce(imports.modules + observation + shared.memberImports + options.imports)
        if !modules.isEmpty || !conditional.isEmpty { writer.blank() }
        for module in modules { writer.line("import \(module)") }
        for line in conditional { writer.line(line) }
    }

    /// `names` sorted, each once: what `Set(names).sorted()` gives, without hashing each name into a set (a file's
    /// few module names, written in every file).
    static func sortedOnce(_ names: [String]) -> [String] {
        var sorted = names
        sorted.sort()
        var end = 0
        for index in sorted.indices where end == 0 || sorted[index] != sorted[end - 1] {
            sorted.swapAt(end, index)
            end += 1
        }
        sorted.removeLast(sorted.count - end)
        return sorted
    }

    /// The header, the imports and the shared stream contract, each followed by a blank line.
    func writeHeaderAndContract(_ writer: inout SwiftWriter) {
        writeHeader(&writer)
        writer.blank()
        guard writesLogicContract else { return }
        appendLogicContract(&writer)
        writer.blank()
    }

    /// Whether this style's file declares the logic contract it runs: not when the contract has a file of its own
    /// (`StyleNames.hasLogicFile`), which the constructor style's, of values, never has.
    var writesLogicContract: Bool { style == .constructor || !names.hasLogicFile }

    /// The `MARK` that opens the view model, and the view model's docs.
    func writeViewModelMark(_ writer: inout SwiftWriter) {
        writer.line("// MARK: - View model")
        writer.blank()
        writer.docs(viewModel.docs)
    }

    /// `private let` for each dependency (`let` or `var` with the access for one call sites read, `- let postId: Int`),
    /// then the class's own stored state (`properties:`).
    func writeDependencyProperties(_ writer: inout SwiftWriter) {
        for dependency in viewModel.dependencies {
            let keyword = dependency.storedKeyword.map { access + $0 } ?? "private let"
            writer.line("\(keyword) \(Identifier.escaped(dependency.name)): \(dependency.declaredType)")
        }
        writeOwnProperties(&writer)
    }

    /// The `init` that stores the dependencies, after a blank line and `mark`, if any; nothing when there is
    /// nothing to store, unless the type is public (whose implicit initializer would be internal) or its initializer
    /// is `required`.
    func writeDependencyInit(mark: String? = nil, _ writer: inout SwiftWriter) {
        guard !viewModel.dependencies.isEmpty || !access.isEmpty || initIsRequired || setsPropertiesInInit else { return }
        writer.blank()
        if let mark {
            writer.line(mark)
            writer.blank()
        }
        writer.list("\(access)\(initializer(dependencyParameters))", dependencyParameters, ") {")
        writer.indent { writer in
            for dependency in viewModel.dependencies {
                writer.line("self.\(Identifier.member(dependency.name)) = \(storedValue(of: dependency))")
            }
            writeInitSetProperties(&writer)
        }
        writer.line("}")
    }

    /// Converts the logic's stream for output `index`, read from `expression`, to what the view sees.
    func viewOutput(_ expression: String, _ index: Int) -> String {
        viewModel.outputs[index].isValueLike ? expression : dialect.viewOutput(expression, viewModel.outputs[index])
    }

    /// `viewOutput("output.<name>", index)`: the logic's output as the view sees it, worked out once per view model.
    func logicViewOutput(_ index: Int) -> String {
        shared.logicViewOutputs[index]
    }

    /// The storage behind each input in this style (`FrameworkDialect.storage(for:_:style:)`).
    var backings: [InputBacking] {
        zip(viewModel.inputs, shared.inputs).map { dialect.storage(for: $0, $1, style: style) }
    }

    /// The private helpers the backings need, each once.
    func writeBackingHelpers(_ backings: [InputBacking], _ writer: inout SwiftWriter) {
        var written: [[String]] = []
        for backing in backings where !backing.helpers.isEmpty && !written.contains(backing.helpers) {
            written.append(backing.helpers)
            writer.blank()
            for line in backing.helpers { writer.line(line) }
        }
    }

    /// Writes the logic contract, rendered once for all styles.
    func appendLogicContract(_ writer: inout SwiftWriter) {
        writer.append(shared.contract)
    }

    /// `name: expression` for a call, escaping the label.
    static func argument(_ label: String, _ value: String) -> String {
        String(built: "\(Identifier.label(label)): \(value)")
    }

    /// `self.name` when a local or parameter in `shadowing` hides the member `name`, else `name`.
    static func member(_ name: String, shadowing: Set<String>) -> String {
        shadowing.holds(name) ? "self." + Identifier.member(name) : Identifier.escaped(name)
    }

    /// An expression that uses a backing's members, with `self.` before each one a local hides, wherever it stands
    /// (`Self.observer(settingValueOf: self.tapProperty)`).
    static func qualified(_ expression: String, _ backing: InputBacking, shadowing: Set<String>) -> String {
        var result = expression
        for member in backing.memberNames where shadowing.holds(member) {
            result = result.qualifying(member)
        }
        return result
    }
}

/// Renders one view model in one style.
protocol StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8]
}

extension Style {
    var renderer: StyleRenderer.Type {
        switch self {
        case .triplet: return TripletRenderer.self
        case .subject: return SubjectRenderer.self
        case .transform: return TransformRenderer.self
        case .function: return FunctionRenderer.self
        case .constructor: return ConstructorRenderer.self
        case .observable, .published: return ObservableRenderer.self
        }
    }
}

extension String {
    /// Each use of the name `member` that is not already after a `.` written `self.member`.
    func qualifying(_ member: String) -> String {
        let characters = Array(self)
        let name = Array(member)
        func isNameCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var result = ""
        var index = 0
        while index < characters.count {
            let matches = index + name.count <= characters.count && Array(characters[index..<index + name.count]) == name
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + name.count < characters.count ? characters[index + name.count] : " "
            if matches && !isNameCharacter(before) && before != "." && !isNameCharacter(after) {
                result += "self." + member
                index += name.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
