/// A view model whose `Input` or `Output` holds the app's own value box, not a framework's stream: `class
/// Observable<T> { var value: T { didSet { closure?(value) } }; init(_ value: T); func bind(closure: @escaping (T) ->
/// Void) }`, as bootcamp-taught MVVM writes it (`struct Input { let tap: Observable<Void?> = Observable(nil) }`, the
/// view setting `viewModel.input.tap.value = ()` and binding `viewModel.output.title.bind { ... }`). The name is often
/// RxSwift's own, `Observable`, which the box shadows: read as RxSwift's, the spec would generate streams the view
/// cannot set `.value` of nor `bind` a closure to, and every call site would change. vmgen's frameworks generate no
/// such box, so the import refuses the view model with one warning where it stands, naming the box and where it is
/// declared, rather than read it as a stream.
enum AppValueBoxes {
    /// A box the app declares: its name, and where (nil when the files read declare none and a file that imports no
    /// RxSwift makes an `Observable` with an initializer, which RxSwift's has none of).
    struct Box {
        var name: String
        var declaration: SwiftDeclaration?
    }

    /// The modules that declare RxSwift's `Observable` (RxCocoa re-exports RxSwift).
    static let rxModules: Set<String> = ["RxSwift", "RxCocoa", "RxRelay"]

    /// The boxes among the top-level declarations of the file and its context: a class with a stored `value`, a
    /// method taking a closure (`bind`, `lazyBind`) and a generic parameter, whatever its name (`Observable`,
    /// `CustomObservable`, `DPObservable`, `Field`).
    static func declaredBoxes(_ declarations: [SwiftDeclaration], context: [SwiftDeclaration]) -> [String: SwiftDeclaration] {
        var boxes: [String: SwiftDeclaration] = [:]
        for declaration in declarations + context where declaration.kind == .class && isBox(declaration) {
            if boxes[declaration.name] == nil { boxes[declaration.name] = declaration }
        }
        return boxes
    }

    /// `var value: T` beside `func bind(closure: @escaping (T) -> Void)`, in a generic class; the closure's type may
    /// be a typealias of the class's own (`typealias Listener = (T) -> Void`, `func bind(listener: Listener?)`, as the
    /// tutorials' `Box<T>` writes it).
    static func isBox(_ type: SwiftDeclaration) -> Bool {
        let closures = Set(type.members.filter { $0.kind == .typealias && $0.value?.contains("->") == true }.map(\.name))
        return type.genericParameters != nil
            && type.members.contains { $0.kind == .var && $0.name == "value" && !$0.modifiers.contains("static") }
            && type.members.contains { member in
                member.kind == .func && member.parameters.contains { $0.type.contains("->") || closures.contains(named($0.type)) }
            }
    }

    /// `box` when the files read declare it under the name of a framework's stream (`Observable`), which the triplet's
    /// reader takes for that stream.
    private static func streamNamed(_ box: Box?) -> Box? {
        guard let box, box.declaration != nil, UngroupedStreamMembers.streamTypes.contains(box.name) else { return nil }
        return box
    }

