extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes, as `append(contentsOf: string.utf8)` does, without retaining the string: its
    /// bytes are read through `utf8.span`, which borrows them. (`utf8.withContiguousStorageIfAvailable`, which the
    /// writer used, retains and releases the string around each copy: two atomic operations per piece of every line.)
    /// Where the standard library predates `span`, as before.
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            string.utf8.span.withUnsafeBufferPointer { append(contentsOf: $0) }
            return
        }
        if string.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) != nil { return }
        append(contentsOf: string.utf8)
    }
}
