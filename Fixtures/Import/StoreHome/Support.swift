// The app's types the StoreHome view model uses, and its protocol of a screen's transform.
import RxSwift
import RxCocoa

protocol ViewModelType {
    associatedtype Input
    associatedtype Output

    func transform(input: Input) -> Output
}

enum RefreshState {
    case idle
    case endHeaderRefresh
    case endFooterRefresh
}

struct Banner {
    let title: String
    let imageURL: String
}

final class StoreCatalog {
    func banners() -> Observable<[Banner]> {
        .just([Banner(title: "Sale", imageURL: "sale.png")])
    }
}
