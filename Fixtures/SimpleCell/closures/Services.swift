// The app's image loading, as the version of the app without a framework declares it.
import UIKit

protocol ImageProviding {
    func image(for url: String, completion: @escaping (UIImage) -> Void)
}

final class ImageProvider: ImageProviding {
    func image(for url: String, completion: @escaping (UIImage) -> Void) {}
}
