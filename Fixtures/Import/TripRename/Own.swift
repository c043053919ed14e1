// What the team keeps of its hand-written view model when the generated one replaces it: the enum of its navigation
// and the shorthands the import says stay the class's own, moved as written into an extension of the generated class
// in a file of the team's own. The shorthands read the relays of the `Output` the generated class keeps, which the
// logic's streams are bound into.
import Foundation

extension TripRenameViewModel {
    enum Navigation {
        case pop(Trip)
    }

    var trip: Trip {
        output.trip.value
    }

    var titleText: String {
        output.titleText.value
    }
}
