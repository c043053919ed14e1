// The app's types the NotificationSettings fixture uses.
import Foundation

enum SettingsCellType: Equatable {
    case emailFrequency, projectUpdates, version
}

enum EmailFrequency: Equatable {
    case daily, twiceADay
}
