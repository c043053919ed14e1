/// Errors in what the spec wrote land on the spec: a generated line that carries text of the spec that may not compile
/// (a type or a default value naming the app's own types: `- isLoading: bool`, `= LoginServce()`) is wrapped in
/// Swift's `#sourceLocation(file:line:)`, so the compiler reports it at the spec's line, where Xcode opens it, instead
/// of in the file that says DO NOT EDIT.
///
/// Only where it helps: text made of the standard library's and Foundation's names (`String`, `[Int]`, `false`) never
/// fails to resolve, so its lines stay as they are, and a line that carries text of two of the spec's lines stays too
/// (either would mislead). And only where Swift allows the directive: on a whole declaration or statement, outside any
/// parentheses or brackets, not next to a `switch`'s `case` label or after an attribute on a line of its own (a
/// wrapped parameter list keeps the generated file's lines).
public enum SourceLocations {
    /// The origins of a view model, indexed for `annotate`: built once, used for each of its files.
    public struct Table: Hashable, Sendable {
        /// What it was built from, which decides its equality.
        let origins: [SourceOrigin]
        /// The anchors' hashes, in the order of their first origins.
        var anchors: [UInt64] = []
        /// Per anchor (as `anchors` orders them), the range of `entries` that holds its origins' texts.
        var anchorEntries: [Range<Int>] = []
        /// The origins' different texts, grouped by anchor: where `texts` holds each, and the range of `lines` that
        /// holds the spec lines of the origins that wrote it. (A line is found by the set of spec lines whose texts it
        /// carries, so a text is looked for once, however many origins wrote it.)
        var entries: [(text: Range<Int>, lines: Range<Int>)] = []
        /// The spec lines of `entries`.
        var lines: [Int] = []
        /// The origins' different texts, one after another.
        var texts: [UInt8] = []
        /// An open-addressing table of `anchors`: at `slot(of:)` and after, up to an empty slot (-1), each anchor's
        /// index; a quarter full at most, so that an identifier that is no anchor (nearly all) costs one look.
        var slots: [Int32] = []
        /// What each byte is to the scan (`Kind`): identifier bytes are `other` but those an anchor starts with.
        var kinds = Kind.table

        public init(_ origins: [SourceOrigin]) {
            self.origins = origins
            // Per anchor (as `anchors` orders them), its origins' different texts, each with the lines that wrote it.
            // A view model has a few anchors and texts: they are compared in turn (texts byte for byte), not hashed.
            var groups: [[(text: String, lines: [Int])]] = []
            for origin in origins {
                let anchor = SourceLocations.hash(origin.anchor.utf8)
                var group = anchors.firstIndex(of: anchor) ?? -1
                if group < 0 {
                    group = anchors.count
                    anchors.append(anchor)
                    groups.append([])
                }
                if let written = groups[group].firstIndex(where: { $0.text.utf8.elementsEqual(origin.text.utf8) }) {
                    groups[group][written].lines.append(origin.line)
                } else {
                    groups[group].append((origin.text, [origin.line]))
                }
                let first = Int(origin.anchor.utf8.first ?? 0)
                if SourceLocations.isIdentifierByte(UInt8(first)) { kinds[first] = Kind.anchorStart }
            }
            for group in groups {
                let start = entries.count
                for written in group {
                    let textStart = texts.count
                    texts.append(contentsOf: written.text.utf8)
                    let linesStart = lines.count
                    lines.append(contentsOf: written.lines)
                    entries.append((textStart..<texts.count, linesStart..<lines.count))
                }
                anchorEntries.append(start..<entries.count)
            }
            var size = 16
            while size < anchors.count * 4 { size *= 2 }
            slots = Array(repeating: -1, count: size)
            for (index, anchor) in anchors.enumerated() {
                var slot = Self.slot(of: anchor, mask: size - 1)
                while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int32(index)
            }
        }

        public var isEmpty: Bool { anchors.isEmpty }

        public static func == (lhs: Table, rhs: Table) -> Bool { lhs.origins == rhs.origins }

        public func hash(into hasher: inout Hasher) { hasher.combine(origins) }

