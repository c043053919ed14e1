// The app's image loading, as the RxSwift version of the app declares it.
import RxSwift
import UIKit

protocol ImageProviding {
    func image(for url: String) -> Observable<UIImage>
}

final class ImageProvider: ImageProviding {
    func image(for url: String) -> Observable<UIImage> {
        .empty()
    }
}
