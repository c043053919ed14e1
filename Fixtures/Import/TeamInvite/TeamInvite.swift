// An RxSwift view model of the triplet style as a club app writes it: private subjects behind computed inputs and
// outputs, and a helper the invite screen calls, which sends into those inputs when the upload ends.
import RxRelay
import RxSwift

protocol TeamInviteViewModelInputs {
    var errorInput: AnyObserver<Bool> { get }
    var sentInput: AnyObserver<Void> { get }
}

protocol TeamInviteViewModelOutputs {
    var isError: Observable<Bool> { get }
    var isSent: Observable<Void> { get }
    var friends: BehaviorRelay<[Friend]> { get }
}

protocol TeamInviteViewModelType {
    var inputs: TeamInviteViewModelInputs { get }
    var outputs: TeamInviteViewModelOutputs { get }
}

final class TeamInviteViewModel: TeamInviteViewModelType {
    var inputs: TeamInviteViewModelInputs { self }
    var outputs: TeamInviteViewModelOutputs { self }

    let friends = BehaviorRelay<[Friend]>(value: [])
    private let errorStream = PublishSubject<Bool>()
    private let sentStream = PublishSubject<Void>()
    private let uploader: Uploader

    init(uploader: Uploader) {
        self.uploader = uploader
    }

    /// Uploads the team's icon: the screen shows the error banner when it fails.
    func uploadIcon(named name: String) {
        uploader.upload(name) { [weak self] succeeded in
            if succeeded {
                self?.sentInput.onNext(())
            } else {
                self?.errorInput.onNext(true)
            }
        }
    }
}

extension TeamInviteViewModel: TeamInviteViewModelInputs {
    var errorInput: AnyObserver<Bool> {
        errorStream.asObserver()
    }

    var sentInput: AnyObserver<Void> {
        sentStream.asObserver()
    }
}

extension TeamInviteViewModel: TeamInviteViewModelOutputs {
    var isError: Observable<Bool> {
        errorStream.asObservable()
    }

    var isSent: Observable<Void> {
        sentStream.asObservable()
    }
}
