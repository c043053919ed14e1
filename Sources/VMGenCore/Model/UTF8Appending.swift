extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes, as `append(contentsOf: string.utf8)` does, without retaining the string
    /// (`String.withUTF8Bytes`).
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        string.withUTF8Bytes { append(contentsOf: $0) }
    }
}

extension String {
    /// Calls `body` with the string's UTF-8 bytes, borrowed through `utf8.span`, which does not retain the string.
    /// (`utf8.withContiguousStorageIfAvailable`, which the writer used, retains and releases it around each call: two
    /// atomic operations per piece of every line written.) Where the standard library predates `span`, as before.
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return utf8.span.withUnsafeBufferPointer(body)
        }
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
