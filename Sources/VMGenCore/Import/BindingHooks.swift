/// The method a subject-bridged view model overrides for its base class to set up its bindings (`override func bind()`
/// beside `open class BaseViewModel { public init() { bind() }; open func bind() { } }`, as apps whose view models
/// share a base class write them): it takes nothing, returns nothing, and wires `input` to `output` through what the
/// logic owns, as an initializer's bindings do. Its body is the logic's, and moves into the logic with the rest; the
/// generated class, which sets up its logic when it is made, before its base class's initializer runs, does not
/// override it, and inherits it from the base class, so call sites that name it compile unchanged (#32). It used to be
/// refused as a `@call` input ("static, generic, attributed or an override"), and counted as a member lost.
enum BindingHooks {
    /// How the hook is read, by what the files read say of the base class.
    enum Reading: Equatable {
        /// The base class (`base`), read with the file, calls it from its initializer.
        case calledByBase(base: String)
        /// The base class (`base`) is not read with the file: vmgen reads the override as the hook its initializer
        /// calls, and says so.
        case baseNotRead(base: String)
        /// The base class (`base`), read with the file, declares it and does not call it from an initializer: someone
        /// else calls it to start the bindings, which the generated class starts when it is made; no hook.
        case notCalledByBase(base: String)
    }

    /// How `member` of `owner` is read as a binding hook, or nil when it is none: an instance method marked `override`,
    /// without parameters, result, effects, generics or attributes, outside `#if`, whose body uses what the logic owns
    /// (`senders`: `input`, `output`, the class's subjects and relays), in a class that names a base class first.
    static func reading(
        _ member: SwiftDeclaration, of owner: SwiftDeclaration, senders: Set<String>, declared: [SwiftDeclaration]
    ) -> Reading? {
        guard member.kind == .func, member.modifiers.contains("override"), !OwnMembers.isStatic(member),
              member.parameters.isEmpty, member.type == nil || ["Void", "()"].contains(member.type!.trimmingSpaces),
              member.effects.isEmpty, member.genericParameters == nil, member.attributes.isEmpty, !member.isConditional,
              member.bodyNames?.contains(where: senders.contains) == true,
              let base = baseName(of: owner)
        else { return nil }
        // Up the chain of base classes read with the file: the first whose initializer calls it. Where the class that
        // introduces it (no `override`) is reached, or one that inherits nothing, and none called it: no hook.
        var visited: Set<String> = []
        var current = base
        var declaring: String?
        while visited.insert(current).inserted {
            guard let declaration = declared.first(where: { $0.kind == .class && $0.name == current }) else {
                return .baseNotRead(base: current)
            }
            if declaration.members.contains(where: { $0.kind == .`init` && $0.bodyNames?.contains(member.name) == true }) {
                return .calledByBase(base: current)
            }
            let own = declaration.members.first { $0.kind == .func && $0.name == member.name && $0.parameters.isEmpty }
            if own != nil { declaring = declaring ?? current }
            // Declared without `override`: the class that introduces it, whose bases cannot call it.
            guard own?.modifiers.contains("override") != false, let next = baseName(of: declaration) else { break }
            current = next
        }
        return .notCalledByBase(base: declaring ?? current)
    }

    /// The class a class names first among what it inherits, without generic arguments (`BaseViewModel` of `final
    /// class X: BaseViewModel, Sendable`); nil for none.
    static func baseName(of owner: SwiftDeclaration) -> String? {
        guard let first = owner.inheritance.first else { return nil }
        let name = String(first.prefix { $0 != "<" }).trimmingSpaces
        return name.isEmpty ? nil : name
    }

    /// Whether the hook stays out of the class's own members: read as one (`calledByBase`, `baseNotRead`).
    static func isHook(_ reading: Reading?) -> Bool {
        switch reading {
        case .calledByBase?, .baseNotRead?: return true
        default: return false
        }
    }

    /// The note where a hook stands.
    static func note(_ member: SwiftDeclaration, of owner: String, reading: Reading, senders: Set<String>) -> String? {
        let used = (member.bodyNames ?? []).filter(senders.contains)
        var seen: Set<String> = []
        let uses = used.filter { seen.insert($0).inserted }.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let described = "'override func \(Identifier.escaped(member.name))()' of '\(owner)'"
        let moves = "its body, which uses \(uses), moves into the logic with the rest; the generated class sets up its logic"
            + " when it is made, before the initializer of '\(reading.base)' runs, and inherits '\(member.name)()' from it"
            + " without overriding it, so call sites that name it compile unchanged"
        switch reading {
        case .calledByBase(let base):
            return described + " is the hook the initializer of '\(base)' calls to set up the bindings: " + moves
        case .baseNotRead(let base):
            return described + " is read as the hook the initializer of its base class '\(base)' calls to set up the"
                + " bindings ('init() { \(member.name)() }'), as '\(base)' is not read with it: " + moves
                + "; where anything else calls it to start the bindings, they start when the view model is made instead:"
                + " import the file of '\(base)' with it to have vmgen check"
        case .notCalledByBase:
            return nil
        }
    }
}

extension BindingHooks.Reading {
    /// The base class the reading names.
    var base: String {
        switch self {
        case .calledByBase(let base), .baseNotRead(let base), .notCalledByBase(let base): return base
        }
    }
}
