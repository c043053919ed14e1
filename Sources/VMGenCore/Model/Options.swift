/// The shapes of view model vmgen generates.
public enum Style: String, CaseIterable, Hashable, Sendable {
    /// Kickstarter/Merpay: `XInputs`, `XOutputs`, `XType` and a final class conforming to all three.
    case triplet
    /// BlaBlaCar: `input`/`output` properties, inputs as observers backed by private subjects.
    case subject
    /// BlaBlaCar: `func transform(input: Input) -> Output`.
    case transform
    /// Grailed: a function from input streams to a named tuple of output streams.
    case function

    /// The word used for this style in specs, flags and file names.
    public var name: String { rawValue }
}

/// The reactive frameworks vmgen renders for.
public enum Framework: String, CaseIterable, Hashable, Sendable {
    case rxswift

    public var name: String { rawValue }
}

/// The access level of every generated declaration.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `internal`
    case `public`
    case `package`

    /// The modifier to write before a declaration, with its trailing space; empty for `internal`.
    public var modifier: String {
        self == .internal ? "" : rawValue + " "
    }
}

/// How generated code is indented.
public enum Indentation: Hashable, Sendable {
    case spaces(Int)
    case tab

    /// The text of one level of indentation.
    public var unit: String {
        switch self {
        case .spaces(let count): return String(repeating: " ", count: count)
        case .tab: return "\t"
        }
    }
}

/// Everything that decides how a spec renders, after file options and command-line flags are merged.
public struct GenerationOptions: Hashable, Sendable {
    public var framework: Framework
    public var styles: [Style]
    public var access: AccessLevel
    public var indentation: Indentation
    /// Modules the generated files import besides the framework's, for the types the spec names (`UIKit`).
    public var imports: [String]

    public init(
        framework: Framework = .rxswift,
        styles: [Style] = [.triplet],
        access: AccessLevel = .internal,
        indentation: Indentation = .spaces(4),
        imports: [String] = []
    ) {
        self.framework = framework
        self.styles = styles
        self.access = access
        self.indentation = indentation
        self.imports = imports
    }
}

/// Options given on the command line; each one that is set overrides the spec file's own.
public struct OptionOverrides: Hashable, Sendable {
    public var framework: Framework?
    public var styles: [Style]?
    public var access: AccessLevel?
    public var indentation: Indentation?

    public init(
        framework: Framework? = nil, styles: [Style]? = nil, access: AccessLevel? = nil, indentation: Indentation? = nil
    ) {
        self.framework = framework
        self.styles = styles
        self.access = access
        self.indentation = indentation
    }
}
