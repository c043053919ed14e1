/// A declaration read from Swift source by `SwiftDeclarationReader`: what `vmgen import` needs of protocols,
/// classes, structs and their members. Types and default values are kept as source text (comments dropped,
/// whitespace folded to single spaces); the spec parser checks them when the imported spec is generated.
public struct SwiftDeclaration: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case `protocol`, `class`, `struct`, `enum`, `extension`, actor
        case `func`, `var`, `let`, `init`, `subscript`, `typealias`, `associatedtype`, `case`
    }

    /// A parameter of a function or initializer: `label name: Type = default`.
    public struct Parameter: Hashable, Sendable {
        /// The argument label as written: nil when the name is also the label, `_` for none.
        public var label: String?
        public var name: String
        public var type: String
        public var defaultValue: String?
        public var location: SourceLocation
    }

    public var kind: Kind
    public var name: String
    public var location: SourceLocation
    public var docs: [String] = []
    /// `MainActor`, `Published`, `objc` (without `@` or arguments).
    public var attributes: [String] = []
    /// Those of `attributes` written with arguments (`available` for `@available(iOS 15, *)`, `Injected` for
    /// `@Injected(\.service)`).
    public var attributesWithArguments: Set<String> = []
    /// The arguments of each attribute written with some, as written (`@Injected(\.useCase)`: `Injected` to
    /// `(\.useCase)`).
    public var attributeArguments: [String: String] = [:]
    /// `public`, `private(set)`, `static`, `final`...
    public var modifiers: [String] = []
    /// Types after `:` for a type declaration or `associatedtype`.
    public var inheritance: [String] = []
    /// A function's, initializer's or subscript's parameters.
    public var parameters: [Parameter] = []
    /// A function's result type, or a property's declared type.
    public var type: String?
    /// `get` or `get set` for a property requirement written `{ get }` / `{ get set }`.
    public var accessors: String?
    /// The text after `=`: a property's initial value, a typealias's type.
    public var value: String?
    /// Whether a typealias takes generic parameters (`typealias Handler<T> = (T) -> Void`).
    public var isGeneric = false
    /// A function's or type's generic parameters as written, without the brackets (`Item: Hashable`); nil for none.
    public var genericParameters: String?
    /// A function's `where` clause as written, without `where`; nil for none.
    public var whereClause: String?
    /// The type a declaration is nested in, as written (`Login` for `enum Login { protocol ViewModelType }`,
    /// `A.B` deeper); nil at the top level.
    public var parent: String?
    /// `async`, `throws`, `rethrows` after a function's parameters.
    public var effects: [String] = []
    /// The condition under which the declaration exists when it stands inside `#if` within its scope (`DEBUG`; `!DEBUG`
    /// in an `#else`; `A && B` nested), as written; nil when it stands in no `#if`.
    public var condition: String?

    /// The file it was read from, for a declaration of another file read with the one imported (`context`); nil
    /// within the file imported.
    public var path: String?
    /// The modules that file imports (`KsApi`), for a declaration of another file.
    public var modules: [String] = []

    /// The identifiers a function's, initializer's or property's body names, in order (`fetch`, `service`, `postId`):
    /// what a member that moves to an extension of the generated class uses; nil for no body. A property's accessors
    /// alone (`{ get set }`) are no body.
    public var bodyNames: [String]?
    /// The names the body may set (`name = ...`, `&name`, `name.append(...)`): see `SwiftDeclarationReader.setNames`.
    public var bodySetNames: [String] = []
    /// The names the body assigns or passes `inout` (`name = ...`, `self.name += 1`, `&name`), no method call on them.
    public var bodyAssignedNames: [String] = []
    /// The argument labels of the `self.init(...)` call an initializer's body makes (`_` for an argument without one):
    /// an initializer that delegates; nil for none.
    public var delegatedLabels: [String]?
    /// What an initializer's body assigns a plain name to, statement by statement (`self.lostItemId = noticeId` is
    /// `lostItemId` from `noticeId`), by the property assigned.
    public var plainAssignments: [String: String] = [:]
    /// What an initializer's body sets a property to, statement by statement, other than a plain name (`self.domain =
    /// signUpUseCase.userDomain()`), by the property assigned: the expression as written and the names it uses freely
    /// (not after a `.`); see `SwiftDeclarationReader.expressionAssignments`.
    public var expressionAssignments: [String: InitAssignment] = [:]
    /// A stored property without a value that the class's one initializer sets from its parameters
    /// (`InitSetProperties`): the expression, which the spec's `- init let` line writes.
    public var initValue: String?

    /// A property computed by its body (`var isValid: Bool { !name.isEmpty }`), not stored: observers (`didSet`)
    /// keep a stored one.
    public var isComputed: Bool {
        guard kind == .var, let body = bodyNames else { return false }
        return !["willSet", "didSet"].contains(body.first ?? "")
    }

    /// Whether the declaration stands inside `#if`.
    public var isConditional: Bool { condition != nil }
    public var members: [SwiftDeclaration] = []
    /// An enum's cases (`case search(String)`), each a `.case` with its associated values as parameters (a label, or
    /// none, and the type; no name); not among `members`.
    public var cases: [SwiftDeclaration] = []

    public init(kind: Kind, name: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }

    /// The access level among the modifiers, `internal` when none is written.
    public var access: String {
        modifiers.first { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0) } ?? "internal"
    }
}
