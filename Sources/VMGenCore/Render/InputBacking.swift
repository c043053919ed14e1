/// The private storage behind one input, and the expressions that use it. Its fields are in a `CopyOnWriteBox`: the
/// renderers copy backings into arrays and `zip`s of their own, and a copy then costs one reference count.
struct InputBacking {
    struct Fields {
        var memberNames: [String]
        var declaration: String
        var stream: String
        var observerType: String?
        var observer: String?
        var make: String?
        var helpers: [String]
        var send: (_ value: String) -> String
    }

    var box: CopyOnWriteBox<Fields>

    init(
        memberNames: [String], declaration: String, stream: String, observerType: String? = nil, observer: String? = nil,
        make: String? = nil, helpers: [String] = [], send: @escaping (_ value: String) -> String
    ) {
        box = CopyOnWriteBox(Fields(
            memberNames: memberNames, declaration: declaration, stream: stream, observerType: observerType,
            observer: observer, make: make, helpers: helpers, send: send))
    }

    /// The member names the storage declares, for collision checks: `typeEmailRelay`.
    var memberNames: [String] {
        get { box.fields.memberNames } set { CopyOnWriteBox.unique(&box).fields.memberNames = newValue }
    }
    /// The stored property declaration without access modifier: `let typeEmailRelay = PublishRelay<String>()`.
    var declaration: String {
        get { box.fields.declaration } set { CopyOnWriteBox.unique(&box).fields.declaration = newValue }
    }
    /// The expression that makes the storage's stream for the logic: `typeEmailRelay.asObservable()`.
    var stream: String { get { box.fields.stream } set { CopyOnWriteBox.unique(&box).fields.stream = newValue } }
    /// The type of the observer handed to the view (subject style): `AnyObserver<String>`.
    var observerType: String? {
        get { box.fields.observerType } set { CopyOnWriteBox.unique(&box).fields.observerType = newValue }
    }
    /// The expression that makes that observer: `nameSubject.asObserver()`.
    var observer: String? { get { box.fields.observer } set { CopyOnWriteBox.unique(&box).fields.observer = newValue } }
    /// What makes a relay or subject the view sends into: `BehaviorRelay<String>(value: "")` (the fake makes its own).
    var make: String? { get { box.fields.make } set { CopyOnWriteBox.unique(&box).fields.make = newValue } }
    /// Private helper declarations the observer needs, written once per class.
    var helpers: [String] { get { box.fields.helpers } set { CopyOnWriteBox.unique(&box).fields.helpers = newValue } }
    /// The statement that sends `value` into the stream.
    var send: (_ value: String) -> String {
        get { box.fields.send } set { CopyOnWriteBox.unique(&box).fields.send = newValue }
    }
}
