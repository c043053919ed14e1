/// How one reactive framework spells the pieces every style is made of. Styles are written once against
/// this; a new framework is one new conforming type in `Render/Frameworks/`.
protocol FrameworkDialect {
    var framework: Framework { get }

    /// The modules a generated file of `style` imports, sorted.
    func imports(for style: Style) -> [String]

    /// The type of a stream carrying `element` (a type's spelling): `Observable<Bool>`.
    func streamType(_ element: String) -> String

    /// The private storage that bridges an input method (or observer) of `style` to a stream.
    /// `element` is the spelling of the type the input's stream carries.
    func inputBacking(streamName: String, element: String, style: Style) -> InputBacking

    /// The member names `inputBacking` declares, for collision checks (cheaper than building the backing).
    func backingNames(streamName: String, style: Style) -> [String]
}

/// The private storage behind one input, and the expressions that use it.
struct InputBacking {
    /// The member names the storage declares, for collision checks: `typeEmailRelay`.
    var memberNames: [String]
    /// The stored property declaration without access modifier: `let typeEmailRelay = PublishRelay<String>()`.
    var declaration: String
    /// The expression that makes the storage's stream for the logic: `typeEmailRelay.asObservable()`.
    var stream: String
    /// The type of the observer handed to the view (subject style): `AnyObserver<String>`.
    var observerType: String?
    /// The expression that makes that observer: `nameSubject.asObserver()`.
    var observer: String?
    /// The statement that sends `value` into the stream.
    var send: (_ value: String) -> String
}

extension Framework {
    /// The dialect that renders this framework.
    var dialect: FrameworkDialect {
        switch self {
        case .rxswift: return RxSwiftDialect()
        }
    }
}
