// The app's types the GuestHome view model uses.
final class GuestRouter {
    var openedLogIn = 0

    init() {}

    func openLogIn() {
        openedLogIn += 1
    }
}
