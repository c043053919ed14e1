/// Test support (`vmgen generate --tests`): for one view model in one style, a probe for logic tests
/// (`ProbeWriter`) and a fake for view tests (`FakeWriter`), in a file of its own that the team's test target
/// compiles. It is regenerated with the view model, so it never falls behind the spec.
enum TestSupportRenderer: StyleRenderer {
    static func render(_ context: RenderContext) -> [UInt8] {
        var writer = SwiftWriter(indentation: context.options.indentation)
        writeHeader(context, &writer)
        writer.blank()
        ProbeWriter(context: context).write(&writer)
        if context.style.isObservable {
            writer.blank()
            StoredValueFakeWriter(context: context).write(&writer)
        } else if context.style == .constructor {
            writer.blank()
            ConstructorFakeWriter(context: context).write(&writer)
        } else if FakeWriter.applies(to: context.style) {
            writer.blank()
            FakeWriter(context: context).write(&writer)
        }
        return writer.bytes
    }

    /// `LoginViewModel.triplet.testing.swift`: the suffix keeps test support and view models apart in any folder.
    static let fileSuffix = ".testing"

    /// The header, then `@testable import` of the app's modules and the framework's imports.
    static func writeHeader(_ context: RenderContext, _ writer: inout SwiftWriter) {
        writer.verbatim(GeneratedHeader.line(spec: context.viewModel.specPath))
        for line in context.options.headerLines { writer.verbatim(line) }
        let imports = context.dialect.testImports
        let testable = context.options.testableImports
        // XCTest for the probe's assertions, which fail the test at the caller's line; Observation for the observable
        // style's, Combine for the published style's `@Published` values, whatever the framework.
        let observation = context.style == .observable ? ["Observation"] : []
        let modules = Set(imports.modules + context.options.imports + ["XCTest"] + observation).subtracting(testable).sorted()
        var conditional = imports.conditional
        if context.style == .published && context.dialect.framework != .combine { conditional += CombineDialect.conditionalImport }
        writer.blank()
        for module in testable { writer.line("@testable import \(module)") }
        for module in modules { writer.line("import \(module)") }
        for line in conditional { writer.line(line) }
    }

    // MARK: Shared pieces

    /// The element a recorder of `output` keeps.
    static func recordedElement(_ output: ViewModel.Output) -> String {
        output.type.isVoid ? "Void" : output.type.description
    }

    /// `.typeEmail(value)`, `.viewDidLoad`, `.select(row: value.row, section: value.section)`: the call an input's
    /// stream element `value` records; without one, the call an input method records from its own arguments.
    static func call(_ input: ViewModel.Input, fromElement value: String? = nil) -> String {
        let name = "." + Identifier.member(input.streamName)
        func argument(_ parameter: ViewModel.Parameter) -> String {
            value.map { "\($0).\(Identifier.member(parameter.name))" } ?? Identifier.escaped(parameter.name)
        }
        switch input.parameters.count {
        case 0: return name
        case 1: return name + "(\(value ?? Identifier.escaped(input.parameters[0].name)))"
        default:
            return name + "(" + input.parameters.map { "\(Identifier.label($0.name)): \(argument($0))" }
                .joined(separator: ", ") + ")"
        }
    }

    /// `case typeEmail(String)`, `case select(row: Int, section: Int)`.
    static func callCase(_ input: ViewModel.Input) -> String {
        let name = Identifier.escaped(input.streamName)
        switch input.parameters.count {
        case 0: return "case \(name)"
        case 1: return "case \(name)(\(input.parameters[0].type.description))"
        default:
            // An associated value is never a parameter: no `@escaping`.
            return "case \(name)(" + input.parameters.map {
                "\(Identifier.label($0.name)): \($0.type.description)"
            }.joined(separator: ", ") + ")"
        }
    }

    /// What records each value of a stream: the recorder's bound `record` method (no closure, so no capture list for
    /// a name to break).
    static func recording(into recorder: String) -> String {
        recorder + ".record"
    }

    /// What a test that does not care passes for a transform method's extra parameter: an empty collection
    /// (`Set<AnyCancellable>`: `[]`) or a new bag (`DisposeBag()`, `CompositeDisposable()`); nil for a type vmgen
    /// cannot make.
    static func emptyValue(of type: SwiftType) -> String? {
        switch type {
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let components):
            guard let last = components.last else { return nil }
            if ["Set", "Array", "ContiguousArray"].contains(last.name) && !last.genericArguments.isEmpty { return "[]" }
            if last.name == "Dictionary" && last.genericArguments.count == 2 { return "[:]" }
            return last.genericArguments.isEmpty && SubscriptionBags.isBag(typeNamed: last.name) ? type.description + "()" : nil
        default: return nil
        }
    }

    // MARK: Equatable calls

    /// Whether every argument of every input is a type vmgen knows to be `Equatable`: the standard library's and
    /// Foundation's value types, the types the spec's `equatable:` option names, and optionals, arrays, sets and
    /// dictionaries of them. Only then is the fake's `Call` declared `Equatable` (a wrong guess would not compile).
    static func callsAreEquatable(_ viewModel: ViewModel, options: GenerationOptions) -> Bool {
        let known = knownEquatable.union(options.equatableTypes)
        return viewModel.inputs.allSatisfy { $0.parameters.allSatisfy { isEquatable($0.type, known: known) } }
    }

    /// Whether `type` is one vmgen knows to be `Equatable` (as `callsAreEquatable` says).
    static func isEquatable(_ type: SwiftType, options: GenerationOptions) -> Bool {
        isEquatable(type, known: knownEquatable.union(options.equatableTypes))
    }

    private static func isEquatable(_ type: SwiftType, known: Set<String>) -> Bool {
        switch type {
        case .named(let components):
            guard let last = components.last else { return false }
            if components.count == 2 && !["Swift", "Foundation"].contains(components[0].name) {
                return known.contains(components.map(\.name).joined(separator: "."))
            }
            if last.genericArguments.isEmpty { return known.contains(last.name) }
            return ["Array", "Set", "Optional", "Dictionary", "ContiguousArray"].contains(last.name)
                && last.genericArguments.allSatisfy { isEquatable($0, known: known) }
        case .optional(let wrapped), .array(let wrapped):
            return isEquatable(wrapped, known: known)
        case .dictionary(let key, let value):
            return isEquatable(key, known: known) && isEquatable(value, known: known)
        default:
            return false
        }
    }

    private static let knownEquatable: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Date", "URL", "Data", "UUID",
        "IndexPath", "NSRange", "CGPoint", "CGSize", "CGRect", "Locale", "TimeZone", "DateComponents",
    ]
}