        /// Where an anchor's hash starts its search among `slots`.
        @inline(__always) static func slot(of hash: UInt64, mask: Int) -> Int {
            Int(truncatingIfNeeded: hash >> 7) & mask
        }
    }

    /// What a byte is to the scan of a generated file.
    enum Kind {
        /// A byte the scan passes over: a space, punctuation, or a byte of an identifier that no anchor starts like.
        static let other: UInt8 = 0
        /// An identifier byte that some anchor starts with: the identifier is hashed.
        static let anchorStart: UInt8 = 2
        static let quote: UInt8 = 3
        static let opening: UInt8 = 4
        static let closing: UInt8 = 5
        static let slash: UInt8 = 6
        static let lineFeed: UInt8 = 7

        static let table: [UInt8] = (0..<256).map { value in
            let byte = UInt8(value)
            switch byte {
            case 0x22: return quote
            case 0x28, 0x5B: return opening
            case 0x29, 0x5D: return closing
            case 0x2F: return slash
            case 0x0A: return lineFeed
            default: return other
            }
        }

        /// 1 for a byte of an identifier (a letter, a digit, `_`, a byte beyond ASCII), else 0.
        static let identifierBytes: [UInt8] = (0..<256).map { SourceLocations.isIdentifierByte(UInt8($0)) ? 1 : 0 }
    }

    /// The generated file with its lines that carry the table's origins wrapped in `#sourceLocation` directives naming
    /// `file`.
    ///
    /// One pass over the bytes finds the lines to wrap: identifiers outside strings and comments that start like an
    /// anchor are hashed as they are read and looked up among the origins' anchors (the others are skipped), brackets
    /// are counted in the same loop, and an anchor's origins are compared with its line only when the line ends. Only
    /// the lines found are recorded, with the bracket depth at their start and end; the lines around them are read
    /// again only for those. The directives are then inserted between the runs of lines they separate, only for a
    /// file that needs them, in the file's own buffer when it has room (`insertingDirectives`).
    public static func annotate(_ bytes: consuming [UInt8], file: String, table: Table) -> [UInt8] {
        guard !table.isEmpty, !bytes.isEmpty else { return bytes }
        let found = foundLines(in: bytes, table: table)
        guard !found.isEmpty else { return bytes }
        return insertingDirectives(into: consume bytes, around: found, file: file)
    }

