/// A view model whose inputs and outputs are stored properties of its own, with nothing grouping them (`final class
/// InterestViewModel { let selectSubCategory: AnyObserver<Int>; let fetchData: Driver<[Model]> }`, the relays a
/// screen sends into and reads beside them, as PLUB-iOS writes its screens): no protocols, no `Input` and `Output`,
/// no `input` and `output`. Every style vmgen generates groups a view model's inputs and outputs, so no spec says this
/// shape: the warning where the class stands names the first of its streams, where the import used to say it found no
/// contract.
enum UngroupedStreamMembers {
    /// The stream types of the frameworks vmgen generates for, as a member's type or the value that makes it.
    static let streamTypes = [
        "Observable", "AnyObserver", "Driver", "Signal", "ControlEvent", "ControlProperty", "PublishSubject",
        "BehaviorSubject", "ReplaySubject", "PublishRelay", "BehaviorRelay", "AnyPublisher", "PassthroughSubject",
        "CurrentValueSubject", "SignalProducer", "MutableProperty",
    ]

    /// How a triplet's protocols end: the groups' (`XInputs`, `XOutput`) and the type's (`XViewModelType`, `XProtocol`).
    static let groupSuffixes = ["Input", "Inputs", "Output", "Outputs", "Type", "Protocol"]

    static func reason(of type: SwiftDeclaration, in declarations: [SwiftDeclaration]) -> String? {
        guard type.kind == .class else { return nil }
        let extensions = declarations.filter { $0.kind == .extension && $0.name == type.name }
        let members = ([type] + extensions).flatMap(\.members)
        // `Input` and `Output` of its own, or group properties: a contract of another shape, which another reason names.
        guard !members.contains(where: { ["Input", "Output", "input", "output", "inputs", "outputs"].contains($0.name) })
        else { return nil }
        // Conforming to a triplet's protocols (`NoteViewModelInputs`, `NoteViewModelType`), which group its streams
        // wherever they are declared: no ungrouped shape.
        let conformed = ([type] + extensions).flatMap(\.inheritance)
        guard !conformed.contains(where: { name in groupSuffixes.contains { name.trimmingSpaces.hasSuffix($0) } })
        else { return nil }
        let streams = members.filter {
            [.let, .var].contains($0.kind) && !OwnMembers.isPrivate($0) && !OwnMembers.isStatic($0) && isStream($0)
        }
        guard !streams.isEmpty else { return nil }
        // One name, the first, so that the measure groups the warnings of every such class as one reason.
        return "its inputs and outputs are streams of its own ('\(streams[0].name)' first), which no protocols, 'Input'"
            + " and 'Output' or 'input' and 'output' group: every style vmgen generates groups the inputs and outputs of"
            + " a view model, so no spec says this shape"
    }

    /// Whether a stored property is a stream, by its written type or the value that makes it (`let tapped =
    /// PublishRelay<Void>()`, `BehaviorRelay<Int>.init(value: 0)`).
    static func isStream(_ member: SwiftDeclaration) -> Bool {
        let text = (member.type ?? member.value ?? "").trimmingSpaces
        return streamTypes.contains { text.hasPrefix($0 + "<") }
    }
}
