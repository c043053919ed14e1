// An RxSwift triplet written as coordinator-based apps write their scenes: the view calls a method of the type
// protocol itself (`viewModel.registerPreview(for:)`, which the coordinator's peek and pop needs), and the outputs
// protocol has, beside its streams, a method the view calls to hand over a handler for the badge's text; the inputs
// protocol declares the folder shown settable (`{ get set }`), which the folder picker sets on the view model.
import RxSwift

protocol InboxViewModelInput {
    /// Sends when the user pulls to refresh.
    var refreshTrigger: AnyObserver<Void> { get }
    /// The folder the screen shows, which the folder picker sets.
    var folder: MailFolder { get set }
}

protocol InboxViewModelOutput {
    /// Emits how many messages are unread.
    var unreadCount: Observable<Int> { get }
    /// Calls `onChange` with the badge's text now and whenever it changes.
    func observeBadge(onChange: @escaping (String) -> Void)
}

protocol InboxViewModelType {
    var input: InboxViewModelInput { get }
    var output: InboxViewModelOutput { get }

    /// Registers the view that previews a message when pressed firmly.
    func registerPreview(for sourceView: PreviewSource)
}

final class InboxViewModel: InboxViewModelType, InboxViewModelInput, InboxViewModelOutput {
    var input: InboxViewModelInput { return self }
    var output: InboxViewModelOutput { return self }

    // MARK: Inputs
    let refreshTrigger: AnyObserver<Void>
    var folder: MailFolder

    // MARK: Outputs
    let unreadCount: Observable<Int>

    // MARK: Private
    private let router: InboxRouter
    private let disposeBag = DisposeBag()

    init(mailbox: Mailbox, router: InboxRouter, startFolder: MailFolder) {
        self.router = router
        folder = startFolder
        let refresh = PublishSubject<Void>()
        refreshTrigger = refresh.asObserver()
        unreadCount = refresh.startWith(()).map { mailbox.unread() }.share(replay: 1)
    }

    func observeBadge(onChange: @escaping (String) -> Void) {
        unreadCount.map { $0 == 0 ? "" : "\($0)" }.subscribe(onNext: onChange).disposed(by: disposeBag)
    }

    func registerPreview(for sourceView: PreviewSource) {
        router.registerPreview(from: sourceView)
    }
}
