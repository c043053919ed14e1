/// An input written like a Swift function signature: `type(email: String)`, `viewDidLoad`. Its fields are in a
/// `CopyOnWriteBox`: validation and the renderers hand inputs and outputs around by value (in `zip`s, loops and
/// arrays of their own), and a copy then costs one reference count, not one for each string, array and table.
public struct InputDecl: Sendable {
    struct Fields {
        var attributes: [Located<String>]
        var attributeArguments: [String: Located<SwiftType>]
        var condition: Located<String>?
        var name: Located<String>
        var parameters: [ParameterDecl]
        var answerType: Located<SwiftType>?
        var streamName: Located<String>?
        var startingValue: Located<String>?
        var isProperty: Bool
        var docs: [String]
        var location: SourceLocation
    }

    var box: CopyOnWriteBox<Fields>

    public init(
        attributes: [Located<String>] = [], attributeArguments: [String: Located<SwiftType>] = [:],
        condition: Located<String>? = nil, name: Located<String>, parameters: [ParameterDecl],
        answerType: Located<SwiftType>? = nil, streamName: Located<String>? = nil, startingValue: Located<String>? = nil,
        isProperty: Bool = false, docs: [String], location: SourceLocation
    ) {
        box = CopyOnWriteBox(Fields(
            attributes: attributes, attributeArguments: attributeArguments, condition: condition, name: name,
            parameters: parameters, answerType: answerType, streamName: streamName, startingValue: startingValue,
            isProperty: isProperty, docs: docs, location: location))
    }

    /// `@latest`, `@event`, written before the input.
    public var attributes: [Located<String>] {
        get { box.fields.attributes } set { CopyOnWriteBox.unique(&box).fields.attributes = newValue }
    }
    /// The type given to an attribute in parentheses, by attribute name (no input attribute takes one).
    public var attributeArguments: [String: Located<SwiftType>] {
        get { box.fields.attributeArguments } set { CopyOnWriteBox.unique(&box).fields.attributeArguments = newValue }
    }
    /// `@if(DEBUG)`: the compilation condition of a member that exists only in some builds, where `@if` stands.
    public var condition: Located<String>? {
        get { box.fields.condition } set { CopyOnWriteBox.unique(&box).fields.condition = newValue }
    }
    public var name: Located<String> { get { box.fields.name } set { CopyOnWriteBox.unique(&box).fields.name = newValue } }
    public var parameters: [ParameterDecl] {
        get { box.fields.parameters } set { CopyOnWriteBox.unique(&box).fields.parameters = newValue }
    }
    /// `-> Bool`: the answer an input gives the view (delegate-style, `textViewShouldChange(...) -> Bool`).
    public var answerType: Located<SwiftType>? {
        get { box.fields.answerType } set { CopyOnWriteBox.unique(&box).fields.answerType = newValue }
    }
    /// The stream name given with `as name`, when the derived one is not wanted.
    public var streamName: Located<String>? {
        get { box.fields.streamName } set { CopyOnWriteBox.unique(&box).fields.streamName = newValue }
    }
    /// `= value`: the starting value of a relay or subject input (`BehaviorRelay`), where `=` stands; of the property
    /// of `@call var name: Type = value`.
    public var startingValue: Located<String>? {
        get { box.fields.startingValue } set { CopyOnWriteBox.unique(&box).fields.startingValue = newValue }
    }
    /// `@call var isCompleted: Bool = false`: a property the view sets, each value sent to the logic (`CalledInputs`).
    public var isProperty: Bool {
        get { box.fields.isProperty } set { CopyOnWriteBox.unique(&box).fields.isProperty = newValue }
    }
    public var docs: [String] { get { box.fields.docs } set { CopyOnWriteBox.unique(&box).fields.docs = newValue } }
    /// Where the list item starts (its `-`).
    public var location: SourceLocation {
        get { box.fields.location } set { CopyOnWriteBox.unique(&box).fields.location = newValue }
    }

