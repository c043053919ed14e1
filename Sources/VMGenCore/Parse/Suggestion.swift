/// "Did you mean" hints: the closest known word by edit distance.
public enum Suggestion {
    /// A note suggesting the candidate closest to `word`, when one is close enough to be a likely typo.
    /// `prefix` is written before the suggestion, as in `did you mean '@latest'?`.
    static func note(for word: String, among candidates: [String], prefix: String = "") -> Diagnostic.Note? {
        closest(to: word, among: candidates).map { .init("did you mean '\(prefix)\($0)'?") }
    }

    /// The candidate closest to `word`, when one is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= max(1, candidate.count / 3), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance, capped work: both words are short.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if a.count > 64 || b.count > 64 { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
