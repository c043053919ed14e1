/// A stream a hand-written transform view model offers outside its `Input` and `Output` structs, over a private relay or
/// subject its `transform` sends into (`private let routeRelay = PublishRelay<LoginRoute>()`, `var route:
/// Signal<LoginRoute> { routeRelay.asSignal() }`, which a coordinator reads as `viewModel.route`): the output is `@kept`
/// in the relay and `@outside` the view's `Output` (`- @kept(routeRelay) @outside route: LoginRoute`), the relay a
/// `properties:` line the generated class keeps set to the logic's stream of that name, so the property reading it
/// moves to an extension unchanged, where it used to stay behind ("it uses 'routeRelay', which the generated class does
/// not declare for the app").
extension KeptOutputImport {
    /// `[return] [self.]name.asSignal()`, a body that hands a stream of the class on as it is: the stream's name. RxCocoa's
    /// conversions that say what the view sees after an error (`name.asDriver(onErrorJustReturn: Style.empty())`, as
    /// triplets offer a coordinator a relay) hand it on too: the member moves as written.
    static func convertedStream(in body: ArraySlice<SwiftToken>) -> String? {
        var tokens = Array(body)
        if tokens.first?.isWord("return") == true { tokens.removeFirst() }
        if tokens.count >= 7, tokens[0].isWord("self"), tokens[1].isPunctuation(".") { tokens.removeFirst(2) }
        guard tokens.count >= 5, tokens[0].kind == .identifier, !tokens[0].isWord("self"), tokens[1].isPunctuation("."),
              conversions.contains(tokens[2].text), tokens[3].isPunctuation("("), tokens.last?.isPunctuation(")") == true
        else { return nil }
        if tokens.count == 5 { return tokens[0].text }
        // `(onErrorJustReturn: value)`: one labelled argument, its parentheses closing at the body's end.
        guard ["asDriver", "asSignal"].contains(tokens[2].text), tokens.count > 7,
              ["onErrorJustReturn", "onErrorDriveWith", "onErrorSignalWith", "onErrorRecover"].contains(tokens[4].text),
              tokens[5].isPunctuation(":") else { return nil }
        var depth = 0
        for (index, token) in tokens.enumerated().dropFirst(3) {
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                depth -= 1
                if depth == 0 && index != tokens.count - 1 { return nil }
            }
        }
        return depth == 0 ? tokens[0].text : nil
    }

    /// The names of the streams the class's computed properties hand on as they are (`routeRelay` of `var route`) or
    /// whose current value they are (`countRelay` of `var count: Int { countRelay.value }`).
    static func outsideStreamNames(of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]]) -> [String] {
        OwnMembers.bodies(of: owner, extensions: extensions).flatMap(\.0.members).compactMap { $0.convertedStream ?? $0.valueReadStream }
    }

    /// The class's private relays and subjects a computed property of its own hands on as they are, outside the
    /// `Output` `transform` makes (`kept` names those it makes of them), each with its `properties:` line and the
    /// output line to write (`@kept(routeRelay) @outside route: LoginRoute`), by the relay's name: of a keeper type of
    /// `framework` whose element is the first argument of the property's type, made as written with a value the spec
    /// can copy, the property's name no other output's or input's (`taken`). `offered`: the triplet's or subject
    /// style's members outside its contract (`TripletRecognizer.membersOutside`), the readers to look at, a stream a
    /// member of the contract hands on being the contract's; nil for the transform style, whose `transform` makes the
    /// contract's of its streams.
    static func outside(
        of owner: SwiftDeclaration, extensions: [String: [SwiftDeclaration]], framework: Framework?, taken: Set<String>,
        offered: [SwiftDeclaration]? = nil
    ) -> [String: (line: String, output: String)] {
        // The triplet's and subject style's framework, where their members' streams do not say it: their readers' types'.
        let framework = framework ?? offered.flatMap { offered in
            let frameworks = Set(offered.compactMap { KeptOutputImport.framework(ofStream: $0.type) })
            return frameworks.count == 1 ? frameworks.first : nil
        }
        guard let framework, !KeptOutputs.keepers(framework).isEmpty else { return [:] }
        let members = OwnMembers.bodies(of: owner, extensions: extensions).flatMap { body, privately in
            body.members.map { ($0, privately || OwnMembers.isPrivate($0)) }
        }
        let inOutput: Set<String>
        let candidates: [SwiftDeclaration]
        if let offered {
            let outside = Set(offered)
            inOutput = Set(members.map(\.0).filter { !outside.contains($0) }.compactMap(\.convertedStream))
            candidates = offered.filter { !$0.isConditional }
        } else {
            guard let transform = members.first(where: { $0.0.kind == .func && $0.0.name == "transform" })?.0 else { return [:] }
            inOutput = Set(transform.keptStreams.values)
            candidates = members.filter { !$0.1 && !$0.0.isConditional }.map(\.0)
        }
        let readers = candidates.filter { $0.convertedStream != nil }
        var found: [String: (line: String, output: String)] = [:]
        for reader in readers {
            guard let name = reader.convertedStream, !inOutput.contains(name), !taken.contains(reader.name),
                  readers.filter({ $0.convertedStream == name }).count == 1,
                  let element = firstArgument(of: reader.type),
                  let (line, keeper) = privateKeeper(name, element: element, in: members),
                  KeptOutputs.keepers(framework).contains(keeper) else { continue }
            found[name] = (line, "@kept(\(Identifier.escaped(name))) @outside \(Identifier.escaped(reader.name)): \(element)")
        }
        // The current value of one no stream reader offers (`var count: Int { countRelay.value }`): kept the same way.
        let valueKept = valueKept(
            readers: candidates.filter { $0.valueReadStream != nil }, members: members,
            skipped: inOutput.union(readers.compactMap(\.convertedStream)), taken: taken, framework: framework)
        return found.merging(valueKept) { first, _ in first }
    }

    /// The `properties:` line of the class's private stored relay or subject `name` (`members`, each with whether it is
    /// private) of `element`, made as written with a value the spec can copy, and its keeper's type; nil for another.
    static func privateKeeper(
        _ name: String, element: String, in members: [(SwiftDeclaration, Bool)]
    ) -> (line: String, keeper: String)? {
        guard let (stream, _) = members.first(where: { $0.0.name == name && $0.1 && OwnMembers.isStored($0.0) }),
              !stream.isConditional, stream.attributes.isEmpty, !stream.modifiers.contains("lazy"),
              let line = line(stream, element: element) else { return nil }
        return (line, String(String(line.drop { $0 != ":" }.dropFirst()).trimmingSpaces.prefix { $0 != "<" }))
    }

    /// `LoginRoute` of `Signal<LoginRoute>`, `Route` of `AnyPublisher<Route, Never>`: the stream's element, split at
    /// depth zero as the import splits every type's generic arguments (`(String) -> Void` of a closure stream whole).
    static func firstArgument(of type: String?) -> String? {
        guard let type = type?.trimmingSpaces, type.hasSuffix(">"), let open = type.firstIndex(of: "<"),
              ["Signal", "Driver", "Observable", "AnyPublisher"].contains(String(type[..<open])) else { return nil }
        return TripletRecognizer.splitTopLevel(String(type[type.index(after: open)..<type.index(before: type.endIndex)])).first
    }
}
