// How the app's settings screen uses the view model: Drivers in, a value read and a Driver bound.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindAccountSettings(appear: Driver<Void>, toggle: Driver<Bool>, signOut: Driver<Void>) -> Driver<Void> {
    var cancellables = Set<AnyCancellable>()
    let viewModel = AccountSettingsViewModel(session: SessionStore())
    let input = AccountSettingsViewModel.Input(appear: appear, toggleNotifications: toggle, signOut: signOut)
    let output = viewModel.transform(input: input, cancellables: &cancellables)
    let _: String = output.email
    output.notificationsOn = true
    return output.signedOut
}
