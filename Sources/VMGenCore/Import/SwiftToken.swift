/// One token of Swift source, as `vmgen import` needs it: names, punctuation, literals (their text is kept, never
/// interpreted), doc comments (kept, for the spec's `///` lines) and compiler directives. Other comments and
/// whitespace are dropped, but each token remembers whether whitespace or a line break stood before it.
public struct SwiftToken: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A name or keyword: `func`, `LoginViewModel`, `` `default` `` (text without the backticks).
        case identifier
        /// `@` followed by a name: `@MainActor`, `@escaping` (text without the `@`).
        case attribute
        /// `#if`, `#else`, `#elseif`, `#endif`, `#available`... (text without the `#`).
        case directive
        /// One punctuation or operator character, or `->`, `...`, `..<`.
        case punctuation
        /// A string literal, whole, as written (quotes included).
        case string
        /// A number literal.
        case number
        /// A `///` line or a `/** */` block: the text without the markers, one line each.
        case documentation
    }

    public var kind: Kind
    public var text: String
    public var location: SourceLocation
    /// Whether whitespace stood between this token and the one before (on the same line or not).
    public var isSpaced: Bool
    /// Whether a line break stood between this token and the one before.
    public var startsLine: Bool

    public init(kind: Kind, text: String, location: SourceLocation, isSpaced: Bool, startsLine: Bool) {
        self.kind = kind
        self.text = text
        self.location = location
        self.isSpaced = isSpaced
        self.startsLine = startsLine
    }

    /// True for punctuation `text`.
    public func isPunctuation(_ text: String) -> Bool {
        kind == .punctuation && self.text == text
    }

    /// True for the name or keyword `text`.
    public func isWord(_ text: String) -> Bool {
        kind == .identifier && self.text == text
    }
}
