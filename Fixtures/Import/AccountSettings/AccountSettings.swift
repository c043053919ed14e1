// A Combine transform view model of an app that ported its RxCocoa screens and kept their spelling: `Driver<T>` is
// the app's own typealias for `AnyPublisher<T, Never>` (in Support.swift, another file of the app). Its `Output` is
// an ObservableObject whose `@Published` values a SwiftUI view reads, beside a stream.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class AccountSettingsViewModel {
    struct Input {
        let appear: Driver<Void>
        /// The notifications switch changed.
        let toggleNotifications: Driver<Bool>
        let signOut: Driver<Void>
    }

    final class Output: ObservableObject {
        @Published var email = ""
        @Published var notificationsOn = false
        /// Sent once the user is signed out.
        let signedOut: Driver<Void>

        init(signedOut: Driver<Void>) {
            self.signedOut = signedOut
        }
    }

    private let session: SessionStore

    init(session: SessionStore) {
        self.session = session
    }

    func transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output {
        fatalError("the logic")
    }
}
