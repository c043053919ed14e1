// How the app's inbox screen uses the view model: it registers its table for previews through the type protocol,
// hands the outputs a handler for the badge, and binds the count and the refresh control; its folder picker sets
// the folder.
import RxSwift

final class InboxScreen {
    let table = PreviewSource()
    var badge = ""

    func bind(_ viewModel: InboxViewModelType, disposeBag: DisposeBag) {
        viewModel.registerPreview(for: table)
        viewModel.output.observeBadge { [weak self] text in self?.badge = text }
        viewModel.output.unreadCount.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
        viewModel.input.refreshTrigger.onNext(())
    }
}

func showInbox(disposeBag: DisposeBag) {
    let viewModel = InboxViewModel(mailbox: Mailbox(), router: InboxRouter(), startFolder: .inbox)
    InboxScreen().bind(viewModel, disposeBag: disposeBag)
    // The folder picker.
    viewModel.folder = viewModel.input.folder == .inbox ? .archive : .inbox
}
