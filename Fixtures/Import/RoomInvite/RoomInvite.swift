// A subject-bridged view model of an app whose protocol of associated types names them otherwise ('InputType',
// 'OutputType'): the class names its own structs for them with typealiases and declares 'input' and 'output' through
// those names, made lazily so that 'output' may use 'input'; its base class is NSObject, as it is an SDK's delegate.
import Foundation
import RxRelay
import RxSwift

class RoomInviteViewModel: NSObject, ReactiveViewModelable {
    typealias InputType = Input
    typealias OutputType = Output

    struct Input {
        let inviteTapped = PublishRelay<Void>()
        let roomTitle = BehaviorRelay<String>(value: "")
    }

    struct Output {
        let inviteSent: Observable<Bool>
        let canInvite: Observable<Bool>
    }

    public lazy var input: InputType = Input()
    public lazy var output: OutputType = Output(
        inviteSent: input.inviteTapped.withLatestFrom(input.roomTitle).flatMapLatest { [inviter] in inviter.invite(to: $0) },
        canInvite: input.roomTitle.map { !$0.isEmpty })

    private let inviter: RoomInviter

    init(inviter: RoomInviter) {
        self.inviter = inviter
        super.init()
    }
}
