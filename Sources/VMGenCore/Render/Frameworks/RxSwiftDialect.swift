/// RxSwift 6 with RxRelay: `Observable` outputs, `PublishRelay` behind input methods, `PublishSubject`
/// behind the subject style's observers.
struct RxSwiftDialect: FrameworkDialect {
    var framework: Framework { .rxswift }

    func imports(for style: Style) -> [String] {
        style == .triplet ? ["RxRelay", "RxSwift"] : ["RxSwift"]
    }

    func streamType(_ element: SwiftType) -> String {
        "Observable<\(element.description)>"
    }

    func inputBacking(streamName: String, element: SwiftType, style: Style) -> InputBacking {
        switch style {
        case .subject:
            let name = streamName + "Subject"
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishSubject<\(element.description)>()",
                stream: "\(name).asObservable()",
                observerType: "AnyObserver<\(element.description)>",
                observer: "\(name).asObserver()",
                send: { "\(name).onNext(\($0))" })
        default:
            let name = streamName + "Relay"
            return InputBacking(
                memberNames: [name],
                declaration: "let \(name) = PublishRelay<\(element.description)>()",
                stream: "\(name).asObservable()",
                send: { "\(name).accept(\($0))" })
        }
    }
}
