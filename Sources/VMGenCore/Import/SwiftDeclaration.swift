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

    /// The stored fields, kept behind one reference (`Storage`) and copied on write: an import copies declarations
    /// often (flattening a file's and its context's, filtering them, indexing them by name), and a copy of one is
    /// then one reference counted, not each of its strings and arrays.
    struct Fields: Hashable, Sendable {
        var kind: Kind
        var name: String
        var location: SourceLocation
        var docs: [String] = []
        var attributes: [String] = []
        var attributesWithArguments: Set<String> = []
        var attributeArguments: [String: String] = [:]
        var modifiers: [String] = []
        var inheritance: [String] = []
        var parameters: [Parameter] = []
        var type: String?
        var accessors: String?
        var value: String?
        var isGeneric: Bool = false
        var genericParameters: String?
        var whereClause: String?
        var parent: String?
        var effects: [String] = []
        var condition: String?
        var path: String?
        var modules: [String] = []
        var bodyNames: [String]?
        var bodyReadNames: [String] = []
        var bodySetNames: [String] = []
        var bodyAssignedNames: [String] = []
        var finalCall: FinalCall?
        var keptStreams: [String: String] = [:]
        var convertedStream: String?
        var valueReadStream: String?
        var bodySentNames: [String] = []
        var bodySelfSetNames: [String] = []
        var delegatedLabels: [String]?
        var plainAssignments: [String: String] = [:]
        var expressionAssignments: [String: InitAssignment] = [:]
        var initValue: String?
        var isInitValueReadByLogic = false
        var initResetProblem: String?
        var initializerAssignedNames: [String] = []
        var members: [SwiftDeclaration] = []
        var cases: [SwiftDeclaration] = []

        init(kind: Kind, name: String, location: SourceLocation) {
            self.kind = kind
            self.name = name
            self.location = location
        }
    }

    /// The fields' one reference: shared by copies, copied when one that shares it is changed (`makeUnique`).
    final class Storage: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var storage: Storage

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    }

    public var kind: Kind {
        get { storage.fields.kind }
        _modify { makeUnique(); yield &storage.fields.kind }
    }
    public var name: String {
        get { storage.fields.name }
        _modify { makeUnique(); yield &storage.fields.name }
    }
    public var location: SourceLocation {
        get { storage.fields.location }
        _modify { makeUnique(); yield &storage.fields.location }
    }
    public var docs: [String] {
        get { storage.fields.docs }
        _modify { makeUnique(); yield &storage.fields.docs }
    }
    /// `MainActor`, `Published`, `objc` (without `@` or arguments).
    public var attributes: [String] {
        get { storage.fields.attributes }
        _modify { makeUnique(); yield &storage.fields.attributes }
    }
    /// Those of `attributes` written with arguments (`available` for `@available(iOS 15, *)`, `Injected` for
    /// `@Injected(\.service)`).
    public var attributesWithArguments: Set<String> {
        get { storage.fields.attributesWithArguments }
        _modify { makeUnique(); yield &storage.fields.attributesWithArguments }
    }
    /// The arguments of each attribute written with some, as written (`@Injected(\.useCase)`: `Injected` to
    /// `(\.useCase)`).
    public var attributeArguments: [String: String] {
        get { storage.fields.attributeArguments }
        _modify { makeUnique(); yield &storage.fields.attributeArguments }
    }
    /// `public`, `private(set)`, `static`, `final`...
    public var modifiers: [String] {
        get { storage.fields.modifiers }
        _modify { makeUnique(); yield &storage.fields.modifiers }
    }
    /// Types after `:` for a type declaration or `associatedtype`.
    public var inheritance: [String] {
        get { storage.fields.inheritance }
        _modify { makeUnique(); yield &storage.fields.inheritance }
    }
    /// A function's, initializer's or subscript's parameters.
    public var parameters: [Parameter] {
        get { storage.fields.parameters }
        _modify { makeUnique(); yield &storage.fields.parameters }
    }
    /// A function's result type, or a property's declared type.
    public var type: String? {
        get { storage.fields.type }
        _modify { makeUnique(); yield &storage.fields.type }
    }
    /// `get` or `get set` for a property requirement written `{ get }` / `{ get set }`.
    public var accessors: String? {
        get { storage.fields.accessors }
        _modify { makeUnique(); yield &storage.fields.accessors }
    }
    /// The text after `=`: a property's initial value, a typealias's type.
    public var value: String? {
        get { storage.fields.value }
        _modify { makeUnique(); yield &storage.fields.value }
    }
    /// Whether a typealias takes generic parameters (`typealias Handler<T> = (T) -> Void`).
    public var isGeneric: Bool {
        get { storage.fields.isGeneric }
        _modify { makeUnique(); yield &storage.fields.isGeneric }
    }
    /// A function's or type's generic parameters as written, without the brackets (`Item: Hashable`); nil for none.
    public var genericParameters: String? {
        get { storage.fields.genericParameters }
        _modify { makeUnique(); yield &storage.fields.genericParameters }
    }
    /// A function's `where` clause as written, without `where`; nil for none.
    public var whereClause: String? {
        get { storage.fields.whereClause }
        _modify { makeUnique(); yield &storage.fields.whereClause }
    }
    /// The type a declaration is nested in, as written (`Login` for `enum Login { protocol ViewModelType }`,
    /// `A.B` deeper); nil at the top level.
    public var parent: String? {
        get { storage.fields.parent }
        _modify { makeUnique(); yield &storage.fields.parent }
    }
    /// `async`, `throws`, `rethrows` after a function's parameters.
    public var effects: [String] {
        get { storage.fields.effects }
        _modify { makeUnique(); yield &storage.fields.effects }
    }
    /// The condition under which the declaration exists when it stands inside `#if` within its scope (`DEBUG`; `!DEBUG`
    /// in an `#else`; `A && B` nested), as written; nil when it stands in no `#if`.
    public var condition: String? {
        get { storage.fields.condition }
        _modify { makeUnique(); yield &storage.fields.condition }
    }

    /// The file it was read from, for a declaration of another file read with the one imported (`context`); nil
    /// within the file imported.
    public var path: String? {
        get { storage.fields.path }
        _modify { makeUnique(); yield &storage.fields.path }
    }
    /// The modules that file imports (`KsApi`), for a declaration of another file.
    public var modules: [String] {
        get { storage.fields.modules }
        _modify { makeUnique(); yield &storage.fields.modules }
    }

    /// The identifiers a function's, initializer's or property's body names, in order (`fetch`, `service`, `postId`):
    /// what a member that moves to an extension of the generated class uses; nil for no body. A property's accessors
    /// alone (`{ get set }`) are no body.
    public var bodyNames: [String]? {
        get { storage.fields.bodyNames }
        _modify { makeUnique(); yield &storage.fields.bodyNames }
    }
    /// The names the body may set (`name = ...`, `&name`, `name.append(...)`): see `SwiftDeclarationReader.setNames`.
    public var bodySetNames: [String] {
        get { storage.fields.bodySetNames }
        _modify { makeUnique(); yield &storage.fields.bodySetNames }
    }
    /// An initializer's (or a method's with parameters) `bodySetNames` named through `self` (`self.user.accept(...)`,
    /// `self.user = ...`).
    public var bodySelfSetNames: [String] {
        get { storage.fields.bodySelfSetNames }
        _modify { makeUnique(); yield &storage.fields.bodySelfSetNames }
    }
    /// The names the body assigns or passes `inout` (`name = ...`, `self.name += 1`, `&name`), no method call on them.
    public var bodyAssignedNames: [String] {
        get { storage.fields.bodyAssignedNames }
        _modify { makeUnique(); yield &storage.fields.bodyAssignedNames }
    }
    /// A function's last two statements when they are a call of a name with one name and the return of that name
    /// (`action(output)`, `return output`); nil otherwise.
    var finalCall: FinalCall? {
        get { storage.fields.finalCall }
        _modify { makeUnique(); yield &storage.fields.finalCall }
    }
    /// The names the body sends into (`name.accept(...)`, `name.send(...)`, `name.onNext(...)`): a kept relay's.
    var bodySentNames: [String] {
        get { storage.fields.bodySentNames }
        _modify { makeUnique(); yield &storage.fields.bodySentNames }
    }
    /// `transform`'s outputs made of a stream of the class as it is (`items: itemsRelay.asDriver()`): by label, the
    /// stream's name (`KeptOutputImport`).
    var keptStreams: [String: String] {
        get { storage.fields.keptStreams }
        _modify { makeUnique(); yield &storage.fields.keptStreams }
    }
    /// A computed property's stream of the class as it is (`routeRelay` of `var route: Signal<Route> {
    /// routeRelay.asSignal() }`): one the class offers outside its contract (`KeptOutputImport.outside`); nil for another body.
    var convertedStream: String? {
        get { storage.fields.convertedStream }
        _modify { makeUnique(); yield &storage.fields.convertedStream }
    }
    /// A computed property's relay or subject of the class whose current value it is (`countRelay` of `var count: Int {
    /// countRelay.value }`): one the class offers outside its contract (`KeptOutputImport.valueReaders`); nil for another body.
    var valueReadStream: String? {
        get { storage.fields.valueReadStream }
        _modify { makeUnique(); yield &storage.fields.valueReadStream }
    }
    /// The argument labels of the `self.init(...)` call an initializer's body makes (`_` for an argument without one):
    /// an initializer that delegates; nil for none.
    public var delegatedLabels: [String]? {
        get { storage.fields.delegatedLabels }
        _modify { makeUnique(); yield &storage.fields.delegatedLabels }
    }
    /// What an initializer's body assigns a plain name to, statement by statement (`self.lostItemId = noticeId` is
    /// `lostItemId` from `noticeId`), by the property assigned.
    public var plainAssignments: [String: String] {
        get { storage.fields.plainAssignments }
        _modify { makeUnique(); yield &storage.fields.plainAssignments }
    }
    /// What an initializer's body sets a property to, statement by statement, other than a plain name (`self.domain =
    /// signUpUseCase.userDomain()`), by the property assigned: the expression as written and the names it uses freely
    /// (not after a `.`); see `SwiftDeclarationReader.expressionAssignments`.
    public var expressionAssignments: [String: InitAssignment] {
        get { storage.fields.expressionAssignments }
        _modify { makeUnique(); yield &storage.fields.expressionAssignments }
    }
    /// A stored property without a value that the class's one initializer sets from its parameters
    /// (`InitSetProperties`): the expression, which the spec's `- init let` line writes.
    public var initValue: String? {
        get { storage.fields.initValue }
        _modify { makeUnique(); yield &storage.fields.initValue }
    }

    /// The names a function's or initializer's body uses freely (`model`, `self.model`, `[model] in`), not after
    /// another value's `.` (`$0.model`, `signUpUseCase.attempts`); see `SwiftDeclarationReader.readNames`.
    public var bodyReadNames: [String] {
        get { storage.fields.bodyReadNames }
        _modify { makeUnique(); yield &storage.fields.bodyReadNames }
    }

    /// A stored property the class's one initializer sets from its parameters whose bindings there read it too
    /// (`InitSetProperties`): the generated logic, handed the dependencies alone, could not.
    public var isInitValueReadByLogic: Bool {
        get { storage.fields.isInitValueReadByLogic }
        _modify { makeUnique(); yield &storage.fields.isInitValueReadByLogic }
    }

    /// A stored property with a value that an initializer sets again where the generated initializer cannot write
    /// the same (`InitSetProperties`): why, for the warning where it stands.
    public var initResetProblem: String? {
        get { storage.fields.initResetProblem }
        _modify { makeUnique(); yield &storage.fields.initResetProblem }
    }

    /// The names an initializer assigns as it runs, in its statements' blocks too, not in a closure
    /// (`SwiftDeclarationReader.initializerAssignedNames`).
    public var initializerAssignedNames: [String] {
        get { storage.fields.initializerAssignedNames }
        _modify { makeUnique(); yield &storage.fields.initializerAssignedNames }
    }

    public var members: [SwiftDeclaration] {
        get { storage.fields.members }
        _modify { makeUnique(); yield &storage.fields.members }
    }
    /// An enum's cases (`case search(String)`), each a `.case` with its associated values as parameters (a label, or
    /// none, and the type; no name); not among `members`.
    public var cases: [SwiftDeclaration] {
        get { storage.fields.cases }
        _modify { makeUnique(); yield &storage.fields.cases }
    }

    /// A property computed by its body (`var isValid: Bool { !name.isEmpty }`), not stored: observers (`didSet`)
    /// keep a stored one.
    public var isComputed: Bool {
        guard kind == .var, let body = bodyNames else { return false }
        return !["willSet", "didSet"].contains(body.first ?? "")
    }

    /// Whether the declaration stands inside `#if`.
    public var isConditional: Bool { condition != nil }

    public init(kind: Kind, name: String, location: SourceLocation) {
        storage = Storage(Fields(kind: kind, name: name, location: location))
    }

    public static func == (lhs: SwiftDeclaration, rhs: SwiftDeclaration) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// The access level among the modifiers, `internal` when none is written.
    public var access: String {
        modifiers.first { ["public", "open", "package", "internal", "fileprivate", "private"].contains($0) } ?? "internal"
    }
}
