// How the app's chat screen uses the view model: the screen's transform, and each cell's.
import RxSwift

func bindChatRoom(loaded: Observable<Void>, texts: Observable<String>, retry: Observable<Void>) -> Observable<Bool> {
    let viewModel = ChatRoomViewModel(chat: ChatService())
    let output = viewModel.transform(input: ChatRoomViewModel.Input(viewDidLoad: loaded, send: texts))
    let _: Observable<[Message]> = output.messages
    let cell = viewModel.transform(cellInput: ChatRoomViewModel.CellInput(retryTap: retry))
    return cell.isFailed
}
