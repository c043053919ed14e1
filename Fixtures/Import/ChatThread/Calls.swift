// How the app's chat screen uses the view model: it makes `Input` from its publishers, leaving `typing` to `Input`.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif

func bindChatThread(appear: AnyPublisher<Void, Never>, send: AnyPublisher<String, Never>) -> AnyCancellable {
    let viewModel = ChatThreadViewModel(client: ChatClient())
    let output = viewModel.transform(input: ChatThreadViewModel.Input(appear: appear, send: send))
    let draft: CurrentValueSubject<String, Never> = output.draft
    _ = draft
    // The one member the import cannot carry: its type is Swift's to infer.
    _ = output.isOnline
    return output.chatUpdated.sink { (_: Chat) in }
}
