/// Turns the `options:` block into `GenerationOptions`, checking every value: the project's defaults first (its
/// `vmgen.options`), then the spec's own options, then command-line overrides.
public enum OptionResolver {
    /// The options a project file (`vmgen.options`, only an `options:` block) sets for every spec that inherits it,
    /// with its own diagnostics.
    public static func projectDefaults(_ source: SpecSource) -> (defaults: OptionOverrides, diagnostics: [Diagnostic]) {
        let (file, parseDiagnostics) = SpecParser.parse(source.bytes, path: source.path)
        var sink = DiagnosticSink(path: source.path)
        for viewModel in file.viewModels {
            sink.error(
                "an options file holds only an 'options:' block; declare view models in .vmspec files",
                at: viewModel.name.location)
        }
        let keys = Set(file.options.map(\.key.value))
        let options = resolve(TopLevelNames.projectEntries(file.options, into: &sink), overrides: OptionOverrides(), into: &sink)
        var defaults = OptionOverrides()
        if keys.contains("framework") { defaults.framework = options.framework }
        if keys.contains("access") { defaults.access = options.access }
        if keys.contains("indent") { defaults.indentation = options.indentation }
        if keys.contains("imports") { defaults.imports = options.imports }
        if keys.contains("header") { defaults.headerLines = options.headerLines }
        if keys.contains("testable") { defaults.testableImports = options.testableImports }
        if keys.contains("equatable") { defaults.equatableTypes = options.equatableTypes }
        if keys.contains("transform") { defaults.transform = options.transform }
        if keys.contains("conforms") { defaults.conformances = options.conformances }
        if keys.contains("superclass") { defaults.superclass = .some(options.superclass) }
        if keys.contains("declaration") { defaults.isStruct = options.isStruct }
        if keys.contains("wrapper") { defaults.valueWrapper = .some(options.valueWrapper) }
        if keys.contains("isolation") { defaults.isolation = .some(options.isolation) }
        if keys.contains("sendable") { defaults.sendable = options.sendable }
        if keys.contains("source-locations") { defaults.sourceLocations = options.sourceLocations }
        if keys.contains("members") { defaults.memberKeyword = options.memberKeyword }
        if keys.contains("final") { defaults.isFinal = options.isFinal }
        if let styles = file.options.last(where: { $0.key.value == "styles" }) {
            var ignored = DiagnosticSink(path: source.path)
            defaults.styles = parseStyles(styles.value, into: &ignored)
        }
        return (defaults, (parseDiagnostics + sink.sorted).sorted { $0.location < $1.location })
    }

