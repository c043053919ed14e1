// The app's types the ScooterUnlock view model uses: where the coordinator goes next, and the fleet it unlocks a
// scooter of.
import Foundation

protocol ScooterFleet {
    func unlock(code: String) -> Bool
}

/// Where the unlock screen's coordinator goes next.
enum ScooterRoute: Equatable {
    case riding
    case closed
}
