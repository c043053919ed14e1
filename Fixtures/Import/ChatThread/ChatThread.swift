// A Combine transform view model whose members are declared by their initializer, no type written, as many
// SwiftUI-era apps write them: the output subjects the view model sends into, and an input the view sends into
// that `Input` makes itself. Swift reads their types from the calls; so does the import, which keeps them made by
// their structs (`@made`), so call sites still make `Input` without `typing`. `isOnline`'s type is Swift's to infer
// from another type's member: a warning, and a difference.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

final class ChatThreadViewModel {
    struct Input {
        let appear: AnyPublisher<Void, Never>
        let send: AnyPublisher<String, Never>
        let typing = PassthroughSubject<Bool, Never>()
    }

    struct Output {
        /// A chat changed on the server.
        let chatUpdated = PassthroughSubject<Chat, Never>()
        let draft = CurrentValueSubject<String, Never>("")
        let messages: AnyPublisher<[ChatMessage], Never>
        let isOnline = ConnectivityMonitor.shared.isOnline
    }

    private let client: ChatClient

    init(client: ChatClient) {
        self.client = client
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }
}
