/// A few bytes kept in place, in the value itself, and moved to an array only past `inlineCapacity`: what a line of
/// code given by string interpolation (`SwiftWriter.Code`) is built in. A line the writer does not break is at most
/// 120 bytes wide, so nearly every line is built with no allocation at all, where an array of its own cost a
/// `malloc` and a `free` (with the array's header and its reference count) for each line.
struct InlineBytes {
    /// The bytes a value holds in place.
    static let inlineCapacity = 128

    /// The first `count` bytes of these sixteen words are the bytes, while `spill` is nil.
    private var words: (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var inlineCount = 0
    /// Every byte, once there were more than fit in place.
    private var spill: [UInt8]?

    init() {}

    /// How many bytes it holds.
    var count: Int { spill?.count ?? inlineCount }

    var isEmpty: Bool { count == 0 }

    /// Appends `source`'s bytes: copied in place while they fit, else into the array (made once, with room).
    @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let added = source.count
        guard added > 0, let start = source.baseAddress else { return }
        if spill == nil {
            let offset = inlineCount
            if offset + added <= Self.inlineCapacity {
                withUnsafeMutableBytes(of: &words) { raw in
                    (raw.baseAddress! + offset).copyMemory(from: start, byteCount: added)
                }
                inlineCount = offset + added
                return
            }
            spill = spilled(adding: added)
        }
        spill!.appendBytes(source)
    }

    /// An array of the bytes held in place, with room for `added` more and some besides.
    private func spilled(adding added: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(inlineCount + added + Self.inlineCapacity)
        withUnsafeBytes { bytes.appendBytes($0) }
        return bytes
    }

    /// Appends a string's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ string: String) {
        string.withUTF8Bytes { append($0) }
    }

    /// Calls `body` with the bytes, borrowed.
    @inline(__always)
    func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let spill { return spill.withUnsafeBufferPointer(body) }
        let count = inlineCount
        return Swift.withUnsafeBytes(of: words) { raw in
            raw.withMemoryRebound(to: UInt8.self) { body(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    /// The bytes as an array.
    var array: [UInt8] { spill ?? withUnsafeBytes { Array($0) } }
}
