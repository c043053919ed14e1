// The app's types the TrendingRepos view model uses.
import RxSwift

struct Repository {
    var fullName: String
}

final class TrendingAPI {
    func repositories(page: Int) -> Observable<[Repository]> {
        .just([Repository(fullName: "octocat/Hello-World")])
    }
}