    /// The lines of `bytes` that carry an origin's text (`annotate`'s one pass), in order.
    static func foundLines(in bytes: [UInt8], table: Table) -> [FoundLine] {
        let count = bytes.count
        // The lines that carry an origin's text: where each starts and ends (its line feed, or the end), the bracket
        // depth at both, and the spec line it was written on.
        var found: [FoundLine] = []
        // The anchors (indices into `table.anchors`) met on the current line.
        var candidates: [Int] = []
        // The scan passes over bytes up to the next one it stops at without checking for the end, so the file it reads
        // ends with a line feed: a generated file does (then it is read in place, not copied); another is read from a
        // copy that has one.
        var source = bytes
        if bytes.last != 0x0A { source.append(0x0A) }
        let mask = table.slots.count - 1
        source.withUnsafeBufferPointer { buffer in
            table.kinds.withUnsafeBufferPointer { kinds in
                Kind.identifierBytes.withUnsafeBufferPointer { identifiers in
                    table.slots.withUnsafeBufferPointer { slots in
                        table.anchors.withUnsafeBufferPointer { anchors in
                            table.texts.withUnsafeBufferPointer { texts in
                    let byte = buffer.baseAddress!
                    let kind = kinds.baseAddress!
                    let isIdentifier = identifiers.baseAddress!
                    let raw = UnsafeRawPointer(byte)
                    var index = 0
                    var lineStart = 0
                    // Where the line's code ends: at its `//` comment, outside string literals, or its end.
                    var codeEnd = -1
                    var depth = 0
                    // The depth at the current line's start.
                    var lineDepth = 0
                    while true {
                        scan: while index < count {
                            // Spaces, punctuation and identifiers no anchor starts like (most bytes): skipped, the
                            // line feed that ends the file stopping the loop.
                            while kind[Int(byte[index])] == Kind.other { index &+= 1 }
                            if index >= count { break scan }
                            switch kind[Int(byte[index])] {
                            case Kind.anchorStart:
                                if index > 0 && isIdentifier[Int(byte[index - 1])] != 0 {
                                    // Inside an identifier that started otherwise: read to its end, not hashed.
                                    repeat { index &+= 1 } while isIdentifier[Int(byte[index])] != 0
                                    continue scan
                                }
                                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                                repeat {
                                    hash = (hash ^ UInt64(byte[index])) &* 0x0000_0100_0000_01B3
                                    index &+= 1
                                } while isIdentifier[Int(byte[index])] != 0
                                var slot = Table.slot(of: hash, mask: mask)
                                while slots[slot] >= 0 {
                                    let anchor = Int(slots[slot])
                                    if anchors[anchor] == hash {
                                        // Once a line: its origins' texts are looked for once.
                                        if !candidates.contains(anchor) { candidates.append(anchor) }
                                        break
                                    }
                                    slot = (slot &+ 1) & mask
                                }
                            case Kind.quote:
                                // A string literal, to its closing quote or the end of the line.
                                index += 1
                                while index < count {
                                    let next = byte[index]
                                    if next == 0x0A { break }
                                    index += 1
                                    if next == 0x22 { break }
                                    if next == 0x5C && index < count && byte[index] != 0x0A { index += 1 }
                                }
                            case Kind.opening:
                                depth += 1
                                index += 1
                            case Kind.closing:
                                depth -= 1
                                index += 1
                            case Kind.slash:
                                index += 1
                                // A comment (a doc comment, most of them) runs to the end of the line: skip to it.
                                if index < count && byte[index] == 0x2F {
                                    codeEnd = index &- 1
                                    index = lineFeed(in: UnsafeBufferPointer(rebasing: buffer[0..<count]),
                                                     from: index + 1)
                                }
                            default:
                                break scan
                            }
                        }
                        depth = max(0, depth)
                        // The end of a line: compare its candidates' origins with its code.
                        if !candidates.isEmpty {
                            let codeStop = codeEnd < 0 ? index : codeEnd
                            var match: Int?
                            var ambiguous = false
                            lookup: for anchor in candidates {
                                for entry in table.anchorEntries[anchor] {
                                    let candidate = table.entries[entry]
                                    let text = UnsafeBufferPointer(rebasing: texts[candidate.text])
                                    guard find(text, in: byte, from: lineStart, to: codeStop, identifiers: isIdentifier)
                                    else { continue }
                                    for line in table.lines[candidate.lines] {
                                        if let previous = match, previous != line {
                                            ambiguous = true
                                            break lookup
                                        }
                                        match = line
                                    }
                                }
                            }
                            // A line that carries text of two of the spec's lines keeps its place: either would
                            // mislead.
                            if let match, !ambiguous {
                                found.append(FoundLine(start: lineStart, end: index, specLine: match,
                                                       depthAtStart: lineDepth, depthAtEnd: depth))
                            }
                            candidates.removeAll(keepingCapacity: true)
                        }
                        lineDepth = depth
                        if index >= count { break }
                        index += 1
                        lineStart = index
                        codeEnd = -1
                        // The next line's indentation, eight and then four spaces at a time (spaces are bytes the
                        // scan passes over).
                        while index &+ 8 <= count
                            && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020 {
                            index &+= 8
                        }
                        if index &+ 4 <= count
                            && raw.loadUnaligned(fromByteOffset: index, as: UInt32.self) == 0x2020_2020 {
                            index &+= 4
                        }
                    }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The offset of the first line feed at or after `start`, or the end: eight bytes at a time.
    @inline(__always) static func lineFeed(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = buffer.count
        let raw = UnsafeRawPointer(buffer.baseAddress!)
        while index + 8 <= count {
            // A zero byte of `word` is a line feed; the lowest bit set in `found` marks the first.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                ^ 0x0A0A_0A0A_0A0A_0A0A
            let found = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count && buffer[index] != 0x0A { index += 1 }
        return index
    }

    /// FNV-1a of some bytes, as `annotate` hashes an identifier while it reads it.
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
            || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
