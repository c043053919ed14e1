// The app's types the FollowerList view model uses.
import RxSwift

struct Follower {
    var login: String
}

final class FollowerService {
    func followers() -> Observable<[Follower]> {
        .just([Follower(login: "octocat")])
    }
}
