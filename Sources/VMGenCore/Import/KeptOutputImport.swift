/// A hand-written transform view model's private relay or subject its `Output` is made of as it is (`private let
/// gifticonsRelay = BehaviorRelay<[Gifticon]>(value: [])`, `updateGifticons: gifticonsRelay.asDriver()`), whose
/// current value members of its own read for the view (`var gifticons: [Gifticon] { gifticonsRelay.value }`, as a
/// table's data source asks for a row): the output is `@kept(gifticonsRelay)` and the relay a `properties:` line
/// (`- let gifticonsRelay: BehaviorRelay<[Gifticon]> = .init(value: [])`), internal, which the generated class keeps set
/// to the logic's stream and makes the view's output of, so those members move to an extension unchanged, where they
/// used to stay behind ("it uses 'gifticonsRelay', which the generated class does not declare for the app"). A member
/// that sends into it stays behind (the logic's, or a `@call` input), as before.
enum KeptOutputImport {
    /// The conversions of a relay or subject into the stream an `Output` member is.
    static let conversions: Set<String> = ["asDriver", "asObservable", "asSignal", "eraseToAnyPublisher"]

    /// The keepers' types and the shape of their starting value: `BehaviorRelay(value: v)`, `CurrentValueSubject(v)`,
    /// a `Publish...`/`Passthrough...` made empty.
    static let keepers: [String: Bool] = [
        "BehaviorRelay": true, "BehaviorSubject": true, "CurrentValueSubject": true,
        "PublishRelay": false, "PublishSubject": false, "PassthroughSubject": false,
    ]

    /// `label: name.asDriver()` (or `self.name`), an argument of its own in a call in `tokens`: by label, the name.
    static func streams(in body: ArraySlice<SwiftToken>) -> [String: String] {
        let tokens = Array(body)
        var found: [String: String] = [:]
        var index = 0
        while index + 6 < tokens.count {
            defer { index += 1 }
            guard index > 0, tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(","),
                  tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(":") else { continue }
            var at = index + 2
            if tokens[at].isWord("self"), tokens[at + 1].isPunctuation(".") { at += 2 }
            guard at + 4 < tokens.count, tokens[at].kind == .identifier, !tokens[at].isWord("self"),
                  tokens[at + 1].isPunctuation("."), conversions.contains(tokens[at + 2].text),
                  tokens[at + 3].isPunctuation("("), tokens[at + 4].isPunctuation(")"),
                  at + 5 == tokens.count || tokens[at + 5].isPunctuation(",") || tokens[at + 5].isPunctuation(")")
            else { continue }
            found[tokens[index].text] = tokens[at].text
        }
        return found
    }

    /// The names a body sends into: `name.accept(...)`, `name.send(...)`, `name.onNext(...)`, `name.on(...)`, and the
    /// names of the chain that reaches it (`output` and `owner` of `owner.output.histories.accept(...)`).
    static func sentNames(in body: ArraySlice<SwiftToken>) -> [String] {
        let tokens = Array(body)
        guard tokens.count > 3 else { return [] }
        return (0..<(tokens.count - 3)).flatMap { index -> [String] in
            guard tokens[index].kind == .identifier && tokens[index + 1].isPunctuation(".")
                && ["accept", "send", "onNext", "on", "onError", "onCompleted"].contains(tokens[index + 2].text)
                && tokens[index + 3].isPunctuation("(") else { return [] }
            var chain = [tokens[index].text]
            var back = index - 1
            while back >= 1, tokens[back].isPunctuation(".") {
                var at = back - 1
                while at >= 1, (tokens[at].isPunctuation("?") || tokens[at].isPunctuation("!")) && !tokens[at].isSpaced { at -= 1 }
                guard tokens[at].kind == .identifier || tokens[at].isWord("self") else { break }
                chain.append(tokens[at].text)
                back = at - 1
            }
            return chain
        }
    }

    /// The names of the streams `transform` makes an output of as they are (`giftsRelay` of `gifts: giftsRelay.asDriver()`).
    static func streamNames(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> [String] {
        OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members)
            .filter { $0.kind == .func && $0.name == "transform" }.flatMap(\.keptStreams.values)
    }

