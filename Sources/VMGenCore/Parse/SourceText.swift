/// The bytes of a spec file split into lines, with `\n`, `\r\n` and lone `\r` all ending a line and a
/// leading UTF-8 byte-order mark skipped. Positions are byte offsets; columns are computed on demand.
///
/// A class, so that the parsers' many copies of a `LineCursor` retain one reference, not the three of its fields.
final class SourceText {
    let bytes: [UInt8]
    /// The byte range of each line's content, without its terminator.
    let lines: [Range<Int>]
    /// Whether every byte is ASCII, as most specs' are: then a column is its byte offset on its line, and the bytes
    /// are valid UTF-8, without a table or a scan of each line.
    let isASCII: Bool
    /// The columns of the non-ASCII lines, computed once per line when first asked, so that locating many names
    /// on one long line costs linear time (an ASCII line's column is its byte offset).
    private let columns = ColumnTable()

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 24 + 1)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The bytes' bits ORed together: the high bit is set where any byte is not ASCII (the mark's bytes aside).
        var bits: UInt8 = 0
        // Read through a buffer pointer: one pass over every byte of the file, no bounds check per byte.
        bytes.withUnsafeBufferPointer { bytes in
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                bits |= byte
                if byte == 0x0A || byte == 0x0D {
                    lines.append(start..<index)
                    if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    start = index + 1
                }
                index += 1
            }
        }
        if start < bytes.count || lines.isEmpty { lines.append(start..<bytes.count) }
        self.lines = lines
        self.isASCII = bits < 0x80
    }

    /// The 1-based location of byte `offset` on 1-based line `line`, its column counted in characters.
    func location(line: Int, offset: Int) -> SourceLocation {
        let range = lines[line - 1]
        let end = min(max(offset, range.lowerBound), range.upperBound)
        if isASCII { return SourceLocation(line: line, column: end - range.lowerBound + 1) }
        let table = columns.table(line: line) { () -> ColumnTable.Line in
            let slice = bytes[range]
            if slice.allSatisfy({ $0 < 0x80 }) { return .ascii }
            let text = String(decoding: slice, as: UTF8.self)
            // Invalid UTF-8 (reported elsewhere) decodes to other lengths: count the slow way there.
            guard text.utf8.count == slice.count else { return .invalid }
            // The column of each byte: the characters that start before it, plus one.
            var table = [Int32](repeating: 0, count: range.count + 1)
            var column: Int32 = 0
            var position = 0
            for character in text {
                column += 1
                let length = character.utf8.count
                for index in position..<min(position + length, range.count) { table[index] = column }
                position += length
            }
            table[range.count] = column + 1
            return .table(table)
        }
        switch table {
        case .ascii:
            return SourceLocation(line: line, column: end - range.lowerBound + 1)
        case .invalid:
            let prefix = String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
            return SourceLocation(line: line, column: prefix.count + 1)
        case .table(let table):
            // A byte inside a character belongs to the next column, as a prefix ending there would count it.
            let index = end - range.lowerBound
            return SourceLocation(line: line, column: index == 0 ? 1 : Int(table[index - 1]) + 1)
        }
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The location of the first byte that is not valid UTF-8, if any.
    func firstInvalidUTF8() -> (line: Int, offset: Int)? {
        if isASCII { return nil }
        for (index, range) in lines.enumerated() where !isValidUTF8(bytes[range]) {
            var offset = range.lowerBound
            while offset < range.upperBound {
                let length = sequenceLength(at: offset, end: range.upperBound)
                if length == 0 { return (index + 1, offset) }
                offset += length
            }
        }
        return nil
    }

    private func isValidUTF8(_ slice: ArraySlice<UInt8>) -> Bool {
        if slice.allSatisfy({ $0 < 0x80 }) { return true }
        var offset = slice.startIndex
        while offset < slice.endIndex {
            let length = sequenceLength(at: offset, end: slice.endIndex)
            if length == 0 { return false }
            offset += length
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset`, or 0 when it is malformed.
    private func sequenceLength(at offset: Int, end: Int) -> Int {
        let lead = bytes[offset]
        if lead < 0x80 { return 1 }
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: return 0
        }
        guard offset + length <= end else { return 0 }
        for next in bytes[(offset + 1)..<(offset + length)] {
            guard next & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return 0 }
        return length
    }
}

/// The per-line column tables of a `SourceText`, filled on demand (parsing one spec is single-threaded).
private final class ColumnTable: @unchecked Sendable {
    enum Line {
        case ascii, invalid
        /// The column after each byte's character.
        case table([Int32])
    }

    /// By line number, grown on demand: an index, not a hashed key, for a lookup done for every name located.
    private var tables: [Line?] = []

    func table(line: Int, compute: () -> Line) -> Line {
        if line < tables.count, let known = tables[line] { return known }
        let table = compute()
        if line >= tables.count { tables += repeatElement(nil, count: line + 1 - tables.count) }
        tables[line] = table
        return table
    }
}
