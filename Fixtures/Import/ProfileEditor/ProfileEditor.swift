// The subject-bridged style in Combine, written by hand: the view sends into `input`'s subscribers and binds
// `output`'s publishers.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

/// Edits the user's profile.
public final class ProfileEditorViewModel {
    public struct Input {
        /// The name field changed.
        public let name: AnySubscriber<String, Never>
        public let birthday: AnySubscriber<Date?, Never>
        public let save: AnySubscriber<Void, Never>
    }

    public struct Output {
        public let canSave: AnyPublisher<Bool, Never>
        /// Dismiss the editor with the saved profile.
        public let saved: AnyPublisher<Profile, Never>
    }

    public let input: Input
    public let output: Output

    public init(store: ProfileStoring) {
        fatalError("the logic")
    }
}
