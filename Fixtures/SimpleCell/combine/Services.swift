// The app's image loading, as the Combine version of the app declares it.
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
import UIKit

protocol ImageProviding {
    func image(for url: String) -> AnyPublisher<UIImage, Never>
}

final class ImageProvider: ImageProviding {
    func image(for url: String) -> AnyPublisher<UIImage, Never> {
        Empty().eraseToAnyPublisher()
    }
}