    /// `Listener` of `Listener?`, `@escaping Listener`, `Listener!`.
    private static func named(_ type: String) -> String {
        var text = type.trimmingSpaces
        if text.hasPrefix("@escaping") { text = String(text.dropFirst("@escaping".count)).trimmingSpaces }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = String(text.dropLast()) }
        return text
    }

    /// The box a member's type or default value names (`Observable<Void?>`, `Observable(nil)`), if one.
    static func box(of member: SwiftDeclaration, boxes: [String: SwiftDeclaration], modules: Set<String>) -> Box? {
        for written in [member.type, member.value].compactMap({ $0 }) {
            let name = String(written.trimmingSpaces.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { continue }
            let rest = written.trimmingSpaces.dropFirst(name.count).first
            guard rest == nil || rest == "<" || rest == "(" else { continue }
            // A file that imports RxSwift means its `Observable` (a box of that name elsewhere in a folder of several
            // apps is another app's) unless it makes one with an initializer, which RxSwift's has none of; another
            // name is the box's wherever it is declared.
            if name == "Observable", !modules.isDisjoint(with: rxModules), !isMade(member.value, name: name) { continue }
            if let declaration = boxes[name] { return Box(name: name, declaration: declaration) }
            if name == "Observable" { return Box(name: name, declaration: nil) }
        }
        return nil
    }

    /// `Observable(nil)`, `Observable<Int>(0)`: a default value made by the type's initializer.
    static func isMade(_ value: String?, name: String) -> Bool {
        guard let value = value?.trimmingSpaces, value.hasPrefix(name) else { return false }
        var rest = value.dropFirst(name.count)
        if rest.first == "<" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "<" { depth += 1 }
                if character == ">" { depth -= 1; if depth == 0 { break } }
            }
        }
        return rest.first == "("
    }

    /// The classes and structs of `declarations` whose nested `Input` or `Output` holds a box, and a warning where each
    /// stands. `modules`: those the file imports.
    static func refusals(_ declarations: [SwiftDeclaration], context: [SwiftDeclaration], modules: Set<String>,
                         path: String) -> (names: Set<String>, diagnostics: [Diagnostic]) {
        let boxes = declaredBoxes(declarations, context: context)
        var names: Set<String> = []
        var diagnostics: [Diagnostic] = []
        // The protocols of the file and of those read with it: a triplet's, whose members may hold the box too.
        let protocols = boxes.isEmpty ? [:] : StructStyleRecognizer.firstByName(declarations + context) {
            $0.kind == .protocol && $0.parent == nil
        }
        for owner in declarations where [.class, .struct].contains(owner.kind) && !isBox(owner) {
            // Nested in the class, or in an extension of it in this file (`extension SearchViewModel { struct Input }`).
            let extensions = declarations.filter { $0.kind == .extension && $0.name == owner.name }
            let groups = (owner.members + extensions.flatMap(\.members))
                .filter { [.struct, .class].contains($0.kind) && ["Input", "Output"].contains($0.name) }
            // And the protocols it conforms to (`NoteViewModelOutputs { var title: Observable<String> { get } }`), where
            // the files read declare a box named as a framework's stream, which the triplet's reader would take for
            // it; a box of another name is read there as it is written, a constant of its type (`Box<Bool>`).
            let conformed = ([owner] + extensions).flatMap(\.inheritance).compactMap { protocols[$0.trimmingSpaces] }
            let boxed = groups.flatMap { group in
                group.members.filter { [.let, .var].contains($0.kind) }.compactMap { member in
                    box(of: member, boxes: boxes, modules: modules).map { (group.name, member, $0) }
                }
            } + conformed.flatMap { group in
                group.members.filter { [.let, .var].contains($0.kind) }.compactMap { member in
                    streamNamed(box(of: member, boxes: boxes, modules: modules)).map { (group.name, member, $0) }
                }
            }
            // An `Observable` whose declaration was not read is the app's where a member makes one with an
            // initializer (`Observable(nil)`, which RxSwift's has none of): a file of an app that imports RxSwift
            // elsewhere (`@_exported import RxSwift`) declares `let result: Observable<Int>` without.
            guard let (_, _, first) = boxed.first(where: { $0.2.declaration != nil }) ?? boxed.first(where: {
                isMade($0.1.value, name: $0.2.name)
            }) else { continue }
            names.insert(owner.name)
            let groupNames = Set(boxed.map(\.0)).sorted()
            let held = groupNames.map { "'\($0)'" }.joined(separator: " and ") + (groupNames.count == 1 ? " is" : " are")
            diagnostics.append(Diagnostic(.warning, path: path, at: owner.location, message(
                owner: owner.name, held: held, box: first, count: boxed.count, path: path)))
        }
        // A protocol of this file whose members hold a box the files read declare is no triplet's group of streams
        // either: left to the triplet's reader, it would make the view model of a class in another file (which that
        // file's import refuses, with the warning).
        for declaration in declarations where declaration.kind == .protocol && declaration.parent == nil {
            let held = declaration.members.filter { [.let, .var].contains($0.kind) }
            if held.contains(where: { streamNamed(box(of: $0, boxes: boxes, modules: modules))?.declaration != nil }) {
                names.insert(declaration.name)
            }
        }
        return (names, diagnostics)
    }

    static func message(owner: String, held: String, box: Box, count: Int, path: String) -> String {
        let place: String
        if let declaration = box.declaration {
            let file = (declaration.path ?? path).split(separator: "/").last.map(String.init) ?? path
            place = "declared in \(file):\(declaration.location.line):\(declaration.location.column)"
        } else {
            place = "declared in a file vmgen was not given (made with 'Observable(...)', which RxSwift's never is)"
        }
        let members = count == 1 ? "1 member" : "\(count) members"
        return "'\(owner)' is not imported: its \(held) made of the app's own value box '\(box.name)' (\(members)), "
            + place + ": a value the view sets ('.value = ...') and binds closures to, not RxSwift's or another"
            + " framework's stream; vmgen's frameworks (rxswift, rxcocoa, reactiveswift, combine, closures, async)"
            + " generate no such box, and read as streams every call site would change"
    }
}
