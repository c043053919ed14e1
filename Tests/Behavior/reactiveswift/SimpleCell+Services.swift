// The test services of the SimpleCell scenario (Tests/Behavior/streams), in this framework.
import ReactiveSwift
import UIKit

struct LoadingImages: ImageProviding {
    func image(for url: String) -> SignalProducer<UIImage, Never> {
        SignalProducer { observer, _ in
            transcript.append("load: \(url)")
            observer.send(value: UIImage())
            observer.sendCompleted()
        }
    }
}
