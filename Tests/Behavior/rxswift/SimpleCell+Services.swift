// The test services of the SimpleCell scenario (Tests/Behavior/streams), in this framework.
import RxSwift
import UIKit

struct LoadingImages: ImageProviding {
    func image(for url: String) -> Observable<UIImage> {
        Observable.deferred {
            transcript.append("load: \(url)")
            return .just(UIImage())
        }
    }
}
