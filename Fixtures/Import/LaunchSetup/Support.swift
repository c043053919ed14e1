// The app's types the LaunchSetup view model uses.
import Foundation

struct AppTheme {
    var accentColorName: String
    var titleFontSize: Double
}

final class SettingsStore {
    var prefersDarkLaunch = false
}
