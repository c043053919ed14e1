// The app's own types that SimpleCell.vmspec names.
import RxSwift
import UIKit

struct Model {
    let title: String
    let description: String
    let thumbnailUrl: String
}

protocol ImageProviding {
    func image(for url: String) -> Observable<UIImage>
}

final class ImageProvider: ImageProviding {
    func image(for url: String) -> Observable<UIImage> {
        .empty()
    }
}
