// The test services of the SimpleCell scenario, without a framework.
import UIKit

struct LoadingImages: ImageProviding {
    func image(for url: String, completion: @escaping (UIImage) -> Void) {
        transcript.append("load: \(url)")
        completion(UIImage())
    }
}
