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

    func inputBacking(streamName: String, element: String, style: Style) -> InputBacking {
        switch style {
        case .subject:
            let name = streamName + "Subject"
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishSubject<\(element)>()",
                stream: "\(name).asObservable()",
                observerType: "AnyObserver<\(element)>",
                observer: "\(name).asObserver()",
                send: { "\(name).onNext(\($0))" })
        default:
            let name = streamName + "Relay"
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishRelay<\(element)>()",
                stream: "\(name).asObservable()",
                send: { "\(name).accept(\($0))" })
        }
    }
}