    /// The Swift selector, `type(email:)` or `viewDidLoad()`.
    public var selector: String {
        let parameters = box.fields.parameters
        var text = box.fields.name.value
        var count = text.utf8.count + 2
        for parameter in parameters { count += (parameter.label?.value ?? parameter.name.value).utf8.count + 1 }
        // Sized once where it is longer than a small string's 15 bytes, rather than grown by the appends.
        if count > 15 { text.reserveCapacity(count) }
        text += "("
        for parameter in parameters {
            text += parameter.label?.value ?? parameter.name.value
            text += ":"
        }
        text += ")"
        return text
    }
}

/// `name: Type`, or `name: Type = fallback`
public struct OutputDecl: Sendable {
    struct Fields {
        var attributes: [Located<String>]
        var attributeArguments: [String: Located<SwiftType>]
        var condition: Located<String>?
        var name: Located<String>
        var group: ViewModel.ProtocolGroup
        var parameters: [ParameterDecl]?
        var type: SwiftType
        var fallback: String?
        var docs: [String]
        var location: SourceLocation
    }

    var box: CopyOnWriteBox<Fields>

    public init(
        attributes: [Located<String>] = [], attributeArguments: [String: Located<SwiftType>] = [:],
        condition: Located<String>? = nil, name: Located<String>, group: ViewModel.ProtocolGroup = .outputs,
        parameters: [ParameterDecl]? = nil, type: SwiftType, fallback: String? = nil, docs: [String],
        location: SourceLocation
    ) {
        box = CopyOnWriteBox(Fields(
            attributes: attributes, attributeArguments: attributeArguments, condition: condition, name: name,
            group: group, parameters: parameters, type: type, fallback: fallback, docs: docs, location: location))
    }

    /// `@async`, `@signal`, `@driver`, `@relay`..., written before the output.
    public var attributes: [Located<String>] {
        get { box.fields.attributes } set { CopyOnWriteBox.unique(&box).fields.attributes = newValue }
    }
    /// The type given to an attribute in parentheses: `@failure(NetworkError)`, by attribute name.
    public var attributeArguments: [String: Located<SwiftType>] {
        get { box.fields.attributeArguments } set { CopyOnWriteBox.unique(&box).fields.attributeArguments = newValue }
    }
    /// `@if(DEBUG)`: the compilation condition of a member that exists only in some builds, where `@if` stands.
    public var condition: Located<String>? {
        get { box.fields.condition } set { CopyOnWriteBox.unique(&box).fields.condition = newValue }
    }
    public var name: Located<String> { get { box.fields.name } set { CopyOnWriteBox.unique(&box).fields.name = newValue } }
    /// The section it is written in: `errors:` (the triplet declares it in the `XErrors` protocol), or `inputs:` for
    /// a constant the inputs protocol declares (`- @constant refresh: Action<Void, Void, Never>`).
    public var group: ViewModel.ProtocolGroup {
        get { box.fields.group } set { CopyOnWriteBox.unique(&box).fields.group = newValue }
    }
    public var isError: Bool { group == .errors }
    /// The parameters of a function output (`selectedReward() -> Reward?`); nil for a stream or a value.
    public var parameters: [ParameterDecl]? {
        get { box.fields.parameters } set { CopyOnWriteBox.unique(&box).fields.parameters = newValue }
    }
    /// The element type; a function output's answer type.
    public var type: SwiftType { get { box.fields.type } set { CopyOnWriteBox.unique(&box).fields.type = newValue } }
    /// The value RxCocoa's `Driver` or `Signal` gives instead of an error (`asDriver(onErrorJustReturn:)`).
    public var fallback: String? {
        get { box.fields.fallback } set { CopyOnWriteBox.unique(&box).fields.fallback = newValue }
    }
    public var docs: [String] { get { box.fields.docs } set { CopyOnWriteBox.unique(&box).fields.docs = newValue } }
    public var location: SourceLocation {
        get { box.fields.location } set { CopyOnWriteBox.unique(&box).fields.location = newValue }
    }
}
