/// A cursor over the bytes of one spec line, for the small recursive-descent parsers of entries and types.
struct LineCursor {
    let source: SourceText
    let line: Int
    var offset: Int
    let end: Int

    init(source: SourceText, line: Int, start: Int, end: Int) {
        self.source = source
        self.line = line
        self.offset = start
        self.end = end
    }

    var isAtEnd: Bool { offset >= end }

    var current: UInt8? { offset < end ? source.bytes[offset] : nil }

    func peek(_ distance: Int = 0) -> UInt8? {
        offset + distance < end ? source.bytes[offset + distance] : nil
    }

    var location: SourceLocation { source.location(line: line, offset: offset) }

    func location(at offset: Int) -> SourceLocation { source.location(line: line, offset: offset) }

    mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { offset += 1 }
    }

    /// Consumes `byte` (after spaces) and says whether it was there.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard current == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes an exact ASCII word when it is not followed by more identifier characters. The word is a literal,
    /// compared byte by byte where it lies: no array is made of it for each call (the parsers try a keyword at most
    /// positions of a type).
    mutating func consumeKeyword(_ word: StaticString) -> Bool {
        skipSpaces()
        let count = word.utf8CodeUnitCount
        guard offset + count <= end else { return false }
        let matches = word.withUTF8Buffer { utf8 in
            source.bytes.withUnsafeBufferPointer { bytes in
                var index = 0
                while index < count, bytes[offset + index] == utf8[index] { index += 1 }
                return index == count
            }
        }
        guard matches else { return false }
        if let next = peek(count), Identifier.isNameByte(next) { return false }
        offset += count
        return true
    }

    /// Reads a name: a backticked identifier, or a run of bytes up to the next delimiter.
    /// Returns nil, consuming nothing, when no name starts here.
    mutating func name(allowingDashes: Bool = true) -> Located<String>? {
        skipSpaces()
        let start = offset
        if current == UInt8(ascii: "`") {
            var index = offset + 1
            while index < end, source.bytes[index] != UInt8(ascii: "`") { index += 1 }
            guard index < end, index > offset + 1 else { return nil }
            offset = index + 1
            return Located(source.text((start + 1)..<index), at: location(at: start))
        }
        while let byte = current, Identifier.isNameByte(byte) {
            if byte == UInt8(ascii: "-"), !allowingDashes || peek(1) == UInt8(ascii: ">") || offset == start { break }
            offset += 1
        }
        guard offset > start else { return nil }
        return Located(source.text(start..<offset), at: location(at: start))
    }

    /// The rest of the line, trimmed.
    var rest: String { source.text(offset..<end).trimmingSpaces }

    /// A short, printable description of the character at the cursor for messages.
    var currentDescription: String {
        guard !isAtEnd else { return "end of line" }
        let character = source.text(offset..<min(end, offset + 4)).first.map(String.init) ?? "?"
        if character == "\u{0}" { return "a NUL character" }
        return "'\(character)'"
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // Nothing to trim, as nearly always: a first or last character that is a space or a tab is that byte alone,
        // so a string whose first and last bytes are neither is returned as it is, its characters not walked.
        let utf8 = self.utf8
        guard let first = utf8.first, let last = utf8.last else { return self }
        if first != 0x20, first != 0x09, last != 0x20, last != 0x09 { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