    /// `everyViewModelIsolated`: each view model of the spec has its own `isolation:` line, which its validation checks
    /// against the method's actor; the options' isolation then isolates none of them.
    static func resolve(
        _ entries: [OptionEntry], defaults: OptionOverrides = OptionOverrides(), overrides: OptionOverrides,
        everyViewModelIsolated: Bool = false, into sink: inout DiagnosticSink
    ) -> GenerationOptions {
        var options = GenerationOptions()
        var selection = defaults.styles ?? StyleSelection(styles: [.triplet])
        var selectionLocation = SourceLocation(line: 1, column: 1)
        var frameworkLocation: SourceLocation?
        if let framework = defaults.framework { options.framework = framework }
        if let access = defaults.access { options.access = access }
        if let indentation = defaults.indentation { options.indentation = indentation }
        if let imports = defaults.imports { options.imports = imports }
        if let lines = defaults.headerLines { options.headerLines = lines }
        if let modules = defaults.testableImports { options.testableImports = modules }
        if let types = defaults.equatableTypes { options.equatableTypes = types }
        if let transform = defaults.transform { options.transform = transform }
        if let conformances = defaults.conformances { options.conformances = conformances }
        if let superclass = defaults.superclass { options.superclass = superclass }
        if let isStruct = defaults.isStruct { options.isStruct = isStruct }
        if let wrapper = defaults.valueWrapper { options.valueWrapper = wrapper }
        if let isolation = defaults.isolation { options.isolation = isolation }
        if let sendable = defaults.sendable { options.sendable = sendable }
        if let sourceLocations = defaults.sourceLocations { options.sourceLocations = sourceLocations }
        if let keyword = defaults.memberKeyword { options.memberKeyword = keyword }
        if let isFinal = defaults.isFinal { options.isFinal = isFinal }
        options.testSupport = overrides.testSupport ?? false
        var headerLines: [String]?
        var superclassLocation: SourceLocation?
        var declarationLocation: SourceLocation?
        var wrapperLocation: SourceLocation?
        var sendableLocation: SourceLocation?
        var transformProtocolLocation: SourceLocation?
        var eventAliasesLocation: SourceLocation?
        var topLevelLocation: SourceLocation?
        var appTypesLocation: SourceLocation?
        var transformLocation: SourceLocation?
        var transformCalls: Located<String>?
        var viewInput: Located<String>?
        var transformOutput: Located<String>?
        var outputBag: Located<String>?
        var transformBag: Located<String>?
        var subjectContract: Located<String>?
        var transformActorLocation: SourceLocation?
        var isolationLocation: SourceLocation?
        var finalLocation: SourceLocation?
        for entry in entries {
            let value = entry.value
            switch entry.key.value {
            case "framework":
                if let framework = parse(value, as: Framework.self, what: "framework", into: &sink) {
                    options.framework = framework
                    frameworkLocation = value.location
                }
            case "access":
                if let access = parse(value, as: AccessLevel.self, what: "access level", into: &sink) {
                    options.access = access
                }
            case "indent":
                if let indentation = parseIndentation(value.value) {
                    options.indentation = indentation
                } else {
                    sink.error(
                        "invalid indent '\(value.value)'; use a number of spaces from 1 to 8, or 'tab'", at: value.location)
                }
            case "styles":
                if let styles = parseStyles(value, into: &sink) {
                    selection = styles
                    selectionLocation = value.location
                }
            case "imports":
                options.imports = parseImports(value, into: &sink)
            case "testable":
                options.testableImports = parseImports(value, into: &sink)
            case "equatable":
                options.equatableTypes = parseImports(value, what: "type", into: &sink)
            case "conforms":
                options.conformances = parseConformances(value, into: &sink)
            case "superclass":
                if value.value.contains("<") {
                    // Generic arguments: read as a type where it stands (`OptionEntry.type`); nil after its error.
                    options.superclass = entry.type.flatMap { genericSuperclass($0, at: value.location, into: &sink) }
                } else {
                    options.superclass = parseOne(value, what: "class", into: &sink, else: "a class has one superclass; list"
                        + " protocols in 'conforms:'")
                }
                superclassLocation = value.location
            case "sendable":
                switch value.value {
                case "true": options.sendable = true
                case "false": options.sendable = false
                default: sink.error("invalid sendable '\(value.value)'; use 'true' or 'false'", at: value.location)
                }
                sendableLocation = value.location
            case "members":
                if ["let", "var"].contains(value.value) {
                    options.memberKeyword = value.value
                } else {
                    sink.error(
                        "invalid members '\(value.value)'; use 'let' or 'var'", at: value.location,
                        notes: Suggestion.note(for: value.value, among: ["let", "var"]).map { [$0] } ?? [])
                }
            case "final":
                switch value.value {
                case "true": options.isFinal = true
                case "false": options.isFinal = false
                default: sink.error("invalid final '\(value.value)'; use 'true' or 'false'", at: value.location)
                }
                finalLocation = value.location
            case "declaration":
                switch value.value {
                case "class": options.isStruct = false
                case "struct": options.isStruct = true
                default:
                    sink.error(
                        "invalid declaration '\(value.value)'; use 'class' or 'struct'", at: value.location,
                        notes: Suggestion.note(for: value.value, among: ["class", "struct"]).map { [$0] } ?? [])
                }
                declarationLocation = value.location
            case "wrapper":
                options.valueWrapper = parseOne(
                    value, what: "property wrapper", into: &sink, else: "value outputs are kept by one property wrapper")
                wrapperLocation = value.location
            case "source-locations":
                switch value.value {
                case "true": options.sourceLocations = true
                case "false": options.sourceLocations = false
                default: sink.error("invalid source-locations '\(value.value)'; use 'true' or 'false'", at: value.location)
                }
            case "isolation":
                if let isolation = parseIsolation(value, into: &sink) { options.isolation = isolation }
                isolationLocation = value.location
            case "transform-protocol":
                options.transformProtocol = parseOne(
                    value, what: "protocol", into: &sink, else: "the transform style declares one protocol")
                transformProtocolLocation = value.location
            case "event-aliases":
                options.eventAliases = parseEventAliases(value, into: &sink)
                eventAliasesLocation = value.location
            case "top-level":
                options.topLevelNames = listItems(value, what: "types", into: &sink).map { $0.map(\.value) }
                topLevelLocation = value.location
            case "app-types":
                options.appTypes = listItems(value, what: "types", into: &sink).map { $0.map(\.value) }
                appTypesLocation = value.location
            case "transform":
                if let signature = entry.signature, let transform = TransformSignatureResolver.resolve(signature, into: &sink) {
                    options.transform = transform
                    transformLocation = entry.value.location
                    transformActorLocation = signature.attributes.first { $0.value == transform.globalActor }?.location
                }
            case "view-input":
                viewInput = value
            case "transform-calls":
                if let name = parseOne(value, what: "parameter", into: &sink, else: "the transform calls one closure") {
                    transformCalls = Located(name, at: value.location)
                }
            case "transform-output":
                transformOutput = value
            case "output-bag":
                outputBag = value
            case "transform-bag":
                transformBag = value
            case "subject-contract":
                subjectContract = value
            case "header":
                if value.value.hasPrefix("//") && GeneratedHeader.isSafe(value.value) {
                    headerLines = (headerLines ?? []) + [value.value]
                } else {
                    sink.error(
                        "a header line must be a comment", at: value.location,
                        notes: [.init("write it as '// \(value.value)'; vmgen places each 'header:' line after its own")])
                }
            default:
                break // The parser already reported unknown keys.
            }
        }
        if let headerLines { options.headerLines = headerLines }
        if let framework = overrides.framework { options.framework = framework }
        if let isolation = overrides.isolation { options.isolation = isolation }
        if let styles = overrides.styles { selection = styles }
        let (styles, unsupported) = selection.resolve(for: options.framework)
        options.styles = styles
        for style in unsupported {
            let place = overrides.styles == nil ? selectionLocation : frameworkLocation ?? selectionLocation
            sink.error(
                "the \(style.name) style cannot be rendered with '\(options.framework.name)'",
                at: place, notes: [.init(Self.whyUnsupported(style, options.framework))])
        }
        if options.superclass != nil, styles.contains(.constructor) {
            sink.error(
                "the constructor style generates a struct, which has no superclass", at: superclassLocation ?? selectionLocation,
                notes: [.init("generate the constructor style from a spec without 'superclass:'")])
        }
        if options.valueWrapper != nil, let location = wrapperLocation,
           ![Framework.rxswift, .rxcocoa].contains(options.framework) {
            sink.error(
                "'wrapper:' names the property wrapper of RxSwift's value outputs, and this spec renders"
                    + " '\(options.framework.name)'", at: location,
                notes: [.init(options.framework == .combine
                    ? "Combine's value outputs are '@Published'; drop 'wrapper:'" : "drop 'wrapper:'")])
        }
        // The wrapper is written on the output struct's properties (`@Property var title`), where the generated structs
        // and the types the code uses are in scope.
        if let wrapper = options.valueWrapper, let location = wrapperLocation,
           [options.transform.inputType, options.transform.outputType].contains(wrapper)
            || ReservedTypeNames.names(for: options.framework).contains(wrapper) {
            sink.error(
                "'wrapper: \(wrapper)' names a type the generated code declares or uses, not a property wrapper of yours",
                at: location, notes: [.init("name the app's property wrapper; qualify it with its module if need be")])
        }
        if options.isStruct {
            checkStruct(options, at: declarationLocation ?? selectionLocation, into: &sink)
        }
        if styles.isEmpty && unsupported.isEmpty {
            sink.error("no style to generate", at: selectionLocation)
        }
        if options.transformProtocol != nil, !styles.contains(.transform), let location = transformProtocolLocation {
            sink.error(
                "'transform-protocol:' names the protocol the transform style declares, and this spec does not render it",
                at: location, notes: [.init("add 'transform' to 'styles:', or drop 'transform-protocol:'")])
            options.transformProtocol = nil
        }
        if let events = options.transform.events, styles.contains(.transform) || transformLocation != nil,
           !EventStreamSignature.check(
               events, framework: options.framework, at: transformLocation ?? frameworkLocation ?? selectionLocation, into: &sink) {
            options.transform.events = nil
        }
        if let states = options.transform.states, styles.contains(.transform) || transformLocation != nil,
           !EventStreamSignature.check(
               states: states, framework: options.framework, at: transformLocation ?? frameworkLocation ?? selectionLocation,
               into: &sink) {
            options.transform.states = nil
        }
        if styles.contains(.transform), !everyViewModelIsolated, let location = transformActorLocation ?? isolationLocation {
            TransformSignatureResolver.checkIsolation(
                options.transform, isolation: options.isolation, framework: options.framework, at: location,
                from: transformActorLocation == nil ? nil : isolationLocation, into: &sink)
        }
        if let transformCalls { checkTransformCalls(&options, transformCalls, styles: styles, into: &sink) }
        checkInheritedTransform(
            &options, styles: styles, viewInput: viewInput, transformAt: transformLocation, superclassAt: superclassLocation, into: &sink)
        if let transformOutput { GivenOutputs.resolve(&options, transformOutput, styles: styles, into: &sink) }
        if let outputBag { OutputBags.resolve(&options, outputBag, styles: styles, into: &sink) }
        if let transformBag { TransformBags.resolve(&options, transformBag, styles: styles, into: &sink) }
        if let subjectContract { GivenSubjectContracts.resolve(&options, subjectContract, styles: styles, into: &sink) }
        if let location = eventAliasesLocation { checkEventAliases(&options, styles: styles, at: location, into: &sink) }
        if let location = topLevelLocation { checkTopLevelNames(&options, styles: styles, at: location, into: &sink) }
        if let location = appTypesLocation { checkAppTypes(&options, styles: styles, at: location, into: &sink) }
        if !options.isFinal, let location = finalLocation {
            checkNotFinal(options, at: location, into: &sink)
        }
        if options.sendable && options.framework != .async {
            sink.error(
                "'sendable' makes the contract's structs Sendable, and the streams of '\(options.framework.name)' are not",
                at: sendableLocation ?? frameworkLocation ?? selectionLocation,
                notes: [.init("Swift concurrency's AsyncStreams of Sendable values are: 'framework: async'")])
        }
        if options.testSupport && options.framework == .async {
            sink.error(
                "'--tests' writes no test support for the 'async' framework yet", at: frameworkLocation ?? selectionLocation,
                notes: [.init("a test sends the view model's inputs and reads its output streams with 'for await'")])
            options.testSupport = false
        }
        if let access = overrides.access { options.access = access }
        if let indentation = overrides.indentation { options.indentation = indentation }
        return options
    }

