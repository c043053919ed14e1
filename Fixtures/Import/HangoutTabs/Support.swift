// The app's types the HangoutTabs view model uses: its protocol of view models, the signed-in user, and the view models
// of the tabs it makes.
protocol ViewModelType {}

/// What the tab bar's view model is made with.
struct HangoutTabsDependency {
    let user: HangoutUser
    let selectedIndex: Int
}

struct HangoutUser {
    let id: String
    let name: String
}

final class HangoutListViewModel {
    var hangouts: [String] = []
}

final class ProfileCardViewModel {
    let user: HangoutUser
    let isEditable: Bool

    init(user: HangoutUser, isEditable: Bool) {
        self.user = user
        self.isEditable = isEditable
    }
}

final class TabTracker {
    let userID: String
    var events: [String] = []

    init(userID: String) {
        self.userID = userID
    }

    func log(_ event: String) {
        events.append(event)
    }
}
