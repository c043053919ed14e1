/// The stream types the struct styles read in `Input` and `Output`: relays and subjects (with or without a current
/// value), and the observers the subject style hands the view.
extension StructStyleRecognizer {
    /// A relay or a subject type: its framework, kind, element, and whether it holds a current value (`Behavior`,
    /// `CurrentValue`: `initial` is its type's name); the failure of a Combine subject stays in `type`.
    static func subjectLike(_ type: String) -> (Framework, ViewModel.StreamKind, String, String?)? {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return nil }
        let name = String(type[..<open])
        let arguments = TripletRecognizer.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
        let element = arguments.first.map { $0 == "()" ? "Void" : $0 } ?? "Void"
        switch (name, arguments.count) {
        case ("PublishRelay", 1): return (.rxswift, .relay, element, nil)
        case ("BehaviorRelay", 1): return (.rxswift, .relay, element, name)
        case ("PublishSubject", 1): return (.rxswift, .subject, element, nil)
        case ("BehaviorSubject", 1): return (.rxswift, .subject, element, name)
        case ("PassthroughSubject", 2): return (.combine, .subject, element, nil)
        case ("CurrentValueSubject", 2): return (.combine, .subject, element, name)
        default: return nil
        }
    }

    /// The framework and element of an observer type the subject style hands the view.
    static func observer(_ type: String) -> (Framework, String)? {
        if type.hasPrefix("AnyObserver<"), type.hasSuffix(">") {
            return (.rxswift, String(type.dropFirst("AnyObserver<".count).dropLast()))
        }
        if type.hasSuffix(".Observer"), let (framework, element, _) = TripletRecognizer.stream(String(type.dropLast(".Observer".count))),
           framework == .reactiveswift {
            return (.reactiveswift, element)
        }
        if type.hasSuffix(".Continuation"), let (framework, element, _) = TripletRecognizer.stream(String(type.dropLast(".Continuation".count))),
           framework == .async {
            return (.async, element)
        }
        if type.hasPrefix("AnySubscriber<"), type.hasSuffix(">") {
            let arguments = TripletRecognizer.splitTopLevel(String(type.dropFirst("AnySubscriber<".count).dropLast()))
            if arguments.count == 2, arguments[1] == "Never" { return (.combine, arguments[0]) }
        }
        return nil
    }
}
