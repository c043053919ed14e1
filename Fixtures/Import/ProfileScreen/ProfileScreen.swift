// A Combine transform view model written as a struct, as some SwiftUI-era apps write it, by hand: its Output is an
// ObservableObject whose @Published values a view reads, beside a stream, and the subscriptions go into the
// caller's set.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Shows a user's profile and saves edits.
struct ProfileScreenViewModel {
    struct Input {
        let appear: AnyPublisher<Void, Never>
        /// The name as the user edits it.
        let editName: AnyPublisher<String, Never>
        let save: AnyPublisher<Void, Never>
    }

    final class Output: ObservableObject {
        /// Whether a request is running.
        @Published var isLoading = false
        @Published var name: String = ""
        @Published var errorMessage: String?
        /// Sent once the edit is saved.
        let saved: AnyPublisher<Void, Never>

        init(saved: AnyPublisher<Void, Never>) {
            self.saved = saved
        }
    }

    let users: UserStore

    init(users: UserStore) {
        self.users = users
    }

    func transform(input: Input, cancellables: inout Set<AnyCancellable>) -> Output {
        fatalError("the logic")
    }
}
