// How the app's guest home screen uses the view model: it calls `transform` for its bindings and drops the result.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindGuestHome(_ viewModel: GuestHomeViewModel, logIn: AnyPublisher<Void, Never>) {
    viewModel.transform(input: GuestHomeViewModel.Input(didTapLogIn: logIn))
}
