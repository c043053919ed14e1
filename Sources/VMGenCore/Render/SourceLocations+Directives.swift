extension SourceLocations {
    /// A directive to insert before the byte at `offset` of a generated file: `#sourceLocation(file:line:)` naming
    /// `specLine`, or with none, `#sourceLocation()`, which closes the one before. `length` is its bytes'.
    struct Insertion {
        var offset: Int
        var specLine: Int?
        var length = 0
    }

    /// The directives `annotate` writes around the eligible lines of `found`, inserted into `bytes`: in the file's own
    /// buffer when it has room for them (the writer leaves room, so nearly always), moving each run of lines once from
    /// the end, else into a new buffer. Either way the same bytes.
    static func insertingDirectives(into bytes: consuming [UInt8], around found: [FoundLine], file: String) -> [UInt8] {
        let count = bytes.count
        // A wrapped line's directive closes before the next line, unless that one is wrapped too.
        var insertions: [Insertion] = []
        var previous: FoundLine?
        for line in found where eligible(line, in: bytes) {
            if let previous, previous.end + 1 != line.start {
                insertions.append(Insertion(offset: min(count, previous.end + 1), specLine: nil))
            }
            insertions.append(Insertion(offset: line.start, specLine: line.specLine))
            previous = line
        }
        if let previous { insertions.append(Insertion(offset: min(count, previous.end + 1), specLine: nil)) }
        guard !insertions.isEmpty else { return bytes }
        // Every directive's bytes, one after another in the file's order.
        let opening = openingDirective(file)
        var inserted: [UInt8] = []
        inserted.reserveCapacity(insertions.count * (opening.count + 8))
        for index in insertions.indices {
            let start = inserted.count
            if let specLine = insertions[index].specLine {
                inserted.appendBytes(opening)
                appendDecimal(specLine, to: &inserted)
                inserted.append(0x29)
                inserted.append(0x0A)
            } else {
                inserted.appendBytes(closingDirective)
            }
            insertions[index].length = inserted.count - start
        }
        let added = inserted.count
        if bytes.capacity >= count + added {
            // From the end: each run of lines moves up by the directives before it, which then go below it.
            bytes.appendRepeated(0, count: added)
            bytes.withUnsafeMutableBytes { file in
                inserted.withUnsafeBytes { directives in
                    let base = file.baseAddress!
                    var end = count
                    var destination = count + added
                    var directivesEnd = added
                    for insertion in insertions.reversed() {
                        let run = end - insertion.offset
                        destination -= run
                        (base + destination).copyMemory(from: base + insertion.offset, byteCount: run)
                        destination -= insertion.length
                        directivesEnd -= insertion.length
                        (base + destination).copyMemory(
                            from: directives.baseAddress! + directivesEnd, byteCount: insertion.length)
                        end = insertion.offset
                    }
                }
            }
            return bytes
        }
        var output: [UInt8] = []
        output.reserveCapacity(count + added)
        bytes.withUnsafeBufferPointer { file in
            inserted.withUnsafeBufferPointer { directives in
                var copied = 0
                var directivesStart = 0
                for insertion in insertions {
                    output.appendBytes(UnsafeBufferPointer(rebasing: file[copied..<insertion.offset]))
                    copied = insertion.offset
                    output.appendBytes(
                        UnsafeBufferPointer(rebasing: directives[directivesStart..<(directivesStart + insertion.length)]))
                    directivesStart += insertion.length
                }
                output.appendBytes(UnsafeBufferPointer(rebasing: file[copied..<count]))
            }
        }
        return output
    }

    /// `#sourceLocation(file: "<file, its backslashes and quotes escaped>", line: `, built in one buffer.
    private static func openingDirective(_ file: String) -> [UInt8] {
        var opening: [UInt8] = []
        opening.reserveCapacity(2 * file.utf8.count + 32)
        opening.append(contentsOf: "#sourceLocation(file: \"".utf8)
        for byte in file.utf8 {
            if byte == 0x5C || byte == 0x22 { opening.append(0x5C) }
            opening.append(byte)
        }
        opening.append(contentsOf: "\", line: ".utf8)
        return opening
    }

    private static let closingDirective = Array("#sourceLocation()\n".utf8)

    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { return output += Array(String(value).utf8) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            output.append(0x30 + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