    /// The class's private relays and subjects `transform` makes an output of as they are, each with its
    /// `properties:` line, by name: of a keeper's type whose element is the output's type (`outputs`: the imported
    /// lines, `name: Type`), made as written with a value the spec can copy.
    static func kept(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], outputs: [ImportedSpec.Member],
        frameworks: [Int: Framework] = [:]
    ) -> [String: (line: String, output: String)] {
        let members = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { ($0, privately || OwnMembers.isPrivate($0)) }
        }
        guard let transform = members.first(where: { $0.0.kind == .func && $0.0.name == "transform" && !$0.0.keptStreams.isEmpty })?.0
        else { return [:] }
        let types = Dictionary(outputs.compactMap { member -> (String, String)? in
            guard member.skipped == nil, let name = name(of: member), let colon = member.line.firstIndex(of: ":") else { return nil }
            // `name: Type`, or `name: Type = fallback` (RxCocoa's value after an error): no kept output takes one.
            let type = String(member.line[member.line.index(after: colon)...]).trimmingSpaces
            return type.contains("=") ? nil : (name, type)
        }, uniquingKeysWith: { a, _ in a })
        var kept: [String: (line: String, output: String)] = [:]
        let named = transform.keptStreams.map { ($0.value, $0.key) }
        for (name, output) in named where named.filter({ $0.0 == name }).count == 1 {
            guard let element = types[output], let (line, keeper) = privateKeeper(name, element: element, in: members)
            else { continue }
            // Of the output's framework (`KeptOutputs.keepers`): a relay an `Output` of Combine's types is made of (an
            // app's `typealias Driver<T> = AnyPublisher<T, Never>` read with it) is none the spec could keep.
            guard let index = outputs.firstIndex(where: { self.name(of: $0) == output }),
                  let framework = frameworks[index], KeptOutputs.keepers(framework).contains(keeper) else { continue }
            kept[name] = (line, output)
        }
        return kept
    }

    /// The name of an imported output line (`@signal name: Type` is `name`).
    static func name(of member: ImportedSpec.Member) -> String? {
        let line = member.line.split(separator: " ").drop { $0.hasPrefix("@") }.joined(separator: " ")
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return String(line[..<colon])
    }

    /// `let name: BehaviorRelay<Element> = .init(value: [])` for `private let name = BehaviorRelay<Element>(value: [])`
    /// (or typed, `private var name: BehaviorRelay<Element> = .init(value: [])`); nil for another shape.
    static func line(_ stream: SwiftDeclaration, element: String) -> String? {
        guard let value = stream.value?.trimmingSpaces else { return nil }
        let written = stream.type?.trimmingSpaces
        let keeper = String((written ?? value).prefix { $0.isLetter })
        guard let holds = keepers[keeper] else { return nil }
        let expected = ["CurrentValueSubject", "PassthroughSubject"].contains(keeper)
            ? "\(keeper)<\(element), Never>" : "\(keeper)<\(element)>"
        // `BehaviorRelay(value: GifticonModel())`, its element inferred: the output made of it says which it is, as the
        // class compiles only where the two agree.
        let type = written == nil && value.hasPrefix(keeper + "(") ? keeper
            : written ?? StructStyleRecognizer.initializerType(value) ?? ""
        guard type == keeper || type.replacingOccurrences(of: " ", with: "") == expected.replacingOccurrences(of: " ", with: "")
        else { return nil }
        // `BehaviorRelay<T>(value: [])` or `.init(value: [])`: the arguments as written.
        let arguments: Substring
        if value.hasPrefix(type + "(") { arguments = value.dropFirst(type.count) }
        else if value.hasPrefix(".init(") { arguments = value.dropFirst(5) }
        else { return nil }
        guard arguments.hasSuffix(")") else { return nil }
        let inner = String(arguments.dropFirst().dropLast()).trimmingSpaces
        guard holds ? !inner.isEmpty : inner.isEmpty else { return nil }
        let made = ".init(" + inner + ")"
        guard case .success = ExpressionReader.read(made) else { return nil }
        return "let \(Identifier.escaped(stream.name)): \(expected) = \(made)"
    }
}
