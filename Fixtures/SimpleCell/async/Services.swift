// The app's image loading, as the Swift concurrency version of the app declares it.
import UIKit

@MainActor protocol ImageProviding {
    func image(for url: String) async -> UIImage?
}

final class ImageProvider: ImageProviding {
    func image(for url: String) async -> UIImage? { nil }
}
