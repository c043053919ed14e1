// The test services of the SimpleCell scenario (Tests/Behavior/streams), with Swift concurrency.
import UIKit

final class LoadingImages: ImageProviding {
    func image(for url: String) async -> UIImage? {
        transcript.append("load: \(url)")
        return UIImage()
    }
}
