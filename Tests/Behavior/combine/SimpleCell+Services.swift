// The test services of the SimpleCell scenario (Tests/Behavior/streams), in this framework.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import UIKit

struct LoadingImages: ImageProviding {
    func image(for url: String) -> AnyPublisher<UIImage, Never> {
        transcript.append("load: \(url)")
        return Just(UIImage()).eraseToAnyPublisher()
    }
}
