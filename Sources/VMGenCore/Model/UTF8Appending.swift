extension Array where Element == UInt8 {
    /// Appends a string's UTF-8 bytes, as `append(contentsOf: string.utf8)` does, without retaining the string
    /// (`String.withUTF8Bytes`).
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        string.withUTF8Bytes { appendBytes($0) }
    }

    /// Appends `source`, as `append(contentsOf: source)` does, with one copy into the array's room for more
    /// (`append(addingCapacity:initializingWith:)`, which grows the array as appending does): not through the
    /// generic path for any sequence, which asks the source for its count and an iterator and checks for elements
    /// left over. The writer appends a few pieces to each line it writes; this is about half the instructions a piece.
    @inline(__always)
    mutating func appendBytes(_ source: UnsafeBufferPointer<UInt8>) {
        let count = source.count
        guard count > 0, let start = source.baseAddress else { return }
        append(addingCapacity: count) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                buffer.baseAddress!.initialize(from: start, count: count)
                initialized = count
            }
        }
    }

    /// Appends the bytes of another array (see `appendBytes(_: UnsafeBufferPointer<UInt8>)`).
    @inline(__always)
    mutating func appendBytes(_ source: [UInt8]) {
        source.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends `count` copies of `byte` (a line's indentation), as `append(contentsOf: repeatElement(byte, count:))`
    /// does, written straight into the array's room for more.
    @inline(__always)
    mutating func appendRepeated(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        append(addingCapacity: count) { span in span.append(repeating: byte, count: count) }
    }
}

extension Array where Element == UInt8 {
    /// Appends one line: `indentation` copies of `unit`, then `first` and `second`, then a line feed, as
    /// `appendRepeated`, two `appendBytes` and `append(0x0A)` do, with one growth check and one copy of each piece into
    /// the array's room (`append(addingCapacity:initializingWith:)` once rather than per piece: the writer writes
    /// most lines so, and each of those calls costs about fifty instructions beside its copy).
    @inline(__always)
    mutating func appendLine(
        indentation: Int, unit: UInt8, _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
    ) {
        let firstCount = first.count
        let secondCount = second.count
        let total = indentation + firstCount + secondCount + 1
        append(addingCapacity: total) { span in
            span.withUnsafeMutableBufferPointer { buffer, initialized in
                var pointer = buffer.baseAddress!
                if indentation > 0 {
                    pointer.initialize(repeating: unit, count: indentation)
                    pointer += indentation
                }
                if firstCount > 0 {
                    pointer.initialize(from: first.baseAddress!, count: firstCount)
                    pointer += firstCount
                }
                if secondCount > 0 {
                    pointer.initialize(from: second.baseAddress!, count: secondCount)
                    pointer += secondCount
                }
                pointer.initialize(to: 0x0A)
                initialized = total
            }
        }
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
