/// The read-only face of a private relay: a computed property of a hand-written view model that is the current value of
/// a private `BehaviorRelay` or `CurrentValueSubject` its logic sets (`private let countRelay = BehaviorRelay<Int>(value:
/// 0)`, `var count: Int { countRelay.value }`, which the view reads as `viewModel.count`, as a table's data source or a
/// workout screen asks for it). The spec says it as a stream offered outside the view's `Output` does (`@kept @outside`,
/// `KeptOutputImport+Outside.swift`): the output `- @kept(countRelay) @outside count: Int`, named after the property and
/// of its type, the relay a `properties:` line the generated class keeps set to the logic's stream of that name, so the
/// property moves to the team's extension unchanged and offers call sites the same `var count: Int { get }`, where it
/// used to stay behind ("it uses 'countRelay', which the generated class does not declare for the app").
extension KeptOutputImport {
    /// The keepers whose current value a member reads as `.value`: RxCocoa's `BehaviorRelay` and Combine's
    /// `CurrentValueSubject` (RxSwift's `BehaviorSubject` throws from its `value()`).
    static let valueKeepers: Set<String> = ["BehaviorRelay", "CurrentValueSubject"]

    /// `[return] [self.]name.value`, a body that is a stream's current value: the stream's name.
    static func valueReadStream(in body: ArraySlice<SwiftToken>) -> String? {
        var tokens = Array(body)
        if tokens.first?.isWord("return") == true { tokens.removeFirst() }
        if tokens.count == 5, tokens[0].isWord("self"), tokens[1].isPunctuation(".") { tokens.removeFirst(2) }
        guard tokens.count == 3, tokens[0].kind == .identifier, !tokens[0].isWord("self"), tokens[1].isPunctuation("."),
              tokens[2].text == "value" else { return nil }
        return tokens[0].text
    }

    /// The private keepers (`members`, each with whether it is private) whose current value a reader is, none of
    /// `skipped` (those the `Output` or a stream reader offers), each with its `properties:` line and the output line to
    /// write (`@kept(countRelay) @outside count: Int`), by the keeper's name: the first reader of each names the
    /// output (the others read the property the generated class then declares), its type the keeper's element, the
    /// keeper of `framework` with a `.value`, made as written with a value the spec can copy, the reader's name no
    /// other output's or input's (`taken`).
    static func valueKept(
        readers: [SwiftDeclaration], members: [(SwiftDeclaration, Bool)], skipped: Set<String>, taken: Set<String>,
        framework: Framework
    ) -> [String: (line: String, output: String)] {
        var found: [String: (line: String, output: String)] = [:]
        for reader in readers {
            guard let name = reader.valueReadStream, !skipped.contains(name), found[name] == nil,
                  !taken.contains(reader.name), let element = reader.type?.trimmingSpaces, !element.isEmpty,
                  !element.hasSuffix("!"), let (line, keeper) = privateKeeper(name, element: element, in: members),
                  valueKeepers.contains(keeper), KeptOutputs.keepers(framework).contains(keeper) else { continue }
            found[name] = (line, "@kept(\(Identifier.escaped(name))) @outside \(Identifier.escaped(reader.name)): \(element)")
        }
        return found
    }
}
