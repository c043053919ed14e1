extension RenderContext {
    /// `self.oneSubject.send(oneSubject)`: what `backing` sends `value` with, its storage qualified with `self.` where a
    /// parameter of the method (`shadowing`) hides it, and `value`, made of those parameters, as written (before, a
    /// parameter named like the storage was qualified too, and the method sent the storage into itself).
    static func qualifiedSend(_ backing: InputBacking, _ value: String, shadowing: Set<String>) -> String {
        // Nothing to qualify where no parameter hides the storage (nearly always): the send as it is, built once.
        guard !shadowing.isEmpty, backing.memberNames.contains(where: shadowing.holds) else { return backing.send(value) }
        return qualified(backing.send(hole), backing, shadowing: shadowing).replacingHole(with: value)
    }

    /// Where `qualifiedSend` puts the value while it qualifies the rest: NUL, which no spec's name or expression holds.
    static let hole = "\u{0}"
}

extension String {
    /// Every NUL (`RenderContext.hole`) replaced by `replacement`, as `replacingOccurrences(of: "\u{0}", with:)` does,
    /// comparing bytes: a control character is a grapheme of its own, so its byte stands only where the character
    /// does. (The search by `Character` took about 22,000 instructions a call, 5 % of a run's in a project.)
    func replacingHole(with replacement: String) -> String {
        var result: [UInt8] = []
        let found: Bool = withUTF8Bytes { bytes in
            var start = 0
            var found = false
            for index in bytes.indices where bytes[index] == 0 {
                if !found { result.reserveCapacity(bytes.count + replacement.utf8.count) }
                found = true
                result.appendBytes(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                result.appendUTF8(replacement)
                start = index + 1
            }
            if found { result.appendBytes(UnsafeBufferPointer(rebasing: bytes[start...])) }
            return found
        }
        return found ? String(decoding: result, as: UTF8.self) : self
    }
}

extension Set where Element == String {
    /// Whether the set holds `name`: for the few names of a method's parameters or an init's locals (every storage name
    /// of every input is looked up among them), each compared by `==`, which tells names of different lengths apart at
    /// once, rather than `name` hashed (SipHash, some 400 instructions) for each lookup. A larger set is hashed.
    func holds(_ name: String) -> Bool {
        count <= 8 ? contains(where: { $0 == name }) : contains(name)
    }
}
