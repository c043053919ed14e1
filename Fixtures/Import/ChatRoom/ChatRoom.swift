// An RxSwift transform view model that also transforms the input of each message cell it lays out, with a second
// `transform` of its own structs beside the screen's. A spec generates one transform per view model: the second is
// a warning where it stands, and `--check` reports it.
import RxSwift

final class ChatRoomViewModel {
    struct Input {
        let viewDidLoad: Observable<Void>
        /// The text the user sends.
        let send: Observable<String>
    }

    struct Output {
        let messages: Observable<[Message]>
        let isSending: Observable<Bool>
    }

    struct CellInput {
        let retryTap: Observable<Void>
    }

    struct CellOutput {
        let isFailed: Observable<Bool>
    }

    private let chat: ChatService

    init(chat: ChatService) {
        self.chat = chat
    }

    func transform(input: Input) -> Output {
        fatalError("the logic")
    }

    func transform(cellInput: CellInput) -> CellOutput {
        fatalError("the logic")
    }
}
