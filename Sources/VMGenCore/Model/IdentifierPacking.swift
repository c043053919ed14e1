/// Up to 16 bytes of a name packed into two words, byte `i` at bits `8 * (i % 8)` of word `i / 8`, the rest zero: two
/// names of one length are equal exactly when their packings are, so a name, packed once, is compared with each short
/// word (a keyword) in two comparisons, without hashing.
struct IdentifierPacking: Equatable {
    /// The longest name packed.
    static let maximumLength = 16

    var low: UInt64 = 0
    var high: UInt64 = 0

    /// The packing of `bytes`, which holds at most `maximumLength` bytes.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= Self.maximumLength)
        var index = 0
        while index < bytes.count && index < 8 {
            low |= UInt64(bytes[index]) &<< UInt64(8 * index)
            index &+= 1
        }
        while index < bytes.count {
            high |= UInt64(bytes[index]) &<< UInt64(8 * (index - 8))
            index &+= 1
        }
    }
}
