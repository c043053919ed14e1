extension RenderContext {
    /// `self.oneSubject.send(oneSubject)`: what `backing` sends `value` with, its storage qualified with `self.` where a
    /// parameter of the method (`shadowing`) hides it, and `value`, made of those parameters, as written (before, a
    /// parameter named like the storage was qualified too, and the method sent the storage into itself).
    static func qualifiedSend(_ backing: InputBacking, _ value: String, shadowing: Set<String>) -> String {
        guard !shadowing.isEmpty else { return backing.send(value) }
        let hole = "\u{0}"
        return qualified(backing.send(hole), backing, shadowing: shadowing).replacingOccurrences(of: hole, with: value)
    }
}
