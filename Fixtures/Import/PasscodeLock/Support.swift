// The app's types the PasscodeLock view model uses: where the coordinator goes next, and the keychain wrapper it
// checks a passcode with.
import Foundation

protocol PasscodeKeychain {
    func matches(_ passcode: String) -> Bool
}

/// Where the passcode screen's coordinator goes next.
enum PasscodeRoute: Equatable {
    case unlocked
    case forgotPasscode
}
