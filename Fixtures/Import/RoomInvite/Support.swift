// The app's protocol of its view models and the types the RoomInvite view model uses.
import RxSwift

protocol ReactiveViewModelable {
    associatedtype InputType
    associatedtype OutputType

    var input: InputType { get }
    var output: OutputType { get }
}

final class RoomInviter {
    func invite(to room: String) -> Observable<Bool> {
        .just(!room.isEmpty)
    }
}
