// What the team keeps of its hand-written view model when the generated one replaces it: the members the import
// says stay the class's own, moved as written into an extension of the generated class in a file of the team's own.
// They use only what the generated class declares for the app (its properties), so the screen's calls are the same.
extension RegisterFormViewModel {
    /// Who signs up: the screen shows other fields for each.
    enum UserType: String {
        case student
        case general
    }

    /// The screen's segmented control picks the kind of user.
    func selectUserType(_ type: UserType) {
        userType = type
    }

    var canRegister: Bool {
        guard let tempName else { return false }
        return !tempName.isEmpty && tempName.count <= nicknameLimit
    }
}