    /// The reason a framework cannot render a style, and what to do instead.
    static func whyUnsupported(_ style: Style, _ framework: Framework) -> String {
        switch style {
        case .subject: return "its inputs are observers of streams, which need a reactive framework; use 'triplet'"
        case .transform, .function: return "it maps input streams to output streams, which need a reactive framework; use 'triplet'"
        case .constructor: return "its asynchronous outputs are streams, which need a reactive framework"
        case .triplet, .observable, .published: return "use another style"
        }
    }

    /// `4` or `tab`.
    public static func parseIndentation(_ text: String) -> Indentation? {
        if text == "tab" { return .tab }
        if let count = Int(text), (1...8).contains(count) { return .spaces(count) }
        return nil
    }

    private static func parse<Value: RawRepresentable & CaseIterable>(
        _ value: Located<String>, as: Value.Type, what: String, into sink: inout DiagnosticSink
    ) -> Value? where Value.RawValue == String {
        if let parsed = Value(rawValue: value.value) { return parsed }
        let names = Value.allCases.map(\.rawValue)
        sink.error(
            "unknown \(what) '\(value.value)'", at: value.location,
            notes: [Suggestion.note(for: value.value, among: names)
                ?? .init("expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))")])
        return nil
    }

    /// `MainActor`, `@MainActor` or another global actor's name; `none` (`.some(nil)`); nil after reporting an error.
    private static func parseIsolation(_ value: Located<String>, into sink: inout DiagnosticSink) -> String?? {
        let name = value.value.hasPrefix("@") ? String(value.value.dropFirst()) : value.value
        if name == "none" { return .some(nil) }
        guard Identifier.isValid(name), !Identifier.keywords.contains(name) else {
            sink.error(
                "invalid isolation '\(value.value)'; write the name of a global actor ('MainActor'), or 'none'",
                at: value.location)
            return nil
        }
        return .some(name)
    }

    /// `all`, `triplet`, `triplet, function` or `[all, constructor]`, each name checked where it stands.
    private static func parseStyles(_ value: Located<String>, into sink: inout DiagnosticSink) -> StyleSelection? {
        guard let items = listItems(value, what: "styles", into: &sink) else { return nil }
        var styles: [Style] = []
        var includesAll = false
        var failed = false
        for item in items {
            let name = item.value
            let location = item.location
            if name == "all" {
                includesAll = true
            } else if let style = Style(rawValue: name) {
                if styles.contains(style) {
                    sink.error("style '\(name)' is listed twice", at: location)
                    failed = true
                }
                styles.append(style)
            } else {
                let names = Style.allCases.map(\.rawValue) + ["all"]
                sink.error(
                    name.isEmpty ? "expected a style name" : "unknown style '\(name)'", at: location,
                    notes: [Suggestion.note(for: name, among: names)
                        ?? .init("styles are \(names.map { "'\($0)'" }.joined(separator: ", "))")])
                failed = true
            }
        }
        return failed ? nil : StyleSelection(includesAll: includesAll, styles: styles)
    }
}
