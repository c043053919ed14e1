/// RxSwift 6 with RxRelay: `Observable` outputs, `PublishRelay` behind input methods, `PublishSubject`
/// behind the subject style's observers.
struct RxSwiftDialect: FrameworkDialect {
    var framework: Framework { .rxswift }

    func imports(for style: Style) -> [String] {
        style == .triplet ? ["RxRelay", "RxSwift"] : ["RxSwift"]
    }

    func streamType(_ element: String) -> String {
        "Observable<\(element)>"
    }

    func backingNames(streamName: String, style: Style) -> [String] {
        [streamName + (style == .subject ? "Subject" : "Relay")]
    }

    func inputBacking(streamName: String, element: String, style: Style) -> InputBacking {
        let name = backingNames(streamName: streamName, style: style)[0]
        switch style {
        case .subject:
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishSubject<\(element)>()",
                stream: "\(name).asObservable()",
                observerType: "AnyObserver<\(element)>",
                observer: "\(name).asObserver()",
                send: { "\(name).onNext(\($0))" })
        default:
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishRelay<\(element)>()",
                stream: "\(name).asObservable()",
                send: { "\(name).accept(\($0))" })
        }
    }
}
