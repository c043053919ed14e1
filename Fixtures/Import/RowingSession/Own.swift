// What the team keeps of its hand-written view model when the generated one replaces it: the read-only properties the
// summary screen and the splits table read, moved as written into an extension of the generated class in a file of
// the team's own. They read the relays the generated class keeps set to the logic's streams of the same names.
import Foundation

extension RowingSessionViewModel {
    /// The strokes rowed so far, which the summary screen shows.
    var strokeCount: Int { strokeCountRelay.value }

    /// The splits rowed, the rows of the splits table.
    var splits: [RowingSplit] {
        return splitsRelay.value
    }
}
