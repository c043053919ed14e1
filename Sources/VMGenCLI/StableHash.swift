/// A fast 64-bit hash that is the same in every process (Swift's `Hasher` is seeded per process), for telling
/// whether a file changed. Not for security: nothing here defends against crafted collisions.
enum StableHash {
    static func hash(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { hash($0, seed: seed) }
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = seed ^ (UInt64(buffer.count) &* multiplier)
        var offset = 0
        // Eight bytes at a time, then the tail.
        while offset + 8 <= buffer.count {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            state = (state ^ word) &* multiplier
            state ^= state >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        state = (state ^ tail) &* multiplier
        // Final avalanche (the murmur3 finaliser).
        state ^= state >> 33
        state &*= 0xFF51_AFD7_ED55_8CCD
        state ^= state >> 33
        state &*= 0xC4CE_B9FE_1A85_EC53
        state ^= state >> 33
        return state
    }
}
