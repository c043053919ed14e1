// The app's types the ReleaseFilter view model uses.
import RxSwift

struct Release {
    var version: String
}

final class ReleaseStore {
    func releases(for platform: String) -> Observable<[Release]> {
        .just([Release(version: "1.0")])
    }
}
