/// The fields of a value type, in one box its copies share until one of them changes a field (`unique`): a copy of a
/// struct that holds its fields here costs one reference count, not one for each of its strings, arrays and tables.
final class CopyOnWriteBox<Fields>: @unchecked Sendable {
    // Mutated only through `unique`, when no other value shares it: as safe to send as the fields.
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }

    /// The box, made its holder's own first when another value shares it.
    static func unique(_ box: inout CopyOnWriteBox) -> CopyOnWriteBox {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
        return box
    }
}
